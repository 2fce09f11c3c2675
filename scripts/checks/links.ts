/**
 * Link checking for the built site, free of the file system so it can be tested on strings:
 * a small HTML scanner (the `<a href>` values and the element ids of a page), the resolution
 * of an href against the page it appears on, and the verdict for every internal link.
 * Used by scripts/checks/check-links.ts.
 */
import { pageKey } from '../../src/contracts/paths.ts';

/** What one built HTML page offers to the checker. */
export interface ScannedPage {
  /** Every `<a href>` value, entities decoded, in document order. */
  hrefs: string[];
  /** Every element id, plus `<a name>` (both can be the target of a URL fragment). */
  ids: Set<string>;
  /** The `<link rel="canonical">` href, used only to learn the site's own origin. */
  canonical: string | null;
}

/** Elements whose content is text, not markup: tags inside them are not tags. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an attribute value may hold. Unknown names stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, ref) => {
    const name = ref as string;
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Reads the attributes of a start tag from `from` (just after the tag name) up to its `>`. */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = from;
  const length = html.length;
  while (i < length) {
    while (i < length && /[\s/]/.test(html[i] as string)) i++;
    if (i >= length || html[i] === '>') break;
    const nameStart = i;
    i++; // the first character of a name may be anything but whitespace, '/' or '>'
    while (i < length && !/[\s/>=]/.test(html[i] as string)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    while (i < length && /\s/.test(html[i] as string)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < length && /\s/.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < length && !/[\s>]/.test(html[i] as string)) i++;
        value = html.slice(valueStart, i);
      }
    }
    // The first occurrence of an attribute wins, as in browsers.
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return { attributes, end: Math.min(i + 1, length) };
}

/** Scans one HTML document for links, ids and the canonical URL. Tolerates malformed markup. */
export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { hrefs: [], ids: new Set(), canonical: null };
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      const close = html.indexOf('>', open + 1);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(open + 1, open + 64));
    if (!nameMatch) {
      i = open + 1;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, open + 1 + nameMatch[0].length);
    const id = attributes.get('id');
    if (id) page.ids.add(id);
    if (tag === 'a') {
      const href = attributes.get('href');
      if (href !== undefined) page.hrefs.push(href);
      const name = attributes.get('name');
      if (name) page.ids.add(name);
    }
    if (tag === 'link' && page.canonical === null) {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (rel.includes('canonical') && href) page.canonical = href;
    }
    i = end;
    if (RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, end);
      i = close === -1 ? html.length : close;
    }
  }
  return page;
}

/** Where an href leads, seen from the page it appears on. */
export type LinkTarget =
  | { kind: 'ignored'; reason: string }
  | { kind: 'external'; url: string }
  | {
      kind: 'internal';
      /** Decoded path, without query or fragment; may or may not end with '/'. */
      path: string;
      /** Decoded fragment without '#', or null when the href has none. */
      fragment: string | null;
    };

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Classifies an href found on the page at `pageUrl` (an absolute URL on the site's origin).
 * `origins` are every origin that names this site (e.g. https://www.harbor.example): absolute
 * links to them are internal. Other http(s) links are external; other schemes are ignored.
 */
export function resolveHref(href: string, pageUrl: string, origins: Iterable<string>): LinkTarget {
  const trimmed = href.trim();
  if (trimmed === '') return { kind: 'ignored', reason: 'empty href' };
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    return { kind: 'internal', path: trimmed, fragment: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'ignored', reason: `${url.protocol} link` };
  }
  const own = new Set([new URL(pageUrl).origin, ...origins]);
  if (!own.has(url.origin)) return { kind: 'external', url: url.href };
  return {
    kind: 'internal',
    path: safeDecode(url.pathname),
    fragment: url.hash === '' ? null : safeDecode(url.hash.slice(1)),
  };
}

/** The built site, as the checker needs to see it. */
export interface BuiltSite {
  /** Scanned HTML pages by page key (`about`, `blog/x`, `index`; top-level `404.html` as `404.html`). */
  pages: ReadonlyMap<string, ScannedPage & { url: string }>;
  /** Page keys that have a page-data file (what the prefetcher and client navigation fetch). */
  pageData: ReadonlySet<string>;
  /** Whether a file (not a directory) exists at this decoded path under the site root. */
  isFile(path: string): boolean;
}

export interface BrokenLink {
  /** The href as written. */
  href: string;
  /** Why it is broken. */
  problem: string;
  /** Pages (URLs) it appears on. */
  from: string[];
}

export interface CheckOptions {
  /** Origins that name this site; absolute links to them are internal. */
  origins?: Iterable<string>;
  /** Paths served by the server rather than by files (never reported). */
  dynamicPrefixes?: readonly string[];
}

export const DEFAULT_DYNAMIC_PREFIXES: readonly string[] = ['/api/', '/_img/'];

/** Why an internal target does not resolve on the built site, or null when it does. */
export function problemWith(
  site: BuiltSite,
  target: { path: string; fragment: string | null },
  sourceKey: string,
  dynamicPrefixes: readonly string[] = DEFAULT_DYNAMIC_PREFIXES,
): string | null {
  const { path, fragment } = target;
  if (!path.startsWith('/')) return 'not a valid path';
  if (dynamicPrefixes.some((prefix) => path.startsWith(prefix))) return null;
  const key = pageKey(path);
  const isPageLink = path.endsWith('/') || !site.isFile(path);
  let page: ScannedPage | undefined;
  if (isPageLink) {
    page = site.pages.get(key);
    if (!page) return 'no page at this path';
    if (!site.pageData.has(key)) return 'page has no page data';
  } else if (key === sourceKey) {
    page = site.pages.get(key);
  }
  if (fragment === null || fragment === '' || fragment.toLowerCase() === 'top') return null;
  if (!page) return null; // a fragment on a static file is the file's business
  return page.ids.has(fragment) ? null : `no element with id "${fragment}" on ${path}`;
}

/** Every internal link of the site that does not resolve, grouped by href and problem. */
export function findBrokenLinks(site: BuiltSite, options: CheckOptions = {}): BrokenLink[] {
  const origins = [...(options.origins ?? [])];
  const dynamicPrefixes = options.dynamicPrefixes ?? DEFAULT_DYNAMIC_PREFIXES;
  const broken = new Map<string, BrokenLink>();
  for (const [sourceKey, page] of site.pages) {
    for (const href of new Set(page.hrefs)) {
      const target = resolveHref(href, page.url, origins);
      if (target.kind !== 'internal') continue;
      const problem = problemWith(site, target, sourceKey, dynamicPrefixes);
      if (problem === null) continue;
      const id = `${href}\n${problem}`;
      const entry = broken.get(id) ?? { href, problem, from: [] };
      entry.from.push(page.url);
      broken.set(id, entry);
    }
  }
  return [...broken.values()]
    .map((entry) => ({ ...entry, from: entry.from.sort() }))
    .sort((a, b) => compare(a.href, b.href) || compare(a.problem, b.problem));
}

/** Code-unit order: the same on every machine, whatever its locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A human report: one line per broken link, with up to `maxSources` pages it appears on. */
export function formatReport(broken: readonly BrokenLink[], maxSources = 5): string {
  return broken
    .map((entry) => {
      const shown = entry.from.slice(0, maxSources).map((url) => new URL(url).pathname);
      const more =
        entry.from.length > maxSources ? ` and ${entry.from.length - maxSources} more` : '';
      return `  ${entry.href} — ${entry.problem}\n    on ${shown.join(', ')}${more}`;
    })
    .join('\n');
}
