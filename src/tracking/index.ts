/**
 * Marketing attribution, link decoration, analytics events and consent (docs/product.md §4). Pure
 * TypeScript: the browser is reached only through the cookie and storage adapters and the `window`
 * passed in, so nothing runs at import time.
 *
 * The browser's API. The navigation runtime does not load it: it loads the lean page-view code
 * (tracker.ts, re-exported here) right after hydration and calls `startTracking` on every page
 * view. This module (with the sign-up helpers) loads where a template needs more, such as the
 * sign-up form; like the page view, it loads the referrer table only for a visit that needs it.
 * The synchronous classifier (`classifyReferrer`, `attributeVisit`, with the table) is in
 * attribution.ts.
 */
import { createBrowserCookieJar } from './cookies.ts';
import {
  loadClassifier,
  needsClassifier,
  recordPageView,
  type TrackingSettings,
} from './tracker.ts';
import { referralOf } from './touch.ts';
import type { CookieJar } from './cookies.ts';
import {
  rememberSignup,
  signupFieldValues,
  signupPrefill,
  type SignupPrefill,
  type SignupValues,
} from './signup.ts';
import type { Visit } from './touch.ts';

export type { ReferrerClass, ReferrerMedium, Touch, TouchOrigin, Visit } from './touch.ts';
export { hasOptedOut, recordOptOut } from './consent.ts';
export { COOKIE } from './cookies.ts';
export { SIGNUP_FIELDS, EMPTY_FIELD } from './signup.ts';
export type { SignupField, SignupPrefill, SignupValues } from './signup.ts';
export { markNewsletterNoThanks, markNewsletterSubscriber, newsletterState } from './newsletter.ts';
export { decorateLink, newId, pageTypeOf, resetTracking, startTracking } from './tracker.ts';
export type { StartTrackingOptions, TrackingSettings } from './tracker.ts';

/**
 * Records the attribution of the window's current page in cookies, once per URL. The first page
 * uses `document.referrer`; a client-side navigation has the previous page as its referrer
 * (internal, so it never replaces the last touch).
 */
export async function trackVisit(
  win: Window,
  settings: TrackingSettings,
  jar?: CookieJar,
): Promise<Visit> {
  const href = win.location.href;
  const classify = needsClassifier(win, href, settings) ? await loadClassifier() : referralOf;
  return recordPageView(win, settings, classify, href, jar);
}

/** The hidden GA_* values and prefill of a sign-up page (docs/product.md §4.4). */
export async function signupForm(
  win: Window,
  settings: TrackingSettings,
): Promise<{ fields: SignupValues; prefill: SignupPrefill }> {
  const jar = createBrowserCookieJar(win);
  const visit = await trackVisit(win, settings, jar);
  return {
    fields: signupFieldValues(visit, win.location.href, jar),
    prefill: signupPrefill(win.location.href),
  };
}

/** Keeps the submitted sign-up tracking values in their cookie. */
export function rememberSignupValues(win: Window, values: SignupValues): void {
  rememberSignup(createBrowserCookieJar(win), values);
}
