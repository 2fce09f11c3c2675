/**
 * Persisting a visit's attribution in cookies (docs/product.md §4.3), and reading it back.
 *
 * Rules:
 * - first touch and first-touch URL are written only when absent;
 * - the last-touch URL is rewritten on every tracked page;
 * - a direct or internal visit never replaces an existing last touch;
 * - a cookie that is present but cannot be decoded counts as present: it is never overwritten
 *   by the "only when absent" rules.
 */
import { cleanUrl, cleanValue, encodedLength, fitPrefix, fitUrl } from './params.ts';
import { DIRECT, emptyTouch, isWeakOrigin, NONE, type Touch, type Visit } from './touch.ts';
import {
  ATTRIBUTION_COOKIE_MS,
  COOKIE,
  readValue,
  type CookieJar,
  type CookieRead,
} from './cookies.ts';

// Size limits, in bytes of the value as the cookie string holds it (percent-encoded the way
// js-cookie and the server write it: an emoji costs 12, an escape such as `%C3` in a stored URL
// 5). Together they keep all the cookies the site sets, `name=value` pairs joined by `; `, under
// `MAX_COOKIE_BYTES` whatever the link (docs/attribution.md, "Size"). Values are cut on whole
// code points, never inside a percent-escape.

/** Each campaign field of the first- and last-touch cookies (source, medium, term…, gclid). */
export const FIELD_BYTES = 120;
/** Each value passed along in the URL: `hs_tvar`, `referrer`, `hs_mxid`, `gspk`, `gsxid`. */
export const ID_BYTES = 80;
/** Each of the first- and last-touch URLs. */
export const URL_BYTES = 360;

/**
 * All the site's cookies together, as the browser sends them back: under the 4,096 bytes a
 * default nginx (and most proxies) accept in one header line, with room for a consent cookie.
 */
export const MAX_COOKIE_BYTES = 3500;

/**
 * Cuts each field of a record so that it adds at most `max` cookie bytes to the serialized,
 * encoded value (measured in the record's own serialization, escapes included).
 */
export function fitFields<T extends { [K in keyof T]: string }>(
  record: T,
  serialize: (record: T) => string,
  max: number = FIELD_BYTES,
): string {
  const empty = { ...record };
  for (const key in empty) empty[key] = '' as T[typeof key];
  const base = encodedLength(serialize(empty));
  const fitted = { ...record };
  for (const key in record) {
    const cost = (value: string) => encodedLength(serialize({ ...empty, [key]: value })) - base;
    // Measured whole first: most values fit, and one character at a time is slow.
    if (cost(record[key]) > max) fitted[key] = fitPrefix(record[key], max, cost) as T[typeof key];
  }
  return serialize(fitted);
}

/** Separator of the first-touch cookie's five values. */
export const FIRST_TOUCH_SEPARATOR = '|';

/** The five first-touch values, in the cookie's order (docs/product.md §4.3). */
export const FIRST_TOUCH_FIELDS = ['source', 'medium', 'term', 'campaign', 'content'] as const;
export type FirstTouch = Pick<Touch, (typeof FIRST_TOUCH_FIELDS)[number]>;

/** Last-touch cookie keys (pairs, docs/product.md §4.3). */
const LAST_TOUCH_KEYS: Record<keyof Touch, string> = {
  source: 'source',
  campaign: 'campaign',
  medium: 'medium',
  term: 'term',
  content: 'content',
  clickId: 'gclid',
};

// `%` and the separator are escaped inside each value so a value can never add a sixth part.
const escapePart = (value: string) => value.replace(/%/g, '%25').replace(/\|/g, '%7C');
const unescapePart = (value: string) => value.replace(/%7C/gi, '|').replace(/%25/g, '%');

export function serializeFirstTouch(touch: FirstTouch): string {
  return FIRST_TOUCH_FIELDS.map((field) => escapePart(touch[field])).join(FIRST_TOUCH_SEPARATOR);
}

/** null when the value is not five parts. */
export function parseFirstTouch(value: string): FirstTouch | null {
  const parts = value.split(FIRST_TOUCH_SEPARATOR);
  if (parts.length !== FIRST_TOUCH_FIELDS.length) return null;
  const [source = '', medium = '', term = '', campaign = '', content = ''] = parts.map((part) =>
    cleanValue(unescapePart(part)),
  );
  return { source, medium, term, campaign, content };
}

export function serializeLastTouch(touch: Touch): string {
  const pairs = new URLSearchParams();
  for (const [field, key] of Object.entries(LAST_TOUCH_KEYS)) {
    pairs.set(key, touch[field as keyof Touch]);
  }
  return pairs.toString();
}

export function parseLastTouch(value: string): Touch | null {
  const pairs = new URLSearchParams(value);
  if (!pairs.has('source')) return null;
  const touch = {} as Touch;
  for (const [field, key] of Object.entries(LAST_TOUCH_KEYS)) {
    touch[field as keyof Touch] = cleanValue(pairs.get(key));
  }
  return touch;
}

/** What the stored attribution looks like; `null` when absent or unreadable. */
export interface StoredAttribution {
  lastTouch: Touch | null;
  firstTouch: FirstTouch | null;
  firstTouchUrl: string;
  lastTouchUrl: string;
  referrerId: string;
  testVariation: string;
  visitorId: string;
  secondId: string;
  gspk: string;
  gsxid: string;
}

function parsed<T>(read: CookieRead, parse: (value: string) => T | null): T | null {
  return read.state === 'present' ? parse(read.value) : null;
}

/**
 * What the cookies hold, bounded as URL parameters are on the way in (params.ts): a cookie
 * written elsewhere (another of the product's sites, an old version, a visitor) can hold anything.
 */
export function readAttribution(jar: CookieJar): StoredAttribution {
  const value = (name: string) => cleanValue(readValue(jar, name));
  return {
    lastTouch: parsed(jar.read(COOKIE.lastTouch), parseLastTouch),
    firstTouch: parsed(jar.read(COOKIE.firstTouch), parseFirstTouch),
    firstTouchUrl: cleanUrl(readValue(jar, COOKIE.firstTouchUrl)),
    lastTouchUrl: cleanUrl(readValue(jar, COOKIE.lastTouchUrl)),
    referrerId: value(COOKIE.referrerId),
    testVariation: value(COOKIE.testVariation),
    visitorId: value(COOKIE.visitorId),
    secondId: value(COOKIE.secondId),
    gspk: value(COOKIE.gspk),
    gsxid: value(COOKIE.gsxid),
  };
}

/** A direct or internal visit is recorded as `(direct)` / `(none)` when it is the first one. */
function baseline(visit: Visit): Touch {
  return isWeakOrigin(visit.origin)
    ? { ...emptyTouch(), source: DIRECT, medium: NONE }
    : visit.touch;
}

/**
 * Why a cookie was written or kept. Short codes: the page view records them on every page, and
 * only the inspector, loaded with the debug flag, words them (inspector-model.ts).
 * - `new`: written, none was there; `unreadable`: kept, present but undecodable; `set`: kept,
 *   already there; `server`: kept, the server set it with this value;
 * - `visit`: the last touch of a campaign, search, social or referral visit; `page`: every
 *   tracked page; `passed`: passed along in the URL.
 */
export type DecisionReason = 'new' | 'unreadable' | 'set' | 'server' | 'visit' | 'page' | 'passed';

/** One decision, for the debug log. */
export interface StoreDecision {
  cookie: string;
  action: 'written' | 'kept';
  reason: DecisionReason;
}

export interface RecordOptions {
  /** New analytics visitor id, when none is stored. */
  newVisitorId: () => string;
  /**
   * The server's setting: write every cookie, even one already holding the value. The browser
   * leaves such a cookie alone when the server sets the cookies too (its marker cookie is
   * there), so a script write never replaces a server-set cookie (Safari caps script-written
   * cookies at 7 days).
   */
  rewriteSame?: boolean;
}

/** Writes the visit's attribution into the jar following the rules above. */
export function recordVisit(visit: Visit, jar: CookieJar, options: RecordOptions): StoreDecision[] {
  const decisions: StoreDecision[] = [];
  const keep = (cookie: string, reason: DecisionReason) =>
    decisions.push({ cookie, action: 'kept', reason });
  const serverSets = !options.rewriteSame && jar.read(COOKIE.server).state !== 'absent';
  const write = (cookie: string, value: string, reason: DecisionReason) => {
    if (serverSets && readValue(jar, cookie) === value) return keep(cookie, 'server');
    jar.write(cookie, value, { maxAgeMs: ATTRIBUTION_COOKIE_MS });
    decisions.push({ cookie, action: 'written', reason });
  };
  const writeIfAbsent = (cookie: string, value: () => string) => {
    const state = jar.read(cookie).state;
    if (state === 'absent') {
      const v = value();
      if (v) write(cookie, v, 'new');
    } else keep(cookie, state === 'unreadable' ? 'unreadable' : 'set');
  };

  const touch = baseline(visit);
  writeIfAbsent(COOKIE.firstTouch, () =>
    fitFields({ ...touch, ...visit.passed.firstTouch }, serializeFirstTouch),
  );
  writeIfAbsent(COOKIE.firstTouchUrl, () =>
    fitUrl(visit.passed.firstTouchUrl || visit.url, URL_BYTES),
  );

  if (isWeakOrigin(visit.origin)) {
    writeIfAbsent(COOKIE.lastTouch, () => fitFields(touch, serializeLastTouch));
  } else {
    write(COOKIE.lastTouch, fitFields(touch, serializeLastTouch), 'visit');
  }

  const lastUrl = fitUrl(visit.passed.lastTouchUrl || visit.url, URL_BYTES);
  if (lastUrl) write(COOKIE.lastTouchUrl, lastUrl, 'page');

  const passed: [string, string][] = [
    [COOKIE.referrerId, visit.passed.referrerId],
    [COOKIE.testVariation, visit.passed.testVariation],
    [COOKIE.secondId, visit.passed.mxid],
    [COOKIE.gspk, visit.passed.gspk],
    [COOKIE.gsxid, visit.passed.gsxid],
  ];
  for (const [cookie, value] of passed)
    if (value) write(cookie, fitPrefix(value, ID_BYTES, encodedLength), 'passed');

  writeIfAbsent(COOKIE.visitorId, options.newVisitorId);
  return decisions;
}
