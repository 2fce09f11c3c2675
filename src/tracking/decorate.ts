/**
 * Link decoration (docs/product.md §4.5): tracking params on sign-up links, analytics ids on
 * cross-domain links to the product's own app and marketing hosts, `gspk`/`gsxid` on links to the
 * app.
 *
 * Decoration only appends `name=value` pairs that the link does not carry yet, each part
 * URL-encoded, before the hash; the rest of the href is kept byte for byte. So it is
 * idempotent, keeps existing params and hashes, and never touches a third-party link.
 */
import { isSameOrSubdomain, normalizeHost } from './hosts.ts';
import { param, PARAM, parseUrl, queryOf, wellFormed } from './params.ts';
import { isSignupPath } from './paths.ts';
import type { StoredAttribution } from './store.ts';

/** Link rewrite delay for `gspk` / `gsxid` (docs/product.md §4.5). */
export const LINK_REWRITE_DELAY_MS = 100;

/** Query names of the analytics ids on cross-domain links. */
export const VISITOR_ID_PARAM = 'ajs_aid';
export const SECOND_ID_PARAM = PARAM.mxid;

export type Pair = readonly [name: string, value: string];

export interface DecorationHosts {
  hosts: { marketing: string; secure: string; app: string };
}

export type LinkKind = 'signup' | 'app' | 'marketing' | 'other';

const HTTP = new Set(['http:', 'https:']);

/** What a link points at, seen from `pageUrl`. */
export function linkKind(href: string, pageUrl: string, settings: DecorationHosts): LinkKind {
  const page = parseUrl(pageUrl);
  const url = parseUrl(href, page?.href);
  if (!url || !HTTP.has(url.protocol)) return 'other';
  const host = normalizeHost(url.hostname);
  const pageHost = page ? normalizeHost(page.hostname) : '';
  const sameSite = page !== null && url.origin === page.origin;
  if (isSignupPath(url.pathname) && (sameSite || host === normalizeHost(settings.hosts.secure))) {
    return 'signup';
  }
  if (isSameOrSubdomain(host, settings.hosts.app)) return 'app';
  if (host === normalizeHost(settings.hosts.marketing) && host !== pageHost) return 'marketing';
  return 'other';
}

/**
 * `href` with the pairs it lacks appended (before any hash). Unparseable hrefs and pairs with
 * empty values are left alone.
 */
export function appendParams(href: string, base: string, pairs: readonly Pair[]): string {
  const url = parseUrl(href, parseUrl(base)?.href);
  if (!url) return href;
  const present = url.searchParams;
  const seen = new Set<string>();
  const missing = pairs.filter(([name, value]) => {
    if (!value || present.has(name) || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  if (missing.length === 0) return href;
  const hashAt = href.indexOf('#');
  const head = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const query = missing
    .map(
      ([name, value]) =>
        `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(value))}`,
    )
    .join('&');
  // '?' to start a query; nothing after an empty query or a trailing '&'; else '&'.
  const queryAt = head.indexOf('?');
  const joiner = queryAt < 0 ? '?' : queryAt === head.length - 1 || head.endsWith('&') ? '' : '&';
  return `${head}${joiner}${query}${hash}`;
}

/** The touch fields passed on as `utm_*` parameters, in the sign-up link's order. */
const TOUCH_PARAMS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Tracking params for sign-up links: the stored touches, so the secure host can read them. */
export function signupPairs(stored: StoredAttribution, pageUrl: string): Pair[] {
  const last = stored.lastTouch;
  const first = stored.firstTouch;
  const query = queryOf(pageUrl);
  // utm_source … utm_content, gclid, then utm_first_source … utm_first_campaign (PARAM).
  return [
    ...TOUCH_PARAMS.map((field): Pair => [PARAM[field], last?.[field] ?? '']),
    [PARAM.gclid, last?.clickId ?? ''],
    ...TOUCH_PARAMS.slice(0, 3).map((field): Pair => [`utm_first_${field}`, first?.[field] ?? '']),
    [PARAM.firstTouchUrl, stored.firstTouchUrl],
    [PARAM.lastTouchUrl, stored.lastTouchUrl],
    [PARAM.referrer, stored.referrerId],
    [PARAM.testVariation, stored.testVariation],
    [PARAM.code, param(query, PARAM.code)],
  ];
}

/** The analytics ids for cross-domain links (not sent when the visitor opted out). */
export function crossDomainPairs(stored: StoredAttribution): Pair[] {
  return [
    [VISITOR_ID_PARAM, stored.visitorId],
    [SECOND_ID_PARAM, stored.secondId],
  ];
}

export function appLinkPairs(stored: StoredAttribution): Pair[] {
  return [
    [PARAM.gspk, stored.gspk],
    [PARAM.gsxid, stored.gsxid],
  ];
}

export interface DecorationPlan {
  signup: readonly Pair[];
  crossDomain: readonly Pair[];
}

/** The new href for a link under a plan (the same string when nothing applies). */
export function decorateHref(
  href: string,
  pageUrl: string,
  settings: DecorationHosts,
  plan: DecorationPlan,
): string {
  const kind = linkKind(href, pageUrl, settings);
  if (kind === 'signup') return appendParams(href, pageUrl, plan.signup);
  if (kind === 'app' || kind === 'marketing') return appendParams(href, pageUrl, plan.crossDomain);
  return href;
}

/**
 * Applies `rewrite` to the href of every link that leaves the page (not `#…`: the skip link must
 * stay one on a sign-up page); returns how many changed.
 */
export function rewriteLinks(doc: Document, rewrite: (href: string) => string): number {
  let changed = 0;
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]:not([href^="#"])')) {
    const href = anchor.getAttribute('href') ?? '';
    const next = rewrite(href);
    if (next !== href) {
      anchor.setAttribute('href', next);
      changed += 1;
    }
  }
  return changed;
}

/** `gspk` / `gsxid` on links to the app domain (run 100 ms after load). */
export function decorateAppLinks(
  doc: Document,
  pageUrl: string,
  settings: DecorationHosts,
  stored: StoredAttribution,
): number {
  const pairs = appLinkPairs(stored);
  if (!pairs.some(([, value]) => value)) return 0;
  return rewriteLinks(doc, (href) =>
    linkKind(href, pageUrl, settings) === 'app' ? appendParams(href, pageUrl, pairs) : href,
  );
}
