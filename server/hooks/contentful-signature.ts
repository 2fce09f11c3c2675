/**
 * Contentful's webhook request verification (docs: "Webhook Request Verification"; the reference
 * implementation is `verifyRequest` in @contentful/node-apps-toolkit). Contentful signs each call
 * with the space's webhook signing secret and sends three headers:
 *
 * - `x-contentful-signature`: hex HMAC-SHA256 of the canonical request;
 * - `x-contentful-signed-headers`: the signed header names, comma-separated;
 * - `x-contentful-timestamp`: when it signed, in milliseconds since the epoch.
 *
 * The canonical request is `METHOD \n path \n name:value;name:value… \n body`, the headers lower-cased,
 * trimmed and sorted by name, the two signing headers among them, the path URI-encoded with its
 * query escaped. The comparison is made in constant time, and a signature older (or further in the
 * future) than the time to live is refused, so a captured call cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { escape } from 'node:querystring';

export const SIGNATURE = 'x-contentful-signature';
export const SIGNED_HEADERS = 'x-contentful-signed-headers';
export const TIMESTAMP = 'x-contentful-timestamp';

/** Seconds a signature stays valid either side of the server's clock (the toolkit's default). */
export const DEFAULT_TTL_SECONDS = 30;

export interface SignedRequest {
  method: string;
  /** Path and query as requested (`/api/hooks/publish`). */
  path: string;
  /** Request headers, any case. */
  headers: Record<string, string>;
  /** The raw body, exactly as received. */
  body: string;
}

export type Verdict = { ok: true } | { ok: false; reason: string };

/** Path and query as the toolkit encodes them before signing. */
function canonicalPath(uri: string): string {
  const at = uri.indexOf('?');
  const pathname = at === -1 ? uri : uri.slice(0, at);
  const search = at === -1 ? '' : escape(uri.slice(at + 1));
  return encodeURI(search ? `${pathname}?${search}` : pathname);
}

/** The hex signature of a request whose signed headers (lower-case names) are given. */
export function contentfulSignature(
  secret: string,
  request: Pick<SignedRequest, 'method' | 'path' | 'body'>,
  signedHeaders: Record<string, string>,
  timestamp: number,
): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(signedHeaders))
    headers[name.toLowerCase().trim()] = value.trim();
  const names = new Set([...Object.keys(headers), SIGNED_HEADERS, TIMESTAMP]);
  const sorted = [...names].sort();
  headers[TIMESTAMP] = String(timestamp);
  headers[SIGNED_HEADERS] = sorted.join(',');
  const canonical = [
    request.method.toUpperCase(),
    canonicalPath(request.path),
    sorted.map((name) => `${name}:${headers[name]}`).join(';'),
    request.body,
  ].join('\n');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/**
 * Signs a request as Contentful does (for the tests and the local stand-in): returns the three
 * headers to add, given the headers to sign.
 */
export function signAsContentful(
  secret: string,
  request: Pick<SignedRequest, 'method' | 'path' | 'body'>,
  headers: Record<string, string>,
  timestamp = Date.now(),
): Record<string, string> {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    [SIGNATURE]: contentfulSignature(secret, request, lower, timestamp),
    [SIGNED_HEADERS]: [...new Set([...Object.keys(lower), SIGNED_HEADERS, TIMESTAMP])]
      .sort()
      .join(','),
    [TIMESTAMP]: String(timestamp),
  };
}

/** Whether the request carries a valid, fresh Contentful signature made with `secret`. */
export function verifyContentfulRequest(
  secret: string,
  request: SignedRequest,
  { now = Date.now(), ttlSeconds = DEFAULT_TTL_SECONDS } = {},
): Verdict {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name.toLowerCase().trim()] = value.trim();
  const signature = headers[SIGNATURE];
  const signedList = headers[SIGNED_HEADERS];
  const stamp = headers[TIMESTAMP];
  if (!signature || !signedList || !stamp)
    return { ok: false, reason: 'missing signature headers' };
  if (!/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: 'malformed signature' };
  const timestamp = /^\d{1,16}$/.test(stamp) ? Number(stamp) : Number.NaN;
  if (!Number.isSafeInteger(timestamp)) return { ok: false, reason: 'malformed timestamp' };
  if (Math.abs(now - timestamp) >= ttlSeconds * 1000)
    return { ok: false, reason: 'signature too old (or from the future)' };
  const names = signedList.split(',').map((name) => name.trim().toLowerCase());
  const signed: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    // A header named as signed but absent cannot have been signed as sent.
    if (value === undefined) return { ok: false, reason: `signed header ${name} is missing` };
    signed[name] = value;
  }
  const expected = Buffer.from(contentfulSignature(secret, request, signed, timestamp), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'signature does not match' };
}
