/**
 * Link checking for the built site, free of the file system so it can be tested on strings:
 * what a page offers (its `<a href>` values and element ids, read by ./read-html.ts), the resolution
 * of an href against the page it appears on, and the verdict for every internal link.
 * Used by scripts/checks/check-links.ts.
 */
import { pageKey } from '../../src/contracts/paths.ts';
import { attributeOf, elementsOf, readHtml } from './read-html.ts';

/** What one built HTML page offers to the checker. */
export interface ScannedPage {
  /** Every `<a href>` value, entities decoded, in document order. */
  hrefs: string[];
  /** Every element id, plus `<a name>` (both can be the target of a URL fragment). */
  ids: Set<string>;
  /** The `<link rel="canonical">` href, used only to learn the site's own origin. */
  canonical: string | null;
}

/** Scans one HTML document for links, ids and the canonical URL, as a browser parses it. */
export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { hrefs: [], ids: new Set(), canonical: null };
  for (const element of elementsOf(readHtml(html))) {
    const id = attributeOf(element, 'id');
    if (id) page.ids.add(id);
    if (element.tagName === 'a') {
      const href = attributeOf(element, 'href');
      if (href !== undefined) page.hrefs.push(href);
      const name = attributeOf(element, 'name');
      if (name) page.ids.add(name);
    }
    if (element.tagName === 'link' && page.canonical === null) {
      const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributeOf(element, 'href');
      if (rel.includes('canonical') && href) page.canonical = href;
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
