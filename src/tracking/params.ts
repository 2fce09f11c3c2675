/**
 * The URL parameters of docs/product.md §4.2, read safely. Query strings are parsed only with
 * `URLSearchParams` (it never throws on broken `%` escapes), and every value is cleaned: control
 * characters removed, whitespace trimmed, length bounded so a cookie stays under the browsers'
 * 4 KB limit.
 */
import { encodeCookieValue } from './cookie-codec.ts';

export const PARAM = {
  gclid: 'gclid',
  gclsrc: 'gclsrc',
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  content: 'utm_content',
  term: 'utm_term',
  firstSource: 'utm_first_source',
  firstMedium: 'utm_first_medium',
  firstCampaign: 'utm_first_campaign',
  lastTouchUrl: 'last_touch_url',
  firstTouchUrl: 'first_touch_url',
  referrer: 'referrer',
  testVariation: 'hs_tvar',
  code: 'code',
  mxid: 'mxid',
  gspk: 'gspk',
  gsxid: 'gsxid',
} as const;

/** Longest value kept for a campaign field (characters). */
export const MAX_VALUE_LENGTH = 200;
/** Longest URL kept, in bytes as a cookie holds it (`encodedLength`: `%` counts 3). */
export const MAX_URL_LENGTH = 1000;

// oxlint-disable-next-line no-control-regex -- removing control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Lone UTF-16 surrogates (which `encodeURIComponent` refuses) replaced by U+FFFD. */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The longest prefix of `value` whose `cost` is at most `max`, in whole pieces: code points for a
 * string (a surrogate pair is never split), or the given pieces; by default each costs 1. The
 * costs used (code points, percent-encoded bytes) add up piece by piece, so one pass does.
 */
export function fitPrefix(
  value: Iterable<string>,
  max: number,
  cost = (_piece: string) => 1,
): string {
  let used = 0;
  let kept = '';
  for (const piece of value) {
    used += cost(piece);
    if (used > max) break;
    kept += piece;
  }
  return kept;
}

/** Bytes a value takes in a cookie (js-cookie's encoding, which the server uses too). */
export const encodedLength = (value: string) => encodeCookieValue(wellFormed(value)).length;

/**
 * A URL (ASCII, percent-encoded) cut to `max` bytes as a cookie holds it (`encodedLength`), in
 * pieces that are one character or one escaped character (`%C3%A9`, `%F0%9F%98%80`): never inside
 * an escape or a UTF-8 sequence.
 */
export function fitUrl(url: string, max: number): string {
  // A piece costs at least its length, so nothing past `max` characters can be kept, and a piece
  // cut short by the slice ends past `max`: it is not kept either.
  return encodedLength(url) > max
    ? fitPrefix(
        url.slice(0, max + 1).match(/%[\da-f]{2}(%[89ab][\da-f])*|./gis) ?? [],
        max,
        encodedLength,
      )
    : url;
}

/** Control characters removed, trimmed, at most `max` code points. */
export function cleanValue(value: string | null | undefined, max = MAX_VALUE_LENGTH): string {
  if (typeof value !== 'string') return '';
  // Bound the work first: a kept code point is at most two code units, plus some slack for the
  // control characters and spaces removed below.
  return fitPrefix(
    wellFormed(value.slice(0, max * 4))
      .replace(CONTROL_CHARS, '')
      .trim(),
    max,
  );
}

/** Parses a URL, absolute or relative to `base`; null instead of throwing. */
export function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The query parameters of a URL string; empty for anything unparseable. */
export function queryOf(url: string): URLSearchParams {
  const parsed = parseUrl(url);
  if (parsed) return parsed.searchParams;
  const index = url.indexOf('?');
  if (index < 0) return new URLSearchParams();
  const hash = url.indexOf('#', index);
  return new URLSearchParams(url.slice(index + 1, hash < 0 ? undefined : hash));
}

/** A cleaned parameter value; '' when absent. */
export function param(query: URLSearchParams, name: string): string {
  return cleanValue(query.get(name));
}

/**
 * Query parameters a stored URL may keep: the tracking parameters above (and any `utm_*`), plus
 * a few that only say which page was shown. Everything else — `password`, `token`, `email`, the
 * sign-up prefill params, whatever a form or another site put there — is dropped, because a
 * stored URL lives for two years in a cookie and in the analytics events.
 */
const HARMLESS_PARAMS = ['page', 'lang', 'ref', 'registered'] as const;
const ALLOWED_PARAMS: ReadonlySet<string> = new Set([...Object.values(PARAM), ...HARMLESS_PARAMS]);

/** True when a URL stored for attribution or analytics may keep the query parameter `name`. */
export function isAllowedParam(name: string): boolean {
  return ALLOWED_PARAMS.has(name) || /^utm_[a-z0-9_]{1,40}$/.test(name);
}

/**
 * A URL kept for attribution (first/last-touch URL) or sent with an event: only http(s), without
 * the hash and without query parameters off the allow-list, bounded.
 * Anything else (javascript:, data:, garbage) is dropped.
 */
export function cleanUrl(value: string): string {
  const parsed = parseUrl(cleanValue(value, MAX_URL_LENGTH * 4));
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return '';
  parsed.hash = '';
  parsed.username = '';
  parsed.password = '';
  for (const name of new Set(parsed.searchParams.keys())) {
    if (!isAllowedParam(name)) parsed.searchParams.delete(name);
  }
  return fitUrl(parsed.href, MAX_URL_LENGTH);
}
