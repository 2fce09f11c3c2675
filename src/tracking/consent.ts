/**
 * Consent (docs/product.md §4.7): the Global Privacy Control signal or a recorded Do Not Sell
 * choice suppresses the sale/share-type behaviour (analytics ids on cross-domain links, company
 * identification). First-party attribution cookies stay: they only credit the site's own sign-ups
 * and are not shared with third parties.
 *
 * `hasOptedOut` and `recordOptOut` are called by the footer's Do Not Sell link too: keep the
 * names and signatures stable.
 *
 * The reading side is in optout.ts, part of the page-view code (tracker.ts), which checks it on
 * every page; the writing side, which only the Do Not Sell link needs, is here, so every page
 * does not carry it. Both use the cookie and storage adapters of the page view's chunk.
 */
import { ATTRIBUTION_COOKIE_MS, COOKIE, createBrowserCookieJar } from './cookies.ts';
import { createBrowserStorage, STORAGE_KEY } from './storage.ts';

export { hasGlobalPrivacyControl, hasOptedOut } from './tracker.ts';

/** Records the visitor's Do Not Sell choice, in a cookie and in local storage. */
export function recordOptOut(win: Window): void {
  createBrowserCookieJar(win).write(COOKIE.doNotSell, '1', { maxAgeMs: ATTRIBUTION_COOKIE_MS });
  createBrowserStorage(win).set(STORAGE_KEY.doNotSell, '1');
}
