/**
 * The banner's chunk writes what the page view held in memory (src/tracking/cookies.ts,
 * storage.ts) when the visitor accepts, and forgets it when they refuse; Consent Mode gets the
 * update when a tag is configured. jsdom, with the proof record's post stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, createBrowserCookieJar, heldCookies } from '../tracking/cookies.ts';
import { createBrowserStorage, heldStorage, STORAGE_KEY } from '../tracking/storage.ts';
import { choose } from './banner.ts';
import { updateGoogleTag } from './google.ts';

vi.mock('./google.ts', () => ({ updateGoogleTag: vi.fn() }));

const YEAR = 365 * 24 * 3600 * 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cookieNames = () => document.cookie.split('; ').map((part) => part.split('=')[0]);

function clearCookies() {
  for (const name of cookieNames()) if (name) document.cookie = `${name}=; max-age=0; path=/`;
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  document.cookie = 'hs_consent_region=r=1&c=DE; path=/';
  vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(updateGoogleTag).mockClear();
  heldCookies.clear();
  heldStorage.clear();
});

function holdLandingVisit() {
  createBrowserCookieJar(window).write(COOKIE.firstTouch, 'source=google', { maxAgeMs: YEAR });
  createBrowserCookieJar(window).write(COOKIE.visitorId, 'visitor-1', { maxAgeMs: YEAR });
  createBrowserStorage(window).set(STORAGE_KEY.newsletterNoThanks, '1');
}

describe('choose', () => {
  it('given writes held before a choice, should keep them out of the browser and read them back', () => {
    holdLandingVisit();
    expect(cookieNames()).not.toContain(COOKIE.firstTouch);
    expect(localStorage.getItem(STORAGE_KEY.newsletterNoThanks)).toBeNull();
    expect(createBrowserCookieJar(window).read(COOKIE.firstTouch)).toEqual({
      state: 'present',
      value: 'source=google',
    });
  });

  it('given Accept all, should write what the page view held and send the Consent Mode update', async () => {
    holdLandingVisit();
    choose(
      window,
      { analytics: true, marketing: true },
      { consent: { googleTagId: 'G-TEST1234' } },
    );
    expect(cookieNames()).toEqual(
      expect.arrayContaining(['hs_consent', COOKIE.firstTouch, COOKIE.visitorId]),
    );
    expect(localStorage.getItem(STORAGE_KEY.newsletterNoThanks)).toBe('1');
    expect(heldCookies.size + heldStorage.size).toBe(0);
    await settle();
    expect(updateGoogleTag).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ analytics: true, marketing: true }),
    );
  });

  it('given the services on another origin (a static host), should post the proof record there, with no personal data', () => {
    choose(
      window,
      { analytics: false, marketing: false },
      { services: { events: 'https://services.example' } },
    );
    const [url, init] = vi.mocked(window.fetch).mock.calls[0]!;
    expect(url).toBe('https://services.example/api/consent');
    expect(Object.keys(JSON.parse(String(init?.body)))).toEqual([
      'id',
      'version',
      'analytics',
      'marketing',
    ]);
  });

  it("given the services on the site's own origin, should post the proof record there", () => {
    choose(window, { analytics: true, marketing: false });
    expect(vi.mocked(window.fetch).mock.calls[0]![0]).toBe('/api/consent');
  });

  it('given analytics only, should write the analytics id and forget the marketing writes', () => {
    holdLandingVisit();
    choose(window, { analytics: true, marketing: false });
    expect(cookieNames()).toContain(COOKIE.visitorId);
    expect(cookieNames()).not.toContain(COOKIE.firstTouch);
    expect(localStorage.getItem(STORAGE_KEY.newsletterNoThanks)).toBeNull();
    expect(createBrowserCookieJar(window).read(COOKIE.firstTouch).state).toBe('absent');
  });

  it('given Reject all and no tag configured, should write nothing of ours and send no update', async () => {
    holdLandingVisit();
    choose(window, { analytics: false, marketing: false });
    expect(cookieNames().filter((name) => name !== 'hs_consent_region')).toEqual(['hs_consent']);
    expect(localStorage.length).toBe(0);
    await settle();
    expect(updateGoogleTag).not.toHaveBeenCalled();
  });
});
