/**
 * The Google tag's Consent Mode v2 adapter in jsdom, with a stand-in script URL (nothing is
 * fetched): defaults before the tag, the update after a choice, the tag only once allowed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setGoogleTagScript, startGoogleTag, updateGoogleTag } from './google.ts';

type Layer = { dataLayer?: IArguments[] };
const commands = () =>
  ((window as unknown as Layer).dataLayer ?? []).map((args) => Array.from(args).slice(0, 3));
const tag = () => document.getElementById('hc-gtag') as HTMLScriptElement | null;

beforeEach(() => {
  setGoogleTagScript('/stand-in/gtag.js?id=');
  delete (window as unknown as Layer).dataLayer;
  delete (window as Window & { gtag?: unknown }).gtag;
  tag()?.remove();
});
afterEach(() => {
  document.cookie = 'hs_consent=; max-age=0; path=/';
});

describe('Google Consent Mode v2', () => {
  it('given a visitor in a consent region with no choice, should deny everything and not load the tag until they accept', () => {
    document.cookie = 'hs_consent_region=r=1&c=DE; path=/';
    startGoogleTag(window, 'G-TEST1234');
    const [consent, js, config] = commands();
    expect(consent?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(consent?.[2]).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(js?.[0]).toBe('js');
    expect(config).toEqual(['config', 'G-TEST1234']);
    expect(tag()).toBeNull();

    updateGoogleTag(window, { analytics: true, marketing: false });
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    expect(tag()?.getAttribute('src')).toBe('/stand-in/gtag.js?id=G-TEST1234');
  });

  it('given a visitor outside the regions, should grant by default and load the tag', () => {
    document.cookie = 'hs_consent_region=r=0&c=US; path=/';
    startGoogleTag(window, 'G-TEST1234');
    expect(commands()[0]?.[2]).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'granted',
    });
    expect(tag()).not.toBeNull();
  });

  it('given a rejection, should send a denying update and load nothing', () => {
    document.cookie = 'hs_consent_region=r=1&c=DE; path=/';
    startGoogleTag(window, 'G-TEST1234');
    updateGoogleTag(window, { analytics: false, marketing: false });
    expect(commands().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(tag()).toBeNull();
  });
});
