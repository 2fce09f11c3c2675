/**
 * Exact `Content-Type` checking for the endpoints that store data. A substring test would take
 * `text/plain; charset=application/json` or `text/html; x=application/json` as JSON: both are
 * "simple" requests a browser sends cross-site without a CORS preflight.
 */
import type { MiddlewareHandler } from 'hono';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  /** Parameter names lower-cased; values unquoted. */
  params: Map<string, string>;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})[ \\t]*`);
const PARAMETER = new RegExp(
  `^;[ \\t]*(?:(${TOKEN})=(${TOKEN}|"(?:[^"\\\\\\x00-\\x08\\x0a-\\x1f\\x7f]|\\\\[\\t\\x20-\\x7e\\x80-\\xff])*"))?[ \\t]*`,
);
/** Headers longer than this are not media types a browser or client library would send. */
const MAX_HEADER_LENGTH = 512;

/** Parses a `Content-Type` value (RFC 9110 §8.3.1); null when it is not one. */
export function parseContentType(header: string | null | undefined): MediaType | null {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return null;
  let rest = header.trim();
  const head = MEDIA_TYPE.exec(rest);
  if (!head) return null;
  const params = new Map<string, string>();
  rest = rest.slice(head[0].length);
  while (rest !== '') {
    const match = PARAMETER.exec(rest);
    if (!match) return null;
    const [whole, name, value] = match;
    if (name !== undefined && value !== undefined) {
      const unquoted = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
      params.set(name.toLowerCase(), unquoted);
    }
    rest = rest.slice(whole.length);
  }
  return { essence: `${head[1]}/${head[2]}`.toLowerCase(), params };
}

/** The media type of a request if it is one of `allowed`, else null. */
export function acceptedType(
  header: string | null | undefined,
  allowed: readonly string[],
): string | null {
  const parsed = parseContentType(header);
  return parsed && allowed.includes(parsed.essence) ? parsed.essence : null;
}

/** Refuses (415) a request whose body is not exactly one of `allowed` media types. */
export function requireContentType(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (acceptedType(c.req.header('content-type'), allowed)) return next();
    c.header('Accept-Post', allowed.join(', '));
    c.header('Cache-Control', 'no-store');
    return c.json({ error: `Content-Type must be ${allowed.join(' or ')}` }, 415);
  };
}
