/**
 * The reading side of consent.ts (see there): the Do Not Sell / Global Privacy Control checks.
 */
import { COOKIE, createBrowserCookieJar, readValue } from './cookies.ts';
import { createBrowserStorage, STORAGE_KEY } from './storage.ts';

type ConsentWindow = Pick<Window, 'navigator'> & Partial<Window>;

/** `navigator.globalPrivacyControl === true` (https://privacycg.github.io/gpc-spec/). */
export function hasGlobalPrivacyControl(win: ConsentWindow): boolean {
  return (
    (win.navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
  );
}

/** True when the visitor sends GPC or chose Do Not Sell (cookie or local storage). */
export function hasOptedOut(win: ConsentWindow): boolean {
  if (hasGlobalPrivacyControl(win)) return true;
  if (!win.document || !win.location) return false;
  const w = win as Window;
  if (readValue(createBrowserCookieJar(w), COOKIE.doNotSell) === '1') return true;
  return createBrowserStorage(w).get(STORAGE_KEY.doNotSell) === '1';
}

/**
 * Records a Do Not Sell choice: a first-party cookie on the main domain (so the secure and
 * app hosts see it) and a local-storage copy in case cookies are blocked.
 */
