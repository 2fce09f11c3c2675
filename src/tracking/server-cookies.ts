/**
 * Attribution where the HTML is served (docs/product.md §4.10): the preview server
 * (server/app.ts) and the Cloudflare Pages middleware (functions/_middleware.ts) run a
 * document request through the same rules as the browser (touch.ts, referrers.ts) and the same
 * cookie writes (store.ts's `recordVisit`), answered with `Set-Cookie` headers. Cookies set by a
 * response are not script-written, so Safari does not cap them at 7 days, and attribution works
 * without JavaScript.
 *
 * Only Web APIs (and js-cookie's pure codec): it runs in Node and in a Worker alike.
 */
import Cookies from 'js-cookie';
import {
  ATTRIBUTION_COOKIE_MS,
  COOKIE,
  SAME_SITE,
  type CookieJar,
  type CookieRead,
} from './cookies.ts';
import { registrableDomain } from './domains.ts';
import { isIpAddress, normalizeHost } from './hosts.ts';
import { cleanUrl, cleanValue, encodedLength, fitPrefix, fitUrl, wellFormed } from './params.ts';
import { classifyExternal } from './referrers.ts';
import { parseServerMarker, serializeServerMarker } from './server-marker.ts';
import { SIGNUP_FIELD_BYTES } from './signup.ts';
import { SIGNUP_FIELDS } from './fields.ts';
import {
  FIELD_BYTES,
  FIRST_TOUCH_FIELDS,
  fitFields,
  ID_BYTES,
  parseFirstTouch,
  parseLastTouch,
  recordVisit,
  serializeFirstTouch,
  serializeLastTouch,
  URL_BYTES,
  type StoreDecision,
} from './store.ts';
import { attributeWith, emptyTouch, type InternalHosts, type Touch, type Visit } from './touch.ts';
import {
  allowsIn,
  categoryOf,
  consentFrom,
  readCookie,
  REGION_COOKIE,
  type Category,
} from '../consent/categories.ts';
import {
  consentRequired,
  countryOf,
  serializeRegion,
  type ConsentConfig,
} from '../consent/regions.ts';

/** Paths of files and data, never a page: no attribution for them. */
const NOT_A_PAGE = /^\/(assets|page-data|slice-data|_img|api)\//;
/** The last path segment names a file (`/robots.txt`), not a page, unless it is HTML. */
const FILE_NAME = /\/[^/]*\.(?!html?$)[a-z0-9]+$/i;

export interface RequestFacts {
  method: string;
  /** The path, decoded or not. */
  pathname: string;
  /** `Sec-Fetch-Dest`, when the browser sends it. */
  fetchDest: string | null;
}

/**
 * True for a request that loads a page into a window: GET, a page path (not assets, page data,
 * images, the API or a file name), and `Sec-Fetch-Dest: document` when the browser sends it.
 */
export function isDocumentRequest({ method, pathname, fetchDest }: RequestFacts): boolean {
  if (method !== 'GET') return false;
  if (fetchDest !== null && fetchDest !== 'document') return false;
  return !NOT_A_PAGE.test(pathname) && !FILE_NAME.test(pathname);
}

/** Raw (encoded) cookie values from a `Cookie` header; the first of a repeated name wins. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

export interface SetCookieOptions {
  maxAgeMs: number;
  /** Main domain; undefined for a host-only cookie. */
  domain: string | undefined;
  secure: boolean;
  now: number;
}

/**
 * One `Set-Cookie` header, encoded exactly as js-cookie encodes it in the browser (so either
 * side reads what the other wrote): percent-encoding leaves no `;`, `,`, space or control
 * character in the value.
 */
export function setCookieHeader(name: string, value: string, options: SetCookieOptions): string {
  const encoded = Cookies.converter.write(wellFormed(value), name);
  const maxAge = Math.floor(options.maxAgeMs / 1000);
  const expires = new Date(options.now + options.maxAgeMs).toUTCString();
  return [
    `${encodeURIComponent(name)}=${encoded}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    'Path=/',
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    `SameSite=${SAME_SITE}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The domain the cookies go on: `override` (e.g. COOKIE_DOMAIN) when given, else the host's
 * registrable domain, the one the browser's probe finds (cookies.ts `findMainDomain`);
 * host-only (undefined) for localhost, single-label hosts and IP addresses.
 */
export function cookieDomainFor(hostname: string, override?: string | null): string | undefined {
  if (override) return normalizeHost(override) || undefined;
  const host = normalizeHost(hostname);
  if (!host || isIpAddress(host) || !host.includes('.')) return undefined;
  return registrableDomain(host);
}

/** A jar over a request's `Cookie` header that collects what it writes as `Set-Cookie` headers. */
export function createHeaderCookieJar(
  header: string | null,
  options: Omit<SetCookieOptions, 'maxAgeMs'> & {
    /** Consent: a write of a category not allowed is kept for this request only, never sent. */
    allows?: (category: Category) => boolean;
  },
): CookieJar & { setCookies: string[] } {
  const sent = (name: string) => options.allows?.(categoryOf(name)) ?? true;
  const raw = parseCookieHeader(header);
  const setCookies: string[] = [];
  return {
    setCookies,
    read(name): CookieRead {
      const value = raw.get(name);
      if (value === undefined) return { state: 'absent' };
      try {
        return { state: 'present', value: Cookies.converter.read(value, name) };
      } catch {
        return { state: 'unreadable' };
      }
    },
    write(name, value, { maxAgeMs }) {
      raw.set(name, Cookies.converter.write(wellFormed(value), name));
      if (sent(name)) setCookies.push(setCookieHeader(name, value, { ...options, maxAgeMs }));
    },
    remove(name) {
      raw.delete(name);
      if (sent(name)) setCookies.push(setCookieHeader(name, '', { ...options, maxAgeMs: 0 }));
    },
  };
}

export interface DocumentRequest {
  /** The full request URL. */
  url: string;
  /** The `Referer` header. */
  referer: string | null;
  /** The `Cookie` header. */
  cookie: string | null;
  /** The site's own hosts (referrers from them are internal). */
  hosts?: InternalHosts['hosts'];
  /** Cookie domain instead of the registrable domain of the request's host. */
  cookieDomain?: string | null;
  now?: number;
  newVisitorId?: () => string;
  /** Consent: categories the visitor allows (all when absent). */
  allows?: (category: Category) => boolean;
}

export interface DocumentAttribution {
  visit: Visit;
  decisions: StoreDecision[];
  /** `Set-Cookie` header values to add to the response. */
  setCookies: string[];
}

const pairsOf = (value: string) => Object.fromEntries(new URLSearchParams(value));
const serializePairs = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
/** The largest value a record cookie can hold: its separators and every field at its limit. */
const largest = (serialize: (record: Touch) => string, fields: number) =>
  serialize(emptyTouch()).length + fields * FIELD_BYTES;
const shrinkId = (value: string) => fitPrefix(cleanValue(value), ID_BYTES, encodedLength);
const shrinkUrl = (value: string) => fitUrl(cleanUrl(value), URL_BYTES);

/**
 * Cookies an older version could write past today's byte limits (docs/attribution.md, "Size of the
 * cookies"): the most bytes this version writes in each, and the value it would write instead
 * (null when the value no longer parses).
 */
const SHRINK: [name: string, max: number, shrink: (value: string) => string | null][] = [
  [
    COOKIE.firstTouch,
    largest(serializeFirstTouch, FIRST_TOUCH_FIELDS.length),
    (value) => {
      const touch = parseFirstTouch(value);
      return touch && fitFields(touch, serializeFirstTouch);
    },
  ],
  [
    COOKIE.lastTouch,
    largest(serializeLastTouch, 6),
    (value) => {
      const touch = parseLastTouch(value);
      return touch && fitFields(touch, serializeLastTouch);
    },
  ],
  [COOKIE.firstTouchUrl, URL_BYTES, shrinkUrl],
  [COOKIE.lastTouchUrl, URL_BYTES, shrinkUrl],
  [
    COOKIE.signup,
    serializePairs(Object.fromEntries(SIGNUP_FIELDS.map((field) => [field, '']))).length +
      SIGNUP_FIELDS.length * SIGNUP_FIELD_BYTES,
    (value) => fitFields(pairsOf(value), serializePairs, SIGNUP_FIELD_BYTES),
  ],
  [COOKIE.testVariation, ID_BYTES, shrinkId],
  [COOKIE.referrerId, ID_BYTES, shrinkId],
  [COOKIE.secondId, ID_BYTES, shrinkId],
  [COOKIE.gspk, ID_BYTES, shrinkId],
  [COOKIE.gsxid, ID_BYTES, shrinkId],
];

/**
 * Cookies the request carries that an older version wrote oversize, and that this visit did not
 * write again: rewritten within the limits, same meaning, so that browser's Cookie header shrinks
 * on its next page load instead of in two years. A value that no longer parses is left alone.
 */
function shrinkOversized(jar: CookieJar): void {
  for (const [name, max, shrink] of SHRINK) {
    // A cookie this visit wrote is within its limit already.
    const read = jar.read(name);
    if (read.state !== 'present' || encodedLength(read.value) <= max) continue;
    const value = shrink(read.value);
    if (value !== null) jar.write(name, value, { maxAgeMs: ATTRIBUTION_COOKIE_MS });
  }
}

/** Attribution of a document request: the visit, what was decided, and the cookies to set. */
export function attributeDocument(request: DocumentRequest): DocumentAttribution | null {
  let page: URL;
  try {
    page = new URL(request.url);
  } catch {
    return null;
  }
  const now = request.now ?? Date.now();
  const jar = createHeaderCookieJar(request.cookie, {
    domain: cookieDomainFor(page.hostname, request.cookieDomain),
    secure: page.protocol === 'https:',
    now,
    allows: request.allows,
  });
  const visit = attributeWith(
    {
      url: page.href,
      referrer: request.referer ?? '',
      settings: request.hosts ? { hosts: request.hosts } : undefined,
    },
    classifyExternal,
  );
  const decisions = recordVisit(visit, jar, {
    newVisitorId: request.newVisitorId ?? (() => crypto.randomUUID()),
    rewriteSame: true,
  });
  shrinkOversized(jar);
  const previous = jar.read(COOKIE.server);
  const marker = previous.state === 'present' ? parseServerMarker(previous.value) : null;
  const seconds = Math.floor(now / 1000);
  const wroteFirst = decisions.some(
    (decision) => decision.cookie === COOKIE.firstTouch && decision.action === 'written',
  );
  const first = wroteFirst ? seconds : (marker?.first ?? null);
  jar.write(COOKIE.server, serializeServerMarker({ at: seconds, first }), {
    maxAgeMs: ATTRIBUTION_COOKIE_MS,
  });
  return { visit, decisions, setCookies: jar.setCookies };
}

/** What the server or the edge knows about the site besides the request. */
export interface SiteCookieOptions {
  hosts?: InternalHosts['hosts'];
  cookieDomain?: string | null;
  now?: number;
  newVisitorId?: () => string;
  /**
   * Consent (issue 36, src/consent/regions.ts): where it is required and not given, no cookie
   * but the necessary ones; the region cookie tells the browser. Absent: no consent handling.
   */
  consent?: ConsentConfig;
  /** Only the consent region cookie, no attribution (ATTRIBUTION_COOKIES=off). */
  noAttribution?: boolean;
}

/**
 * A host list (`www.harbor.example,secure.harbor.example,app.harbor.example`, e.g. from an
 * environment variable) as the site's marketing, secure and app hosts; undefined when empty.
 */
export function parseHostList(
  value: string | null | undefined,
): InternalHosts['hosts'] | undefined {
  const hosts = (value ?? '').split(',').map(normalizeHost).filter(Boolean);
  if (hosts.length === 0) return undefined;
  const [marketing = '', secure = marketing, app = marketing] = hosts;
  return { marketing, secure, app };
}

/** Responses that carry per-visitor cookies must never be stored by a shared cache. */
export const PRIVATE_REVALIDATE = 'private, max-age=0, must-revalidate';

/**
 * The response to a document request with the attribution cookies added (the response as it is
 * for anything else: assets, data, errors). Standard `Request`/`Response` only: used by the
 * preview server and the Cloudflare Pages middleware alike.
 */
export function withAttributionCookies(
  request: Request,
  response: Response,
  options: SiteCookieOptions = {},
): Response {
  let pathname: string;
  try {
    pathname = new URL(request.url).pathname;
  } catch {
    return response;
  }
  const document = isDocumentRequest({
    method: request.method,
    pathname,
    fetchDest: request.headers.get('sec-fetch-dest'),
  });
  const type = response.headers.get('content-type') ?? '';
  const html = response.status === 304 || type.startsWith('text/html');
  if (!document || !html || response.status >= 500) return response;
  const { consent, noAttribution, ...site } = options;
  const gate = consent ? consentGate(request, consent) : null;
  const allows = gate?.allows;
  const attribute = !noAttribution && (!allows || allows('marketing') || allows('analytics'));
  const result = attribute
    ? attributeDocument({
        url: request.url,
        referer: request.headers.get('referer'),
        cookie: request.headers.get('cookie'),
        ...site,
        allows,
      })
    : null;
  const setCookies = [...(gate?.setCookies ?? []), ...(result?.setCookies ?? [])];
  if (setCookies.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  headers.set('Cache-Control', PRIVATE_REVALIDATE);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Consent for one document request: what the visitor allows (the region from the country header,
 * the choice from their cookie) and the region cookie to set when theirs differs. A session
 * cookie, host-only: the browser's code reads it to know whether to ask.
 */
export function consentGate(
  request: Request,
  config: ConsentConfig,
): {
  required: boolean;
  country: string;
  allows: (category: Category) => boolean;
  setCookies: string[];
} {
  const cookie = request.headers.get('cookie') ?? '';
  const country = countryOf(request.headers, config);
  const required = consentRequired(country, config);
  const state = { ...consentFrom(cookie), required };
  const region = serializeRegion(required, country);
  const secure = new URL(request.url).protocol === 'https:';
  const setCookies =
    readCookie(cookie, REGION_COOKIE) === region
      ? []
      : [`${REGION_COOKIE}=${region}; Path=/; SameSite=${SAME_SITE}${secure ? '; Secure' : ''}`];
  return { required, country, allows: (category) => allowsIn(state, category), setCookies };
}
