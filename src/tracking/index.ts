/**
 * Marketing attribution, link decoration, analytics events and consent (SPEC §3.1, §4.1, §7,
 * §9.2). Pure TypeScript: the browser is reached only through the cookie and storage adapters
 * and the `window` passed in, so nothing runs at import time.
 *
 * The client loads this module lazily after hydration and calls `startTracking` on every page
 * view (first load and each client-side navigation).
 */
import { attributeVisit, type Visit } from './attribution.ts';
import {
  createEndpointAdapter,
  createSegmentAdapter,
  VIEWED_PAGE,
  type AnalyticsAdapter,
  type PageType,
} from './analytics.ts';
import { hasOptedOut } from './consent.ts';
import { createBrowserCookieJar, type CookieJar } from './cookies.ts';
import { createDebugLog } from './debug.ts';
import {
  crossDomainPairs,
  decorateAppLinks,
  decorateHref,
  LINK_REWRITE_DELAY_MS,
  rewriteLinks,
  signupPairs,
  type DecorationPlan,
} from './decorate.ts';
import {
  isLoginPath,
  isSignupPath,
  rememberSignup,
  signupFieldValues,
  signupPrefill,
  type SignupPrefill,
  type SignupValues,
} from './signup.ts';
import { cleanUrl } from './params.ts';
import { createBrowserStorage } from './storage.ts';
import { readAttribution, recordVisit } from './store.ts';

export { attributeVisit, classifyReferrer } from './attribution.ts';
export type { ReferrerClass, ReferrerMedium, Touch, TouchOrigin, Visit } from './attribution.ts';
export { hasOptedOut, recordOptOut } from './consent.ts';
export { COOKIE } from './cookies.ts';
export { SIGNUP_FIELDS, EMPTY_FIELD } from './signup.ts';
export type { SignupField, SignupPrefill, SignupValues } from './signup.ts';
export { markNewsletterNoThanks, markNewsletterSubscriber, newsletterState } from './newsletter.ts';

/** The site settings tracking needs (a subset of `SiteSettings`). */
export interface TrackingSettings {
  hosts: { marketing: string; secure: string; app: string };
  analytics?: { segmentWriteKey: string | null };
}

/** A random id for the analytics visitor; `randomUUID` exists only in secure contexts. */
export function newId(win: Pick<Window, 'crypto'>): string {
  if (typeof win.crypto.randomUUID === 'function') return win.crypto.randomUUID();
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface PageView {
  href: string;
  referrer: string;
  visit: Visit;
}

/** The page last recorded, so each URL is recorded once and the next page knows its referrer. */
let current: PageView | null = null;
let adapter: AnalyticsAdapter | null = null;
let plan: { pageUrl: string; settings: TrackingSettings; plan: DecorationPlan } | null = null;
const clickWatched = new WeakSet<Window>();

/**
 * Records the attribution of the window's current page in cookies, once per URL. The first page
 * uses `document.referrer`; a client-side navigation has the previous page as its referrer
 * (internal, so it never replaces the last touch).
 */
export function trackVisit(win: Window, settings: TrackingSettings, jar?: CookieJar): Visit {
  const href = win.location.href;
  if (current?.href === href) return current.visit;
  const referrer = current ? current.href : win.document.referrer;
  const visit = attributeVisit({ url: href, referrer, settings });
  const cookies = jar ?? createBrowserCookieJar(win);
  const decisions = recordVisit(visit, cookies, { newVisitorId: () => newId(win) });
  current = { href, referrer, visit };
  const log = createDebugLog(createBrowserStorage(win));
  log(`${visit.origin}: ${visit.touch.source} / ${visit.touch.medium}`, { visit, referrer });
  for (const decision of decisions)
    log(`${decision.cookie} ${decision.action}: ${decision.reason}`);
  return visit;
}

/** Forgets the recorded page (tests; a new document starts fresh anyway). */
export function resetTracking(): void {
  current = null;
  adapter = null;
  plan = null;
}

/** The hidden GA_* values and prefill of a sign-up page (SPEC §4.1.6). */
export function signupForm(
  win: Window,
  settings: TrackingSettings,
): { fields: SignupValues; prefill: SignupPrefill } {
  const jar = createBrowserCookieJar(win);
  const visit = trackVisit(win, settings, jar);
  return {
    fields: signupFieldValues(visit, win.location.href, jar),
    prefill: signupPrefill(win.location.href),
  };
}

/** Keeps the submitted sign-up tracking values in their cookie. */
export function rememberSignupValues(win: Window, values: SignupValues): void {
  rememberSignup(createBrowserCookieJar(win), values);
}

export function pageTypeOf(path: string): PageType {
  return isSignupPath(path) ? 'signup' : isLoginPath(path) ? 'login' : 'marketing';
}

function analyticsFor(win: Window, settings: TrackingSettings): AnalyticsAdapter {
  const key = settings.analytics?.segmentWriteKey;
  adapter ??= key ? createSegmentAdapter(win, key) : createEndpointAdapter(win);
  return adapter;
}

/** Decorates a link right before it is followed, for links rendered after the last pass. */
function watchClicks(win: Window): void {
  if (clickWatched.has(win)) return;
  clickWatched.add(win);
  const onClick = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!plan || !anchor) return;
    const href = anchor.getAttribute('href') ?? '';
    const next = decorateHref(href, plan.pageUrl, plan.settings, plan.plan);
    if (next !== href) anchor.setAttribute('href', next);
  };
  // Capture phase on the window: runs before the navigation controller reads the href.
  win.addEventListener('click', onClick, true);
  win.addEventListener('auxclick', onClick, true);
}

export interface StartTrackingOptions {
  settings: TrackingSettings;
  /** The page's path (as the router sees it). */
  path: string;
  window: Window;
}

/**
 * One page view: records attribution, decorates links (now and 100 ms later for `gspk` /
 * `gsxid`), and sends the Viewed Page event and the company-identification call.
 */
export function startTracking({ settings, path, window: win }: StartTrackingOptions): void {
  const jar = createBrowserCookieJar(win);
  const visit = trackVisit(win, settings, jar);
  const pageUrl = win.location.href;
  const stored = readAttribution(jar);
  const optedOut = hasOptedOut(win);
  const decoration: DecorationPlan = {
    signup: signupPairs(stored, pageUrl),
    crossDomain: optedOut ? [] : crossDomainPairs(stored),
  };
  plan = { pageUrl, settings, plan: decoration };
  const decorateAll = () =>
    rewriteLinks(win.document, (href) => decorateHref(href, pageUrl, settings, decoration));
  decorateAll();
  watchClicks(win);
  win.setTimeout(() => {
    if (win.location.href !== pageUrl) return;
    decorateAll();
    decorateAppLinks(win.document, pageUrl, settings, stored);
  }, LINK_REWRITE_DELAY_MS);

  const analytics = analyticsFor(win, settings);
  analytics.send(
    {
      type: 'track',
      event: VIEWED_PAGE,
      properties: {
        path,
        url: visit.url,
        title: win.document.title,
        referrer: cleanUrl(current?.referrer ?? ''),
        pageType: pageTypeOf(path),
        variation: stored.testVariation,
      },
    },
    stored.visitorId,
  );
  if (!optedOut) {
    analytics.send(
      { type: 'identify-company', properties: { path, url: visit.url } },
      stored.visitorId,
    );
  }
}
