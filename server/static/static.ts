/**
 * The built site's files, served by @hono/node-server's `serveStatic` (with the `.br`/`.gz`
 * files the build writes beside text assets), plus the HTTP details it leaves out:
 *
 * - a strong ETag per representation (size and mtime of the file actually sent), on HEAD too;
 * - `If-None-Match` and `If-Modified-Since` answered 304;
 * - `Range` honoured only as one valid `bytes=` range and only when `If-Range` matches: a
 *   garbage, reversed or multi-range header is ignored (200 with the whole file) instead of a
 *   206 that is not one; an unsatisfiable range is left to serveStatic's 416;
 * - 405 with `Allow` for other methods on a file;
 * - the error pages are not pages: `/404`, `/404/`, `/404.html`, `/500`, `/500/`, `/500.html`
 *   (and their compressed copies) asked for directly are 404s, as in the generated nginx config;
 * - the hosts' configuration files, `/_headers` and `/_redirects`, are never served (404);
 * - a directory asked for without its slash is redirected to it (`/pricing` → `/pricing/`,
 *   301, query kept), as nginx and the static hosts do; a file (`/robots.txt`) is served as is.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';

export const STATIC_METHODS = 'GET, HEAD';
/** Built only for the server to answer with; never a page of their own. */
export const ERROR_PAGE = /^\/(?:404|500)(?:\/.*|\.html(?:\.(?:br|gz|zst))?)?$/;
/** Configuration for the static hosts, published with the site but not part of it. */
export const HOST_FILE = /^\/_(?:headers|redirects)(?:\.(?:br|gz|zst))?$/;
/** The encodings serveStatic picks from, in its order, and the file suffix of each. */
const ENCODINGS = [
  ['br', '.br'],
  ['zstd', '.zst'],
  ['gzip', '.gz'],
] as const;
const SINGLE_RANGE = /^bytes=(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))$/i;

export interface Representation {
  file: string;
  stats: Stats;
  etag: string;
}

function statFile(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** The file serveStatic will send for this request, or null when it will send none. */
export function representationOf(
  root: string,
  requestPath: string,
  acceptEncoding: string | undefined,
): Representation | null {
  // serveStatic refuses any path with a `%` left in it; so must this, to agree on what exists.
  if (requestPath.includes('%')) return null;
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(requestPath)) return null;
  const name = requestPath;
  let file = path.join(root, name);
  let stats = statFile(file);
  if (stats?.isDirectory()) {
    file = path.join(file, 'index.html');
    stats = statFile(file);
  }
  if (!stats?.isFile()) return null;
  const accepted = new Set(acceptEncoding?.split(',').map((encoding) => encoding.trim()));
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepted.has(encoding)) continue;
    const encoded = statFile(file + suffix);
    if (encoded?.isFile()) {
      file += suffix;
      stats = encoded;
      break;
    }
  }
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`;
  return { file, stats, etag };
}

/** True when `If-None-Match` lists `etag` (weak comparison, RFC 9110 §13.1.2). */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/** The three HTTP-date forms (RFC 9110 §5.6.7): IMF-fixdate, RFC 850, asctime. */
const HTTP_DATE = [
  /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{5,8}, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
  /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];

/**
 * True when the client's copy is as new as the file (`If-Modified-Since`, second precision).
 * Anything but an HTTP-date, or a date in the future, is ignored as the standard says (a
 * lenient parse would turn garbage into a 304 that never ends).
 */
export function notModifiedSince(header: string, modified: Date, now = Date.now()): boolean {
  const value = header.trim();
  if (!HTTP_DATE.some((form) => form.test(value))) return false;
  const since = Date.parse(value.endsWith('GMT') ? value : `${value} GMT`);
  if (!Number.isFinite(since) || since > now) return false;
  return Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Whether a `Range` header may be passed on: exactly one syntactically valid byte range, and
 * an `If-Range` (if any) that names this very representation (strong ETag or exact date).
 */
export function honourRange(
  range: string,
  ifRange: string | undefined,
  representation: Pick<Representation, 'etag' | 'stats'>,
): boolean {
  const match = SINGLE_RANGE.exec(range.trim());
  if (!match) return false;
  if (match[1] !== undefined && match[2] !== '' && Number(match[2]) < Number(match[1])) {
    return false;
  }
  if (ifRange === undefined) return true;
  const condition = ifRange.trim();
  if (condition.startsWith('"')) return condition === representation.etag;
  if (condition.startsWith('W/')) return false;
  return condition === representation.stats.mtime.toUTCString();
}

function withoutRange(c: Context): void {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('range');
  c.req.raw = new Request(c.req.raw, { headers });
}

/**
 * `/pricing/` for `/pricing` when `pricing/index.html` exists and `pricing` itself is not a file;
 * null otherwise.
 */
export function directoryRedirect(root: string, requestPath: string): string | null {
  if (requestPath.endsWith('/') || requestPath.includes('%')) return null;
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0/.test(requestPath)) return null;
  const stats = statFile(path.join(root, requestPath));
  if (!stats?.isDirectory()) return null;
  return statFile(path.join(root, requestPath, 'index.html'))?.isFile() ? `${requestPath}/` : null;
}

/** The built site in `root` (relative to the working directory, as serveStatic wants it). */
export function staticSite(root: string): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true });
  const absolute = path.resolve(root);

  const conditional: MiddlewareHandler = async (c, next) => {
    if (ERROR_PAGE.test(c.req.path) || HOST_FILE.test(c.req.path)) return c.notFound();
    const slashed = directoryRedirect(absolute, c.req.path);
    if (slashed && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.redirect(slashed + new URL(c.req.url).search, 301);
    }
    const representation = representationOf(absolute, c.req.path, c.req.header('accept-encoding'));
    if (!representation) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', STATIC_METHODS);
      return c.text('Method not allowed', 405);
    }
    const { etag, stats } = representation;
    const ifNoneMatch = c.req.header('if-none-match');
    const ifModifiedSince = c.req.header('if-modified-since');
    const fresh =
      ifNoneMatch !== undefined
        ? noneMatch(ifNoneMatch, etag)
        : ifModifiedSince !== undefined && notModifiedSince(ifModifiedSince, stats.mtime);
    if (fresh) {
      c.header('ETag', etag);
      c.header('Last-Modified', stats.mtime.toUTCString());
      c.header('Vary', 'Accept-Encoding');
      return c.body(null, 304);
    }
    const range = c.req.header('range');
    if (
      range !== undefined &&
      (c.req.method !== 'GET' || !honourRange(range, c.req.header('if-range'), representation))
    ) {
      withoutRange(c);
    }
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.res.headers.set('ETag', etag);
      c.res.headers.set('Accept-Ranges', 'bytes');
    }
  };
  return every(conditional, files);
}
