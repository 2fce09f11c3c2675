/**
 * The HTTP headers of the deployed site, in one place: cache rules and security headers (a
 * Content-Security-Policy allowing exactly the configured third-party hosts). The build writes
 * them as `_headers` (Netlify, Cloudflare Pages) and into the nginx server block; the preview
 * server reads that same `_headers` file back, so what `npm start` sends is what a host sends.
 */
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../../src/contracts/boot-script.ts';

/** The CSP source that allows the pages' one inline script, the client's loader, and no other. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** HTML and data must be revalidated so a new deploy is seen at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Hashed assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pagefind's folders of content-hashed chunks (index, result fragments, filters). */
export const SEARCH_HASHED_FOLDERS = ['index', 'fragment', 'filter'] as const;
/**
 * Pagefind's files that keep their name from build to build, each its own rule (hosts join the
 * headers of every matching rule, so no catch-all `/pagefind/*` may overlap the folders above).
 * Any other file there (its `.pf_meta`, hashed) gets the hosts' default: revalidation.
 */
export const SEARCH_NAMED_FILES = [
  'pagefind.js',
  'pagefind-worker.js',
  'pagefind-entry.json',
  'wasm.en.pagefind',
  'wasm.unknown.pagefind',
] as const;

export type Directive =
  | 'script-src'
  | 'connect-src'
  | 'img-src'
  | 'frame-src'
  | 'form-action'
  | 'style-src'
  | 'media-src';

/** Third-party origins the site's configuration uses, by what they may do. */
export type ThirdPartyOrigins = Partial<Record<Directive, readonly string[]>>;

/** The origin of an http(s) URL, or null for anything else (empty settings, bad values). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.includes('://') ? url : `https://${url}`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(origins: ThirdPartyOrigins): string {
  const list = (directive: Directive, own: string[]) =>
    [...new Set([...own, ...(origins[directive] ?? [])])].join(' ');
  return [
    "default-src 'self'",
    // One inline script, allowed by its hash: the loader that starts the client after the first
    // paint (src/contracts/boot-script.ts). Page data and structured data are JSON data blocks,
    // never run. 'wasm-unsafe-eval' lets the site search compile its own WebAssembly (Pagefind,
    // served from /pagefind/): it allows WebAssembly compilation only, never eval().
    `script-src ${list('script-src', ["'self'", BOOT_SCRIPT_SOURCE, "'wasm-unsafe-eval'"])}`,
    // React writes style attributes (image aspect ratios, placeholder colours).
    `style-src ${list('style-src', ["'self'", "'unsafe-inline'"])}`,
    `img-src ${list('img-src', ["'self'", 'data:', 'blob:'])}`,
    "font-src 'self'",
    `connect-src ${list('connect-src', ["'self'"])}`,
    `media-src ${list('media-src', ["'self'"])}`,
    `frame-src ${list('frame-src', ["'self'"])}`,
    `form-action ${list('form-action', ["'self'"])}`,
    // Only this site may frame its pages: the product tour frames its local stand-in (/tour/).
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(origins: ThirdPartyOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export interface HeaderRule {
  /** A path, or a prefix ending in `*`. */
  pattern: string;
  headers: Record<string, string>;
}

/**
 * Hosts merge the headers of every rule a path matches (joining repeated names with commas), so
 * no header appears in two rules that can match one path. Pages carry no Cache-Control rule:
 * the hosts' default for HTML is REVALIDATE, and the preview server and nginx apply it too.
 */
export function headerRules(origins: ThirdPartyOrigins): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(origins) },
    { pattern: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: '/page-data/*', headers: { 'Cache-Control': REVALIDATE } },
    { pattern: '/slice-data/*', headers: { 'Cache-Control': REVALIDATE } },
    // The search index (docs/search.md): its chunks are named by their content's hash, so
    // they never change under their name; its script, entry file, WebAssembly and metadata
    // keep their names across builds and are revalidated, as pages are.
    ...SEARCH_HASHED_FOLDERS.map((folder) => ({
      pattern: `/pagefind/${folder}/*`,
      headers: { 'Cache-Control': IMMUTABLE },
    })),
    ...SEARCH_NAMED_FILES.map((name) => ({
      pattern: `/pagefind/${name}`,
      headers: { 'Cache-Control': REVALIDATE },
    })),
  ];
}

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map((rule) =>
      [
        rule.pattern,
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n')}\n`;
}

/** Reads a `_headers` file back (the subset headersFile writes). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers for a path: every matching rule, later rules overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => matches(rule.pattern, path)).map((rule) => rule.headers),
  );
}
