/**
 * Prerender worker: imports the server bundle once, then renders batches of pages to HTML and
 * writes each file (HTML and page data) as soon as it is rendered (nothing accumulates).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '../src/contracts/page-data.ts';
import { htmlFile, pageDataUrl } from '../src/contracts/paths.ts';
import { pageRenderer, type ServerEntry, type WorkerInit } from './prerender-page.ts';
import { stylesheetJoiner } from './stylesheets.ts';

export type { WorkerInit };
export type WorkerResult = { bytes: number[] } | { error: string; path: string };

const init = workerData as WorkerInit;
const entry = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;
const render = pageRenderer(
  entry,
  await entry.loadAllTemplates(),
  init,
  stylesheetJoiner(init.outDir),
);

/**
 * Directories this worker made or found. Every page has its own directory (and page-data
 * directory), so a parent is usually known and one non-recursive mkdir suffices.
 */
const made = new Set<string>();
function ensureDir(dir: string): void {
  if (made.has(dir)) return;
  const parent = path.dirname(dir);
  if (!made.has(parent) && parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  made.add(dir);
}
made.add(path.dirname(init.outDir));

// Synchronous file writes: this thread does nothing else, and each write is a small file.
parentPort?.on('message', (pages: PageData[]) => {
  const bytes: number[] = [];
  for (const page of pages) {
    try {
      const { html, page: rendered } = render(page);
      const file = path.join(init.outDir, htmlFile(page.path));
      const data = JSON.stringify(rendered);
      const dataFile = path.join(init.outDir, pageDataUrl(page.path));
      ensureDir(path.dirname(file));
      ensureDir(path.dirname(dataFile));
      writeFileSync(file, html);
      writeFileSync(dataFile, data);
      bytes.push(Buffer.byteLength(html) + Buffer.byteLength(data));
    } catch (error) {
      parentPort?.postMessage({
        error: (error as Error).stack ?? String(error),
        path: page.path,
      } satisfies WorkerResult);
      return;
    }
  }
  parentPort?.postMessage({ bytes } satisfies WorkerResult);
});
