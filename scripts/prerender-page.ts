/**
 * How a prerender worker turns page data into HTML: the build's snapshot and chunk files handed
 * to renderPage(). Its own module so tests can compare it with the dev server's path.
 */
import type {
  PageData,
  SliceData,
  SliceName,
  StaticQueryResult,
} from '../src/contracts/page-data.ts';
import type { PageComponent, TemplateId } from '../src/contracts/templates.ts';
import type { DocumentAssets } from '../src/render/document.ts';
import type { AssetResolver } from '../src/render/render-page.tsx';

export type ServerEntry = typeof import('../src/render/server-entry.tsx');

export interface WorkerInit {
  serverEntry: string;
  outDir: string;
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

export function pageRenderer(
  entry: ServerEntry,
  templates: ReadonlyMap<TemplateId, PageComponent>,
  init: Omit<WorkerInit, 'serverEntry' | 'outDir'>,
  /** Joins a page's stylesheets into one file (scripts/stylesheets.ts); none links each. */
  stylesheet?: AssetResolver['stylesheet'],
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
  };
  // The page data written beside the HTML is the page as rendered: sections prerendered, and
  // the stylesheets it needs listed.
  return (given) => {
    const page = entry.browserPage(site, given, assets);
    return {
      html: entry.renderPage({ site, page, component: templates.get(page.template), assets }),
      page,
    };
  };
}
