/**
 * How a prerender worker turns page data into HTML: the build's snapshot and chunk files handed
 * to renderPage(). Its own module so tests can compare it with the dev server's path.
 */
import type {
  PageData,
  SliceData,
  SliceName,
  StaticQueryResult,
} from '../../src/contracts/page-data.ts';
import type { PageComponent, TemplateId } from '../../src/contracts/templates.ts';
import type { DocumentAssets } from '../../src/render/document.ts';
import type { AssetResolver } from '../../src/render/render-page.tsx';
import { htmlFile, pageDataUrl } from '../../src/contracts/paths.ts';
import { stylesheetInliner, stylesheetJoiner } from './stylesheets.ts';

export type ServerEntry = typeof import('../../src/render/server-entry.tsx');

export interface WorkerInit {
  serverEntry: string;
  outDir: string;
  /**
   * Where the site's stylesheets are read when not in `outDir`: an incremental build renders the
   * changed pages into a directory of their own, beside the built site (./incremental.ts).
   */
  readDir?: string;
  siteUrl: string;
  buildHash: string;
  queries: [string, StaticQueryResult][];
  slices: Record<SliceName, SliceData>;
  assets: Partial<Record<TemplateId, DocumentAssets>>;
  /** JS and CSS each content block type adds to a page. */
  blockAssets: Record<string, { js: string[]; css: string[] }>;
  /** Link-preview image of each template. */
  templateImages?: Partial<Record<TemplateId, string>>;
}

/**
 * Pages on their way to a worker: their JSON texts one after the other, UTF-8, and where each
 * ends. One buffer per batch, transferred to the worker rather than copied.
 */
export interface PageBatch {
  bytes: Uint8Array<ArrayBuffer>;
  ends: number[];
}

/** One batch of pages' UTF-8 JSON, in a buffer of its own (so it can be transferred). */
export function encodeBatch(pages: readonly Uint8Array[]): PageBatch {
  const ends: number[] = [];
  let end = 0;
  for (const page of pages) ends.push((end += page.byteLength));
  const bytes = new Uint8Array(end);
  pages.forEach((page, index) => bytes.set(page, (ends[index] as number) - page.byteLength));
  return { bytes, ends };
}

/** The batch's pages, each as its JSON text and its bytes (a view, not a copy). */
export function* decodeBatch({
  bytes,
  ends,
}: PageBatch): Generator<{ text: string; bytes: Uint8Array }> {
  const decoder = new TextDecoder();
  let start = 0;
  for (const end of ends) {
    const slice = bytes.subarray(start, end);
    yield { text: decoder.decode(slice), bytes: slice };
    start = end;
  }
}

export function pageRenderer(
  entry: ServerEntry,
  templates: ReadonlyMap<TemplateId, PageComponent>,
  init: Omit<WorkerInit, 'serverEntry' | 'outDir'>,
  /** Joins a page's stylesheets into one file (scripts/build/stylesheets.ts); none links each. */
  stylesheet?: AssetResolver['stylesheet'],
  /** A page's stylesheet as text to inline (scripts/build/stylesheets.ts); none links it. */
  inlineStylesheet?: AssetResolver['inlineStylesheet'],
): (page: PageData) => { html: string; page: PageData } {
  const site = {
    buildHash: init.buildHash,
    siteUrl: init.siteUrl,
    queries: new Map(init.queries),
    slices: init.slices,
    templateImages: init.templateImages,
  };
  const assets = {
    template: (id: TemplateId) => init.assets[id],
    block: (type: string) => init.blockAssets[type],
    stylesheet,
    inlineStylesheet,
  };
  // The page data written beside the HTML is the page as rendered: sections prerendered, and
  // the stylesheets it needs listed.
  return (page) =>
    entry.renderPageWithData({ site, page, component: templates.get(page.template), assets });
}

/**
 * What the build's render threads and watch mode's in-process render share: a page renderer whose
 * stylesheets are joined into shared files or inlined (./stylesheets.ts), giving each page's two
 * files with the joined stylesheets it used (sorted; an incremental build keeps them).
 */
export function stylesheetPageRenderer(
  entry: ServerEntry,
  templates: ReadonlyMap<TemplateId, PageComponent>,
  init: WorkerInit,
): (
  page: PageData,
  json: Uint8Array,
) => { files: [string, string | Uint8Array][]; joined: string[] } {
  const join = stylesheetJoiner(init.outDir, init.readDir);
  let joined: string[] = [];
  const render = pageRenderer(
    entry,
    templates,
    init,
    (css) => {
      const href = join(css);
      if (href && !joined.includes(href)) joined.push(href);
      return href;
    },
    stylesheetInliner(init.outDir, undefined, init.readDir),
  );
  return (page, json) => {
    joined = [];
    const files = pageFiles(render, page, json);
    return { files, joined: joined.sort() };
  };
}

/**
 * One page's two files (HTML, and page data, site paths) from its JSON: a page the render left
 * as it is (nothing prerendered, no stylesheet listed) gets its page data written as it came.
 */
export function pageFiles(
  render: (page: PageData) => { html: string; page: PageData },
  page: PageData,
  json: Uint8Array,
): [string, string | Uint8Array][] {
  const { html, page: rendered } = render(page);
  return [
    [htmlFile(page.path), html],
    [pageDataUrl(page.path), rendered === page ? json : JSON.stringify(rendered)],
  ];
}
