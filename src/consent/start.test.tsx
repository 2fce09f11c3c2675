/**
 * The every-page consent hook (start.ts) in jsdom: it loads the banner's chunk only where consent
 * is required and no choice is made, opens the preferences from the footer's "Cookie settings"
 * link, starts Consent Mode only with a tag configured, and answers whether marketing is allowed.
 * Before hydration, the client asks for the banner's chunk ahead only where it will be shown.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { open } from './banner.ts';
import { startGoogleTag } from './google.ts';
import { prefetchBanner, startConsent } from './start.ts';

vi.mock('./banner.ts', () => ({ open: vi.fn() }));
vi.mock('./google.ts', () => ({ startGoogleTag: vi.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const CHOICE = 'hs_consent=v=2026-11&a=1&m=0&id=0123456789abcdef&t=1790000000';

function setCookies(...cookies: string[]) {
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
}

const clearConsentCookies = () => {
  for (const name of ['hs_consent', 'hs_consent_region'])
    document.cookie = `${name}=; max-age=0; path=/`;
};

let controller: AbortController;
beforeEach(() => {
  // The setup's US region cookie aside: each test sets its own.
  clearConsentCookies();
  controller = new AbortController();
  // The hook listens on the document for the life of the page: each test gets a fresh one.
  const add = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, opts) =>
    add(type, listener, { ...(typeof opts === 'object' ? opts : {}), signal: controller.signal }),
  );
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
  vi.mocked(open).mockClear();
  vi.mocked(startGoogleTag).mockClear();
  clearConsentCookies();
  document.body.replaceChildren();
});

describe('startConsent', () => {
  it('given a visitor in a consent region with no choice, should show the banner and refuse marketing', async () => {
    setCookies('hs_consent_region=r=1&c=DE');
    expect(startConsent(window)).toBe(false);
    await settle();
    expect(open).toHaveBeenCalledWith(window, {}, undefined);
    expect(startGoogleTag).not.toHaveBeenCalled();
  });

  it('given no region cookie (a static host), should ask too', async () => {
    expect(startConsent(window)).toBe(false);
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('given a visitor outside the regions, should load no banner and allow marketing', async () => {
    setCookies('hs_consent_region=r=0&c=US');
    expect(startConsent(window)).toBe(true);
    await settle();
    expect(open).not.toHaveBeenCalled();
  });

  it('given a choice under this policy, should load no banner and follow it', async () => {
    setCookies('hs_consent_region=r=1&c=DE', CHOICE);
    expect(startConsent(window, { consent: { googleTagId: 'G-TEST1234' } })).toBe(false);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(startGoogleTag).toHaveBeenCalledWith(window, 'G-TEST1234');
  });

  it('given a click on the footer’s Cookie settings, should open the preferences instead of following it', async () => {
    setCookies('hs_consent_region=r=0&c=US');
    startConsent(window);
    document.body.innerHTML =
      '<main><a href="/company/legal/privacy/#cookies-and-storage">Cookie details</a></main>' +
      '<footer><p><a href="/company/legal/privacy/#cookies-and-storage">Cookie settings</a></p></footer>';
    const [details, settings] = document.querySelectorAll('a');
    const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });
    const onDetails = click();
    details?.dispatchEvent(onDetails);
    expect(onDetails.defaultPrevented).toBe(false);
    const onSettings = click();
    settings?.dispatchEvent(onSettings);
    expect(onSettings.defaultPrevented).toBe(true);
    await settle();
    expect(open).toHaveBeenCalledExactlyOnceWith(window, {}, true);
  });
});

describe('prefetchBanner', () => {
  it('given a visitor who will be asked, should ask for the banner’s chunk', () => {
    setCookies('hs_consent_region=r=1&c=DE');
    const load = vi.fn(() => Promise.resolve());
    prefetchBanner(document, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a visitor outside the regions or with a choice made, should ask for nothing', () => {
    const load = vi.fn(() => Promise.resolve());
    setCookies('hs_consent_region=r=0&c=US');
    prefetchBanner(document, load);
    setCookies('hs_consent_region=r=1&c=DE', CHOICE);
    prefetchBanner(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('given a chunk that fails to load, should leave the failure to startConsent, unreported', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchBanner(document, () => Promise.reject(new Error('offline')));
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
