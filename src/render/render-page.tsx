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
import type { ContentPageProps } from '../contracts/schemas/pages.ts';
import { sectionKeysIn } from '../sections/modules.ts';
import { prerenderSections } from '../sections/prerender.tsx';
import { prerenderBody } from '../richtext/prerender.tsx';
import { prerenderedStyles, withoutPrerenderedHtml } from '../contracts/prerendered.ts';
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
  /** One file joining the page's stylesheets, or none (dev links each file). */
  stylesheet?: (css: readonly string[]) => string | undefined;
  /** The text of the page's stylesheet to write into its head, or none to link it. */
  inlineStylesheet?: (href: string) => string | undefined;
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
 * The page as browsers receive it: its pure-markup sections, and a blog post's body, rendered to
 * HTML (src/sections/prerender.tsx, src/richtext/prerender.tsx), so they need no code.
 * Idempotent.
 */
export function prerenderPage(
  site: SiteSnapshot,
  page: PageData,
  locationPath = page.path,
): PageData {
  const given = page.props as unknown as ContentPageProps;
  const hasSections = Array.isArray(given.sections);
  if (!hasSections && !given.body) return page;
  const context = {
    shared: sharedByName(Object.values(pageQueries(site, page))),
    slices: site.slices,
    path: locationPath,
  };
  let props = hasSections ? prerenderSections(given, context) : given;
  props = prerenderBody(page.template, props, context);
  return props === given ? page : { ...page, props: props as unknown as PageData['props'] };
}

/**
 * The template's files plus those of the content blocks and sections the page uses, each once;
 * sections rendered to HTML add their styles only.
 */
export function pageAssets(assets: AssetResolver, page: PageData): DocumentAssets {
  const template = assets.template(page.template);
  if (!template) throw new Error(`${page.path}: no code for template ${page.template}`);
  const blocks = [...blockTypesIn(page.props), ...sectionKeysIn(page.props)].map((type) =>
    assets.block(type),
  );
  const styled = prerenderedStyles(page.props).map((type) => assets.block(type));
  const css = [
    ...new Set([...template.css, ...[...blocks, ...styled].flatMap((files) => files?.css ?? [])]),
  ];
  const stylesheet = assets.stylesheet?.(css);
  const whole = stylesheet ?? (css.length === 1 ? css[0] : undefined);
  const inlineCss = whole === undefined ? undefined : assets.inlineStylesheet?.(whole);
  return {
    entry: template.entry,
    template: template.template,
    css,
    stylesheet,
    ...(inlineCss === undefined ? {} : { inlineCss }),
    modulePreload: [
      ...new Set([...template.modulePreload, ...blocks.flatMap((files) => files?.js ?? [])]),
    ],
  };
}

/**
 * The page data browsers receive, and the files its document links: the page prerendered
 * (prerenderPage) with the stylesheets it needs listed. A visitor navigating to it gets its
 * code's styles with the code, but sections drawn from HTML bring no code: the runtime loads the
 * listed stylesheets that are not on the page yet.
 */
function browserPage(
  site: SiteSnapshot,
  given: PageData,
  assets: AssetResolver,
  locationPath: string,
): { page: PageData; documentAssets: DocumentAssets } {
  const prerendered = prerenderPage(site, given, locationPath);
  const documentAssets = pageAssets(assets, prerendered);
  const { css } = documentAssets;
  return { page: css.length ? { ...prerendered, css } : prerendered, documentAssets };
}

export function renderPage(input: RenderPageInput): string {
  return renderPageWithData(input).html;
}

/** The document, and the page data written beside it (the build's workers keep both). */
export function renderPageWithData({
  site,
  page: given,
  component,
  assets,
  locationPath = given.path,
}: RenderPageInput): { html: string; page: PageData } {
  if (!component) throw new Error(`${given.path}: no component for template ${given.template}`);
  const { page, documentAssets } = browserPage(site, given, assets, locationPath);
  const sq = pageQueries(site, page);
  const shared = sharedByName(Object.values(sq));
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
      // The markup of its prerendered parts is in the document already: not a second time.
      page: withoutPrerenderedHtml(page),
      templateModule: documentAssets.template,
      slices: site.slices,
      sq,
    },
    assets: documentAssets,
    siteUrl: site.siteUrl,
  });
  return { html, page };
}
