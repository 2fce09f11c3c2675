/**
 * Compression of responses that have no precompressed copy: the pages (HTML and page data,
 * which the build leaves uncompressed, ADR 13) and the API's answers. Brotli when the client
 * takes it, else gzip, by node:zlib on its thread pool.
 *
 * Hono's own `compress()` offers gzip and deflate only, and the platform's
 * `CompressionStream('brotli')` runs at brotli's top quality: 30 ms for a 32 KB post, against
 * 0.5 ms at quality 5 (7.2 KB, where gzip gives 7.8 KB and quality 11 6.4 KB).
 */
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this a compressed response saves less than its headers cost. */
const MIN_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Brotli's settings for text compressed per response. */
export const BROTLI_PER_RESPONSE = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings offered, in order of preference when the client takes several equally. */
const ENCODERS = {
  br: (body: Uint8Array) => brotliAsync(body, BROTLI_PER_RESPONSE),
  gzip: (body: Uint8Array) => gzipAsync(body, { level: 6 }),
} as const;
export type Encoding = keyof typeof ENCODERS;

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the offered
 * one with the highest q above 0, `*` standing for any not named; none for a missing header.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of Object.keys(ENCODERS) as Encoding[]) {
    const named = accepted.find((entry) => entry.type.toLowerCase() === encoding);
    const q = named ? named.q : wildcard;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < MIN_BYTES) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    // Compressed whole and sent in one piece with its length, as a precompressed file is: the
    // bodies here are files and API answers of at most a few hundred KB.
    const compressed = await ENCODERS[encoding](new Uint8Array(await res.arrayBuffer()));
    c.res = new Response(compressed, res);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
    c.res.headers.set('Content-Encoding', encoding);
    // Another representation than the file's: its validator can only be weak (RFC 9110 §8.8.1).
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
