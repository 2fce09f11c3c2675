/**
 * The HTML document around the prerendered app. React renders only the app (into #root); the
 * head is written here from the page data, escaped, so titles never depend on React's hoisting.
 */
import type { InitialData, PageData } from '../contracts/page-data.ts';

export const INITIAL_DATA_ID = '__HARBOR_DATA__';
export const THEME_COLOR = '#4176fa';

export interface DocumentAssets {
  /** Stylesheets for the entry and the page's template. */
  css: string[];
  /** Chunks to preload: the entry's imports and the template's. */
  modulePreload: string[];
  /** The client entry script. */
  entry: string;
  /** The page template's chunk (also among the preloads). */
  template: string;
}

export interface DocumentParts {
  page: PageData;
  appHtml: string;
  initialData: InitialData;
  assets: DocumentAssets;
  /** Canonical origin, e.g. https://www.harbor.example */
  siteUrl: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
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

export function renderDocument({
  page,
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
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.modulePreload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(assets.entry)}"></script>`,
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
<script type="application/json" id="${INITIAL_DATA_ID}">${serializeJsonForScript(initialData)}</script>
</body>
</html>
`;
}
