/**
 * Prerender worker: imports the server bundle once, then renders batches of pages to HTML and
 * writes each file (HTML and page data) as soon as it is rendered (nothing accumulates).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentAssets } from '../src/app/document.ts';
import type {
  InitialData,
  PageData,
  SharedData,
  SliceData,
  SliceName,
  StaticQueryResult,
} from '../src/app/page-data.ts';
import { htmlFile, pageDataUrl } from '../src/app/paths.ts';
import { sharedByName } from '../src/app/shared.ts';
import { blockTypesIn } from '../src/blocks/walk.ts';
import type { TemplateId } from '../src/app/routes.ts';

type ServerEntry = typeof import('../src/app/server-entry.tsx');

export interface WorkerInit {
  serverEntry: string;
  outDir: string;
  siteUrl: string;
  buildHash: string;
  queries: [string, StaticQueryResult][];
  slices: Record<SliceName, SliceData>;
  assets: Record<string, DocumentAssets>;
  /** JS and CSS each content block type adds to a page. */
  blockAssets: Record<string, { js: string[]; css: string[] }>;
}

export type WorkerResult = { bytes: number[] } | { error: string; path: string };

const init = workerData as WorkerInit;
const entry = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;
const templates = await entry.loadAllTemplates();
const queries = new Map(init.queries);
const sliceHashes = [...init.slices.header.sq, ...init.slices.footer.sq];

/** The page's HTML and its page data (pure-markup sections already rendered to HTML). */
function render(original: PageData): { html: string; page: PageData } {
  const sq: InitialData['sq'] = {};
  for (const hash of [...sliceHashes, ...original.sq]) {
    const result = queries.get(hash);
    if (!result) throw new Error(`unknown shared query ${hash}`);
    sq[hash] = result;
  }
  const shared = sharedByName(Object.values(sq));
  const page = withPrerenderedSections(original, shared);
  const component = templates.get(page.template as TemplateId);
  const templateAssets = init.assets[page.template];
  if (!component || !templateAssets) throw new Error(`no code for template ${page.template}`);
  // Styles of every block and section; code only of those not rendered to HTML at build time.
  const styled = [...blockTypesIn(original.props)].map((type) => init.blockAssets[type]);
  const coded = [...blockTypesIn(page.props)].map((type) => init.blockAssets[type]);
  const assets: DocumentAssets = {
    entry: templateAssets.entry,
    template: templateAssets.template,
    css: [...new Set([...templateAssets.css, ...styled.flatMap((files) => files?.css ?? [])])],
    modulePreload: [
      ...new Set([...templateAssets.modulePreload, ...coded.flatMap((files) => files?.js ?? [])]),
    ],
  };
  const appHtml = entry.renderApp({ page, shared, slices: init.slices }, component, page.path);
  const html = entry.renderDocument({
    page,
    appHtml,
    initialData: {
      buildHash: init.buildHash,
      page,
      templateModule: templateAssets.template,
      slices: init.slices,
      sq,
    },
    assets,
    siteUrl: init.siteUrl,
  });
  return { html, page };
}

/** Pages made of sections carry their pure-markup sections as HTML (src/sections/prerender.tsx). */
function withPrerenderedSections(page: PageData, shared: SharedData): PageData {
  const props = page.props as { sections?: unknown };
  if (!Array.isArray(props.sections)) return page;
  return {
    ...page,
    props: entry.prerenderSections(page.props as never, {
      shared,
      slices: init.slices,
      path: page.path,
    }) as unknown as PageData['props'],
  };
}

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
