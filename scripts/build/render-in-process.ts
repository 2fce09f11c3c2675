/**
 * Rendering a few pages on the calling thread, for the kept build process of watch mode
 * (./rebuild-worker.ts): a worker thread spends most of an edit's time importing the server bundle
 * and loading the templates (2 s of 2.2 s for five pages on a loaded two-core machine), which this
 * process does once. The same code writes the same files as the workers do (./prerender-page.ts
 * `pageFiles`); React must be its production build here, so only a process started with
 * NODE_ENV=production renders in process.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../src/contracts/page-data.ts';
import type { PageComponent, TemplateId } from '../../src/contracts/templates.ts';
import { stylesheetPageRenderer, type ServerEntry, type WorkerInit } from './prerender-page.ts';

let loaded: {
  key: string;
  entry: ServerEntry;
  templates: ReadonlyMap<TemplateId, PageComponent>;
} | null = null;

/**
 * Renders the pages (their JSON) into `init.outDir` and returns each one's joined stylesheets; or
 * null when this process cannot: not production, or another server bundle than the one it has
 * loaded (a full build replaced it; modules cannot be unloaded, so worker threads render then).
 */
export async function renderInProcess(
  texts: readonly Buffer[],
  init: WorkerInit,
): Promise<Map<string, string[]> | null> {
  if (process.env.NODE_ENV !== 'production') return null;
  const key = `${init.serverEntry}\0${statSync(init.serverEntry).mtimeMs}`;
  if (loaded && loaded.key !== key) return null;
  if (!loaded) {
    const entry = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;
    loaded = { key, entry, templates: await entry.loadAllTemplates() };
  }
  const renderFiles = stylesheetPageRenderer(loaded.entry, loaded.templates, init);
  const joined = new Map<string, string[]>();
  for (const text of texts) {
    const page = JSON.parse(text.toString('utf8')) as PageData;
    const rendered = renderFiles(page, text);
    for (const [file, content] of rendered.files) {
      const target = path.join(init.outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    joined.set(page.path, rendered.joined);
  }
  return joined;
}
