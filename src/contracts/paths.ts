/**
 * Mapping between page paths and the static JSON files (docs/product.md §3.1).
 * Pure string work: safe on any input, never decodes visitor-controlled text.
 */

/** Characters a page path may contain once normalised (RFC 3986 pchar subset, plus '/'). */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

/**
 * Reduces a visitor-supplied href or location to the page path it names:
 * no origin, query or hash; collapsed slashes; no dot segments.
 * Returns null when the input cannot name a page of this site.
 */
export function normalizePath(input: string): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return null;
  let path = input;
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  path = path.replace(/\/{2,}/g, '/');
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  if (/%2e|%2f|%5c/i.test(path)) return null;
  if (!SAFE_PATH.test(path)) return null;
  return path;
}

/**
 * The page key (docs/product.md §3.1): '/' is 'index'; nested paths keep their slashes; no trailing
 * slash.
 */
export function pageKey(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

/** `/pricing/` → `/page-data/pricing/page-data.json`; `/` → `/page-data/index/page-data.json`. */
export function pageDataUrl(path: string): string {
  return `/page-data/${pageKey(path)}/page-data.json`;
}

export function staticQueryUrl(hash: string): string {
  return `/page-data/sq/d/${hash}.json`;
}

export function sliceDataUrl(name: string): string {
  return `/slice-data/${name}.json`;
}

export const APP_DATA_URL = '/page-data/app-data.json';

/** The file a page's HTML is written to, relative to the output directory. */
export function htmlFile(path: string): string {
  const key = pageKey(path);
  return key === 'index' ? 'index.html' : `${key}/index.html`;
}

/** Two paths name the same page when they differ only by a trailing slash. */
export function samePage(a: string, b: string): boolean {
  return pageKey(a) === pageKey(b);
}

/** A sign-up page's registration id: `/members/register/{id}/` → `{id}`; '' for any other path. */
export function registrationIdOf(path: string): string {
  return /^\/members\/register\/([^/]+)\/$/.exec(path)?.[1] ?? '';
}
