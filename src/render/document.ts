/**
 * The HTML document around the prerendered app. React renders only the app (into #root); the
 * head is written here from the page data, escaped, so titles never depend on React's hoisting.
 */
import { escapeHtml } from '../contracts/html.ts';
import { INITIAL_DATA_ID } from '../contracts/initial-data.ts';
import type { InitialData, PageData } from '../contracts/page-data.ts';
import { BOOT_SCRIPT } from '../contracts/boot-script.ts';

export const THEME_COLOR = '#4176fa';

export interface DocumentAssets {
  /** Stylesheets for the entry and the page's template. */
  css: string[];
  /**
   * All of `css` joined into one file, in the same order (built pages: scripts/build/stylesheets.ts).
   * The page links this one file and keeps each part as a disabled link: a disabled stylesheet is
   * never fetched, but tells the runtime's chunk loader that the part is on the page already.
   */
  stylesheet?: string;
  /**
   * That stylesheet's text, when small enough to travel in the HTML (built pages:
   * scripts/build/stylesheets.ts): written in a <style> element, so nothing in the head blocks
   * the first paint on another request; the parts stay as disabled links.
   */
  inlineCss?: string;
  /** Chunks to preload (once the page has painted): the entry's imports and the template's. */
  modulePreload: string[];
  /** The client entry script. */
  entry: string;
  /** The page template's chunk (also among the preloads). */
  template: string;
}

/** Link previews and structured data (./metadata.ts). */
export interface DocumentMetadata {
  /** [attribute, name, content] of each Open Graph and Twitter tag. */
  social: [string, string, string][];
  /** JSON-LD nodes, written as one graph. */
  jsonLd: Record<string, unknown>[];
  /** The feed this page belongs to (a site path), if any. */
  feed: string | null;
}

function stylesheetLinks({ css, stylesheet, inlineCss }: DocumentAssets): string[] {
  if (inlineCss !== undefined)
    return [
      `<style>${inlineCss}</style>`,
      ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`),
    ];
  if (!stylesheet) return css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  return [
    `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">`,
    ...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`),
  ];
}

export interface DocumentParts {
  page: PageData;
  metadata?: DocumentMetadata;
  appHtml: string;
  initialData: InitialData;
  assets: DocumentAssets;
  /** Canonical origin, e.g. https://www.harbor.example */
  siteUrl: string;
}

/** JSON safe to place inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shared query results and slices a worker's pages embed are the same objects page after
 * page (10 KB of a blog post's 12 KB of initial data): each is serialised once. Keyed by the
 * object, so a dev server that reloads content gets new ones.
 */
const serialised = new WeakMap<object, string>();
function serialiseOnce(value: object): string {
  let text = serialised.get(value);
  if (text === undefined) {
    text = serializeJsonForScript(value);
    serialised.set(value, text);
  }
  return text;
}

/** serializeJsonForScript(initialData), byte for byte, with its shared parts serialised once. */
export function serializeInitialData({
  buildHash,
  page,
  templateModule,
  slices,
  sq,
}: InitialData): string {
  const queries = Object.entries(sq).map(
    ([hash, result]) => `${serializeJsonForScript(hash)}:${serialiseOnce(result)}`,
  );
  return [
    `{"buildHash":${serializeJsonForScript(buildHash)}`,
    `"page":${serializeJsonForScript(page)}`,
    // JSON.stringify leaves out a property whose value is undefined.
    ...(templateModule === undefined
      ? []
      : [`"templateModule":${serializeJsonForScript(templateModule)}`]),
    `"slices":${serialiseOnce(slices)}`,
    `"sq":{${queries.join(',')}}}`,
  ].join(',');
}

export function renderDocument({
  page,
  metadata,
  appHtml,
  initialData,
  assets,
  siteUrl,
}: DocumentParts): string {
  const canonical = new URL(page.path, siteUrl).href;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    page.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(metadata?.social ?? []).map(
      ([attribute, name, content]) =>
        `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`,
    ),
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    metadata?.feed
      ? `<link rel="alternate" type="application/rss+xml" title="Blog" href="${escapeHtml(metadata.feed)}">`
      : '',
    metadata?.jsonLd.length
      ? `<script type="application/ld+json">${serializeJsonForScript({ '@context': 'https://schema.org', '@graph': metadata.jsonLd })}</script>`
      : '',
    ...stylesheetLinks(assets),
    // Nothing is painted before the page's markup is parsed: the browser holds rendering until
    // the element after it, the page data, arrives. A slow phone otherwise paints a half-parsed
    // page, whose header links and hero buttons then grow as their text arrives and move what
    // is beside them (6 of 40 loads of / shifted at a 4× CPU slowdown). Chromium lets go at the
    // named element's start tag, so naming <main> would still paint a half-parsed hero. A
    // browser without rel=expect ignores it and paints as it parses, as before.
    `<link rel="expect" href="#${INITIAL_DATA_ID}" blocking="render">`,
    // The client starts after the first paint (src/contracts/boot-script.ts).
    `<script data-entry="${escapeHtml(assets.entry)}" data-preload="${escapeHtml(assets.modulePreload.join(' '))}">${BOOT_SCRIPT}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
${head}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${INITIAL_DATA_ID}">${serializeInitialData(initialData)}</script>
</body>
</html>
`;
}
