/**
 * One page view (docs/product.md §4), as lean as an ordinary page view allows: the navigation
 * runtime loads this module right after hydration on every page and calls `startTracking` on
 * every page shown. It shares its chunk with the cookie and storage adapters (vite.config.ts).
 *
 * What most page views do not need loads on demand, each as its own chunk:
 * - the referrer classifier with the search-engine and social-site lists (referrers.ts): only
 *   for a visit with an external referrer and no campaign params;
 * - the Segment loader (segment.ts): only when a write key is configured;
 * - the sign-up helpers, newsletter markers and the rest of the public API (index.ts): only
 *   where a template uses them (the sign-up form).
 */
import {
  createEndpointAdapter,
  createLazyAdapter,
  EVENTS_ENDPOINT,
  VIEWED_PAGE,
} from './analytics.ts';
import type { AnalyticsAdapter, PageType } from './analytics.ts';
import { hasOptedOut } from './optout.ts';
import { createBrowserCookieJar, type CookieJar } from './cookies.ts';
import { isDebugEnabled } from './debug.ts';
import {
  crossDomainPairs,
  decorateAppLinks,
  decorateHref,
  LINK_REWRITE_DELAY_MS,
  rewriteLinks,
  signupPairs,
  type DecorationPlan,
} from './decorate.ts';
import { cleanUrl } from './params.ts';
import { isLoginPath, isSignupPath } from './paths.ts';
import { createBrowserStorage } from './storage.ts';
import type { PageViewRecord } from './inspector-model.ts';
import { readAttribution, recordVisit } from './store.ts';
import { granted } from '../consent/gate.ts';
import {
  attributeWith,
  needsReferrerClassifier,
  referralOf,
  type ClassifyExternal,
  type Visit,
} from './touch.ts';

// One chunk with the Do Not Sell adapter: see consent.ts.
export { hasGlobalPrivacyControl, hasOptedOut } from './optout.ts';

/** The site settings tracking needs (a subset of `SiteSettings`). */
export interface TrackingSettings {
  hosts: { marketing: string; secure: string; app: string };
  analytics?: { segmentWriteKey: string | null };
  /** The events service's origin when it is not the site's (EVENTS_ENDPOINT). */
  services?: { events: string | null };
}

/** A random id for the analytics visitor; `randomUUID` exists only in secure contexts. */
export function newId(win: Pick<Window, 'crypto'>): string {
  return (
    win.crypto.randomUUID?.() ??
    Array.from(win.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
  );
}

type PageView = PageViewRecord;

/** The page last recorded, so each URL is recorded once and the next page knows its referrer. */
let current: PageView | null = null;
let adapter: AnalyticsAdapter | null = null;
let plan: { pageUrl: string; settings: TrackingSettings; plan: DecorationPlan } | null = null;
/** The page view waiting for the referrer classifier; later ones run after it, in order. */
let queue: Promise<void> | null = null;
const clickWatched = new WeakSet<Window>();

/**
 * Records the attribution of the page at `href` in cookies, once per URL. The first page uses
 * `document.referrer`; a client-side navigation has the previous page as its referrer
 * (internal, so it never replaces the last touch). `classifyExternal` names an external
 * referrer (`referralOf` when the visit cannot have one, see `needsReferrerClassifier`).
 */
export function recordPageView(
  win: Window,
  settings: TrackingSettings,
  classifyExternal: ClassifyExternal,
  href: string = win.location.href,
  jar: CookieJar = createBrowserCookieJar(win),
): Visit {
  if (current?.href === href) return current.visit;
  const referrer = current ? current.href : win.document.referrer;
  const visit = attributeWith({ url: href, referrer, settings }, classifyExternal);
  const decisions = recordVisit(visit, jar, { newVisitorId: () => newId(win) });
  current = { href, referrer, visit, decisions };
  return visit;
}

/**
 * The attribution inspector and debug log (src/visit-inspector/, its own chunk): loaded only with
 * `?attribution_debug=1` in the URL or the local-storage debug flag.
 */
function inspect(win: Window, settings: TrackingSettings, decoration: DecorationPlan): void {
  const view = current;
  const wanted =
    /[?&]attribution_debug=1(&|$)/.test(win.location.search) ||
    isDebugEnabled(createBrowserStorage(win));
  if (!view || !wanted) return;
  import('../visit-inspector/inspector.tsx')
    .then((module) => module.inspect({ win, settings, view, decoration }))
    .catch(console.error);
}

/** True when recording the page at `href` needs the referrer classifier's chunk. */
export function needsClassifier(win: Window, href: string, settings: TrackingSettings): boolean {
  if (current?.href === href) return false;
  const referrer = current ? current.href : win.document.referrer;
  return needsReferrerClassifier({ url: href, referrer, settings });
}

/** The referrer classifier with the site lists: its own chunk, loaded only when needed. */
export const loadClassifier = (): Promise<ClassifyExternal> =>
  import('./referrers.ts').then((module) => module.classifyExternal);

/** Forgets the recorded page (tests; a new document starts fresh anyway). */
export function resetTracking(): void {
  current = null;
  adapter = null;
  plan = null;
  queue = null;
}

export function pageTypeOf(path: string): PageType {
  return isSignupPath(path) ? 'signup' : isLoginPath(path) ? 'login' : 'marketing';
}

function analyticsFor(win: Window, settings: TrackingSettings): AnalyticsAdapter {
  const key = settings.analytics?.segmentWriteKey;
  adapter ??= key
    ? createLazyAdapter('segment', () =>
        import('./segment.ts').then((module) => module.createSegmentAdapter(win, key)),
      )
    : createEndpointAdapter(win, `${settings.services?.events ?? ''}${EVENTS_ENDPOINT}`);
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

/**
 * `href` with what the page's own links carry (tracking params on a sign-up link, analytics ids
 * on a cross-domain one), for a link opened from script; as it is before the first page view.
 */
export function decorateLink(href: string): string {
  return plan ? decorateHref(href, plan.pageUrl, plan.settings, plan.plan) : href;
}

export interface StartTrackingOptions {
  settings: TrackingSettings;
  /** The page's path (as the router sees it). */
  path: string;
  window: Window;
}

/** The page view itself, once the classifier it needs (if any) is there. */
function trackPage(
  { settings, path, window: win }: StartTrackingOptions,
  pageUrl: string,
  classifyExternal: ClassifyExternal,
): void {
  const jar = createBrowserCookieJar(win);
  const visit = recordPageView(win, settings, classifyExternal, pageUrl, jar);
  const stored = readAttribution(jar);
  const optedOut = hasOptedOut(win);
  // Consent (src/consent/): no analytics event nor analytics id on links until allowed.
  const counted = granted(win.document.cookie, 'analytics');
  // Links belong to the page still shown (the classifier may have loaded after a navigation,
  // whose own page view decorates them).
  if (win.location.href === pageUrl) {
    const decoration: DecorationPlan = {
      signup: signupPairs(stored, pageUrl),
      crossDomain: optedOut || !counted ? [] : crossDomainPairs(stored),
    };
    plan = { pageUrl, settings, plan: decoration };
    inspect(win, settings, decoration);
    const decorateAll = () =>
      rewriteLinks(win.document, (href) => decorateHref(href, pageUrl, settings, decoration));
    decorateAll();
    watchClicks(win);
    win.setTimeout(() => {
      if (win.location.href !== pageUrl) return;
      decorateAll();
      decorateAppLinks(win.document, pageUrl, settings, stored);
    }, LINK_REWRITE_DELAY_MS);
  }

  if (!counted) return;
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

/** Runs the page view now, or returns its promise when the classifier must load first. */
function runPageView(options: StartTrackingOptions, pageUrl: string): Promise<void> | undefined {
  if (needsClassifier(options.window, pageUrl, options.settings)) {
    return loadClassifier().then((classify) => trackPage(options, pageUrl, classify));
  }
  trackPage(options, pageUrl, referralOf);
  return undefined;
}

/**
 * One page view: records attribution, decorates links (now and 100 ms later for `gspk` /
 * `gsxid`), and sends the Viewed Page event and the company-identification call.
 *
 * Synchronous for an ordinary page view; a visit with an external referrer and no campaign
 * params first loads the referrer classifier, and page views shown meanwhile wait their turn
 * (each one's referrer is the page before it). The promise settles when this view is recorded.
 */
export function startTracking(options: StartTrackingOptions): Promise<void> {
  const pageUrl = options.window.location.href;
  const run = () => runPageView(options, pageUrl);
  const result = queue ? queue.then(run) : run();
  if (!result) return Promise.resolve();
  // A failed view (the chunk did not load) must not hold back the next ones.
  const settled: Promise<void> = result.then(
    () => undefined,
    () => undefined,
  );
  queue = settled;
  void settled.then(() => {
    if (queue === settled) queue = null;
  });
  return result;
}
