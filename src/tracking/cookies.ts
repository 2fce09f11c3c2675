/**
 * The one cookie adapter (js-cookie's codec, cookie-codec.ts) and the cookies' names and lifetimes
 * (docs/product.md §4.3). Everything else talks to the `CookieJar` interface, so the logic is
 * testable against an in-memory jar and the browser code is one small file.
 */
import { decodeCookieValue, encodeCookieValue, readCookie, writeCookie } from './cookie-codec.ts';
import { isIpAddress, normalizeHost } from './hosts.ts';
import { wellFormed } from './params.ts';
import { categoryOf, granted } from '../consent/gate.ts';

/** Attribution cookies last two years (docs/product.md §4.3). */
export const ATTRIBUTION_COOKIE_MS = 63_072_000_000;
/** The newsletter cookie lasts 365 days (docs/product.md §4.9). */
export const YEAR_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Every cookie is `SameSite=Lax`, not `Strict`: a Strict cookie is not sent with the navigation
 * that follows a link from a search engine or any other site, so the server (which sets the
 * first touch only when absent) would not see it on exactly the visits it must not overwrite.
 */
export const SAME_SITE = 'Lax';

/** Every cookie this site writes; docs/product.md §4.3 lists the same names. */
export const COOKIE = {
  lastTouch: 'hs_last_touch',
  firstTouch: 'hs_first_touch',
  firstTouchUrl: 'hs_first_touch_url',
  lastTouchUrl: 'hs_last_touch_url',
  signup: 'hs_signup',
  testVariation: 'hs_tvar',
  referrerId: 'referrer',
  visitorId: 'ajs_anonymous_id',
  secondId: 'hs_mxid',
  gspk: 'gspk',
  gsxid: 'gsxid',
  doNotSell: 'hs_do_not_sell',
  /** Written only by the server and the edge middleware: when they last set the cookies. */
  server: 'hs_attr_server',
  newsletterSubscriber: 'newsletter_subscriber',
} as const;

/** A read never confuses "absent" with "present but undecodable" (so nothing is clobbered). */
export type CookieRead =
  { state: 'absent' } | { state: 'unreadable' } | { state: 'present'; value: string };

export interface CookieWriteOptions {
  /** Lifetime from now, in milliseconds. */
  maxAgeMs: number;
}

export interface CookieJar {
  read(name: string): CookieRead;
  write(name: string, value: string, options: CookieWriteOptions): void;
  remove(name: string): void;
}

/** The value of a cookie that is present and readable; '' otherwise. */
export function readValue(jar: CookieJar, name: string): string {
  const read = jar.read(name);
  return read.state === 'present' ? read.value : '';
}

/**
 * Candidate cookie domains for a host, shortest first (`harbor.co.uk` before
 * `www.harbor.co.uk`); none for `localhost`, single-label hosts and IP addresses.
 */
export function domainCandidates(hostname: string): string[] {
  const host = normalizeHost(hostname);
  if (!host || isIpAddress(host) || !host.includes('.')) return [];
  const labels = host.split('.');
  const candidates: string[] = [];
  for (let keep = 2; keep <= labels.length; keep += 1)
    candidates.push(labels.slice(-keep).join('.'));
  return candidates;
}

const PROBE = 'hs_domain_probe';

/**
 * The widest domain the browser accepts a cookie on: tries each parent domain, shortest first;
 * browsers refuse public suffixes such as `co.uk`, so the first accepted one is the main domain.
 * `undefined` means host-only (localhost, IPs).
 */
export function findMainDomain(
  doc: Document,
  hostname: string,
  secure: boolean,
): string | undefined {
  for (const domain of domainCandidates(hostname)) {
    // Removed at once; expires in a minute should the removal fail.
    writeCookie(doc, PROBE, '1', new Date(Date.now() + 60_000), secure, domain);
    const accepted = readCookie(doc.cookie, PROBE) === '1';
    writeCookie(doc, PROBE, '', new Date(0), secure, domain);
    if (accepted) return domain;
  }
  return undefined;
}

/** Main domain per host, found once per page life. */
const mainDomains = new Map<string, string | undefined>();

/**
 * Consent (src/consent/): writes the visitor has not (yet) allowed are kept here, in memory only,
 * and read back as if set, so the landing visit's attribution survives client-side navigations;
 * the banner's chunk writes them if the visitor accepts on this page view (banner.ts).
 */
export const heldCookies = new Map<string, { value: string; maxAgeMs: number }>();

/** The cookie jar of a browser window (`document.cookie` with js-cookie's codec). */
export function createBrowserCookieJar(win: Window): CookieJar {
  const doc = win.document;
  const secure = win.location.protocol === 'https:';
  const mainDomain = () => {
    const key = `${secure}:${win.location.hostname}`;
    if (!mainDomains.has(key))
      mainDomains.set(key, findMainDomain(doc, win.location.hostname, secure));
    return mainDomains.get(key);
  };
  const set = (name: string, value: string, expires: Date) =>
    writeCookie(doc, name, value, expires, secure, mainDomain());
  return {
    read(name) {
      const held = heldCookies.get(name);
      if (held) return { state: 'present', value: held.value };
      const value = readCookie(doc.cookie, name);
      if (typeof value === 'string') return { state: 'present', value };
      return { state: value === null ? 'unreadable' : 'absent' };
    },
    write(name, value, { maxAgeMs }) {
      if (!granted(doc.cookie, categoryOf(name))) {
        heldCookies.set(name, { value: wellFormed(value), maxAgeMs });
        return;
      }
      set(name, wellFormed(value), new Date(Date.now() + maxAgeMs));
    },
    remove(name) {
      heldCookies.delete(name);
      // As js-cookie removes: expired a day ago.
      set(name, '', new Date(Date.now() - 864e5));
    },
  };
}

/** An in-memory jar holding raw (encoded) values, as a browser would; for tests and Node. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  raw: Map<string, string>;
} {
  const raw = new Map(Object.entries(initial));
  return {
    raw,
    read(name) {
      const value = raw.get(name);
      if (value === undefined) return { state: 'absent' };
      try {
        return { state: 'present', value: decodeCookieValue(value) };
      } catch {
        return { state: 'unreadable' };
      }
    },
    write(name, value) {
      raw.set(name, encodeCookieValue(wellFormed(value)));
    },
    remove(name) {
      raw.delete(name);
    },
  };
}
