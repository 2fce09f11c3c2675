/**
 * The one way a page becomes HTML: the prerender workers, the dev server and the render tests all
 * call renderPage(), so what `npm run dev` shows is what the build writes.
 */
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';
import { blockTypesIn } from '../blocks/walk.ts';
import type {
  InitialData,
  PageData,
  SliceData,
  SliceName,
  StaticQueryResult,
} from '../contracts/page-data.ts';
import { sharedByName } from '../contracts/shared.ts';
import type { PageComponent, TemplateId } from '../contracts/templates.ts';
import { prerenderSections } from '../sections/prerender.tsx';
import { renderDocument, type DocumentAssets } from './document.ts';
import { feedLink, socialTags, structuredData } from './metadata.ts';

/** What every page of one build (or one dev request) shares. */
export interface SiteSnapshot {
  buildHash: string;
  /** Canonical origin, e.g. https://www.harbor.example */
  siteUrl: string;
  /** Shared results by content hash. */
  queries: ReadonlyMap<string, StaticQueryResult>;
  slices: Record<SliceName, SliceData>;
  /** Link-preview image of each template (site paths), made by the build. */
  templateImages?: Partial<Record<TemplateId, string>>;
}

/** Where a page's code and styles are: built chunks, or source modules in dev. */
export interface AssetResolver {
  /** The entry, the template's chunk and what they need on first load. */
  template: (id: TemplateId) => DocumentAssets | undefined;
  /** JS and CSS a content block type adds to a page. */
  block: (type: string) => { js: string[]; css: string[] } | undefined;
}

export interface RenderPageInput {
  site: SiteSnapshot;
  page: PageData;
  component: PageComponent | undefined;
  assets: AssetResolver;
  /** The browser's path, when it differs from the page's (a 404 shown at the requested URL). */
  locationPath?: string;
}

/** The shared results a page and its slices read, by hash; an unknown hash is a build bug. */
function pageQueries(site: SiteSnapshot, page: PageData): InitialData['sq'] {
  const sq: InitialData['sq'] = {};
  for (const hash of [...site.slices.header.sq, ...site.slices.footer.sq, ...page.sq]) {
    const result = site.queries.get(hash);
    if (!result) throw new Error(`${page.path}: unknown shared query ${hash}`);
    sq[hash] = result;
  }
  return sq;
}

/**
 * The template's files plus those of the content blocks and sections the page uses, each once:
 * styles of all of them, code only of those not rendered to HTML at build time (`shown`).
 */
export function pageAssets(
  assets: AssetResolver,
  page: PageData,
  shown: PageData = page,
): DocumentAssets {
  const template = assets.template(page.template);
  if (!template) throw new Error(`${page.path}: no code for template ${page.template}`);
  const styled = [...blockTypesIn(page.props)].map((type) => assets.block(type));
  const coded = [...blockTypesIn(shown.props)].map((type) => assets.block(type));
  return {
    entry: template.entry,
    template: template.template,
    css: [...new Set([...template.css, ...styled.flatMap((files) => files?.css ?? [])])],
    modulePreload: [
      ...new Set([...template.modulePreload, ...coded.flatMap((files) => files?.js ?? [])]),
    ],
  };
}

/** Pages made of sections carry their pure-markup sections as HTML (src/sections/prerender.tsx). */
function withPrerenderedSections(
  site: SiteSnapshot,
  page: PageData,
  shared: ReturnType<typeof sharedByName>,
): PageData {
  const props = page.props as { sections?: unknown };
  if (!Array.isArray(props.sections)) return page;
  const context = { shared, slices: site.slices, path: page.path };
  return {
    ...page,
    props: prerenderSections(page.props as never, context) as unknown as PageData['props'],
  };
}

export function renderPage(input: RenderPageInput): string {
  return renderPageWithData(input).html;
}

/** The HTML and the page data it embeds (pure-markup sections rendered), for the build to write. */
export function renderPageWithData({
  site,
  page: original,
  component,
  assets,
  locationPath = original.path,
}: RenderPageInput): { html: string; page: PageData } {
  if (!component)
    throw new Error(`${original.path}: no component for template ${original.template}`);
  const sq = pageQueries(site, original);
  const shared = sharedByName(Object.values(sq));
  const page = withPrerenderedSections(site, original, shared);
  const documentAssets = pageAssets(assets, original, page);
  const facts = {
    page,
    shared,
    siteUrl: site.siteUrl,
    templateImage: site.templateImages?.[page.template],
  };
  const appHtml = renderToString(
    <App
      path={locationPath}
      search=""
      status="idle"
      component={component}
      resources={{ page, shared, slices: site.slices }}
    />,
  );
  const html = renderDocument({
    page,
    metadata: {
      social: socialTags(facts),
      jsonLd: structuredData(facts),
      feed: feedLink(page),
    },
    appHtml,
    initialData: {
      buildHash: site.buildHash,
      page,
      templateModule: documentAssets.template,
      slices: site.slices,
      sq,
    },
    assets: documentAssets,
    siteUrl: site.siteUrl,
  });
  return { html, page };
}
