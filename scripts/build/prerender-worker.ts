/**
 * Prerender worker: imports the server bundle once, then renders batches of pages to HTML and
 * writes each page's two files (HTML and page data) as soon as it is rendered (nothing
 * accumulates). Pages are not precompressed: hosts compress them as they send them (ADR 13).
 * Pages arrive as UTF-8 JSON (scripts/build/prerender-page.ts `PageBatch`): the main thread keeps
 * them so between compiling and sending (far smaller than the objects), parsing is cheaper than
 * the structured clone of the objects, and a page whose data the render leaves as it is gets
 * those very bytes written as its page-data file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '../../src/contracts/page-data.ts';
import {
  decodeBatch,
  stylesheetPageRenderer,
  type PageBatch,
  type ServerEntry,
  type WorkerInit,
} from './prerender-page.ts';
import { addCodeSet, codeSetOf, type CodeSetEntry, type CodeSets } from './code-sets.ts';

export type { WorkerInit };
export type WorkerResult =
  | {
      pages: number;
      /** Bytes of the HTML and page-data files written. */
      bytes: number;
      /** Code sets this worker met for the first time in the batch (./code-sets.ts). */
      codeSets: CodeSetEntry[];
      /** Each page's joined stylesheets (./stylesheets.ts), which an incremental build keeps. */
      joined: [string, string[]][];
    }
  | { error: string; path: string };

const init = workerData as WorkerInit;
const entry = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;
const renderFiles = stylesheetPageRenderer(entry, await entry.loadAllTemplates(), init);

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
function writePageFile(file: string, content: string | Uint8Array): number {
  ensureDir(path.dirname(file));
  writeFileSync(file, content);
  return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
}

const codeSetsMet: CodeSets = new Map();

parentPort?.on('message', (batch: PageBatch) => {
  let bytes = 0;
  const codeSets: CodeSetEntry[] = [];
  const joined: [string, string[]][] = [];
  for (const json of decodeBatch(batch)) {
    const page = JSON.parse(json.text) as PageData;
    try {
      const codeSet = codeSetOf(page);
      if (addCodeSet(codeSetsMet, codeSet)) codeSets.push(codeSet);
      const rendered = renderFiles(page, json.bytes);
      for (const [file, content] of rendered.files)
        bytes += writePageFile(path.join(init.outDir, file), content);
      joined.push([page.path, rendered.joined]);
    } catch (error) {
      parentPort?.postMessage({
        error: (error as Error).stack ?? String(error),
        path: page.path,
      } satisfies WorkerResult);
      return;
    }
  }
  parentPort?.postMessage({
    pages: batch.ends.length,
    bytes,
    codeSets,
    joined,
  } satisfies WorkerResult);
});
