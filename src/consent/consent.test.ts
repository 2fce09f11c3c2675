import * as fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cookieTableRows, PRIVACY_PAGE } from '../../scripts/content/cookie-table.ts';
import { COOKIE } from '../tracking/cookies.ts';
import { withAttributionCookies } from '../tracking/server-cookies.ts';
import { STORAGE_KEY } from '../tracking/storage.ts';
import { STORAGE_KEY as BUILDER_KEY } from '../pages/interview-builder/state.ts';
import { serializeChoice } from './banner.ts';
import {
  allows,
  categoryOf,
  consentFrom,
  needsChoice,
  parseChoice,
  POLICY_VERSION,
  type Choice,
} from './categories.ts';
import { googleSignals } from './google.ts';
import {
  consentConfigFromEnv,
  consentRequired,
  countryOf,
  DEFAULT_CONSENT_CONFIG,
} from './regions.ts';
import { REGISTRY, registryTable } from './registry.ts';
import { granted, needsBanner } from './gate.ts';

const choice = (over: Partial<Choice> = {}): Choice => ({
  version: POLICY_VERSION,
  analytics: false,
  marketing: false,
  id: '0123456789abcdef',
  at: 1_790_000_000,
  ...over,
});

describe('consent state', () => {
  it('given no region cookie (a static host), should require consent', () => {
    expect(consentFrom('')).toEqual({ required: true, choice: null, country: '' });
    expect(allows('', 'marketing')).toBe(false);
    expect(allows('', 'necessary')).toBe(true);
  });

  it('given the region cookie of a visitor outside the regions, should allow everything', () => {
    const cookies = 'a=1; hs_consent_region=r=0&c=US';
    expect(consentFrom(cookies)).toMatchObject({ required: false, country: 'US' });
    expect(allows(cookies, 'analytics')).toBe(true);
  });

  it('given a choice, should follow it wherever the visitor is', () => {
    const cookies = `hs_consent_region=r=0&c=US; hs_consent=${serializeChoice(choice({ analytics: true }))}`;
    expect(allows(cookies, 'analytics')).toBe(true);
    expect(allows(cookies, 'marketing')).toBe(false);
  });

  it('given a choice under another policy version or malformed, should ask again', () => {
    expect(parseChoice(serializeChoice(choice({ version: '2020-01' })))).toBeNull();
    expect(parseChoice('v=2026-11&a=yes&m=0&id=0123456789&t=1')).toBeNull();
    expect(needsChoice(consentFrom(`hs_consent=${serializeChoice(choice())}`))).toBe(false);
    expect(needsChoice(consentFrom('hs_consent=v=2020-01&a=1&m=1&id=0123456789&t=1'))).toBe(true);
  });

  it('given any cookie string, the every-page check (gate.ts) should agree with categories.ts', () => {
    const region = fc.constantFrom('', 'hs_consent_region=r=0&c=US', 'hs_consent_region=r=1&c=DE');
    const consent = fc.oneof(
      fc.constant(''),
      fc
        .record({
          version: fc.constantFrom(POLICY_VERSION, '2020-01'),
          analytics: fc.boolean(),
          marketing: fc.boolean(),
          id: fc.constantFrom('0123456789abcdef', 'short', 'a-b-c-d-e-f-g-h'),
          at: fc.integer({ min: 0, max: 2 ** 40 }),
        })
        .map((value) => `hs_consent=${serializeChoice(value)}`),
      fc.string().map((value) => `hs_consent=${value}`),
    );
    fc.assert(
      fc.property(region, consent, fc.constantFrom('', 'x=1'), (r, c, other) => {
        const cookies = [other, r, c].filter(Boolean).join('; ');
        expect(needsBanner(cookies)).toBe(needsChoice(consentFrom(cookies)));
        for (const category of ['necessary', 'analytics', 'marketing'] as const)
          expect(granted(cookies, category)).toBe(allows(cookies, category));
      }),
    );
  });
});

describe('consent regions', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it('given the CDNs’ country headers, should read the first known country', () => {
    const config = DEFAULT_CONSENT_CONFIG;
    expect(countryOf(headers({ 'cf-ipcountry': 'de' }), config)).toBe('DE');
    expect(countryOf(headers({ 'cloudfront-viewer-country': 'FR' }), config)).toBe('FR');
    expect(countryOf(headers({ 'x-vercel-ip-country': 'US' }), config)).toBe('US');
    expect(countryOf(headers({ 'cf-ipcountry': 'XX' }), config)).toBe('');
    expect(countryOf(headers({ 'cf-ipcountry': 'T1' }), config)).toBe('');
    const nginx = consentConfigFromEnv({ CONSENT_COUNTRY_HEADER: 'X-Country-Code' });
    expect(countryOf(headers({ 'x-country-code': 'CH', 'cf-ipcountry': 'US' }), nginx)).toBe('CH');
  });

  it('given the mode, should require consent in the regions, everywhere or nowhere', () => {
    const auto = DEFAULT_CONSENT_CONFIG;
    for (const code of ['DE', 'FR', 'NO', 'IS', 'LI', 'GB', 'CH'])
      expect(consentRequired(code, auto)).toBe(true);
    expect(consentRequired('US', auto)).toBe(false);
    expect(consentRequired('', auto)).toBe(true);
    expect(consentRequired('US', consentConfigFromEnv({ CONSENT_MODE: 'everywhere' }))).toBe(true);
    expect(consentRequired('DE', consentConfigFromEnv({ CONSENT_MODE: 'off' }))).toBe(false);
    const custom = consentConfigFromEnv({ CONSENT_REGIONS: 'br, us' });
    expect(consentRequired('US', custom)).toBe(true);
    expect(consentRequired('DE', custom)).toBe(false);
  });

  it('given a bad setting, should name it', () => {
    expect(() => consentConfigFromEnv({ CONSENT_MODE: 'sometimes' })).toThrow(/CONSENT_MODE/);
    expect(() => consentConfigFromEnv({ CONSENT_REGIONS: 'DE,Germany' })).toThrow(/"GERMANY"/);
    expect(() => consentConfigFromEnv({ CONSENT_COUNTRY_HEADER: 'x country' })).toThrow(
      /CONSENT_COUNTRY_HEADER/,
    );
  });
});

describe('the server’s consent gate', () => {
  const html = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
  const request = (country: string | null, cookie = '') =>
    new Request('https://www.harbor.example/pricing/?utm_source=news&utm_medium=email', {
      headers: {
        ...(country ? { 'cf-ipcountry': country } : {}),
        ...(cookie ? { cookie } : {}),
        referer: 'https://www.google.de/',
      },
    });
  const names = (response: Response) =>
    response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf('=')));
  const options = { consent: DEFAULT_CONSENT_CONFIG };

  it('given a visitor in Germany with no choice, should set only the region cookie', () => {
    const response = withAttributionCookies(request('DE'), html(), options);
    expect(response.headers.getSetCookie()).toEqual([
      'hs_consent_region=r=1&c=DE; Path=/; SameSite=Lax; Secure',
    ]);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
  });

  it('given a visitor in the US, should set the region cookie and the attribution cookies', () => {
    const set = names(withAttributionCookies(request('US'), html(), options));
    expect(set[0]).toBe('hs_consent_region');
    expect(set).toEqual(
      expect.arrayContaining(['hs_first_touch', 'hs_last_touch', 'ajs_anonymous_id']),
    );
  });

  it('given an unknown country, should treat consent as required', () => {
    expect(names(withAttributionCookies(request(null), html(), options))).toEqual([
      'hs_consent_region',
    ]);
  });

  it('given a German visitor who allowed analytics only, should set no marketing cookie', () => {
    const cookie = `hs_consent_region=r=1&c=DE; hs_consent=${serializeChoice(choice({ analytics: true }))}`;
    const set = names(withAttributionCookies(request('DE', cookie), html(), options));
    expect(set).toEqual(['ajs_anonymous_id']);
  });

  it('given a US visitor who rejected all, should set nothing', () => {
    const cookie = `hs_consent_region=r=0&c=US; hs_consent=${serializeChoice(choice())}`;
    const response = html();
    expect(withAttributionCookies(request('US', cookie), response, options)).toBe(response);
  });
});

describe('the cookie registry', () => {
  it('should list every cookie and storage key the code names, with the category the adapters gate on', () => {
    const listed = new Set(REGISTRY.map((entry) => entry.name));
    const written = [
      ...Object.values(COOKIE),
      ...Object.values(STORAGE_KEY),
      BUILDER_KEY,
      'hs_consent',
      'hs_consent_region',
      'hs_domain_probe',
    ];
    expect(written.filter((name) => !listed.has(name))).toEqual([]);
    for (const entry of REGISTRY)
      expect([entry.name, categoryOf(entry.name)]).toEqual([entry.name, entry.category]);
  });

  it('should be the table of the privacy policy (node scripts/content/cookie-table.ts writes it)', () => {
    expect(cookieTableRows(readFileSync(PRIVACY_PAGE, 'utf8'))).toEqual(
      cookieTableRows(registryTable()),
    );
    expect(cookieTableRows(registryTable())).toHaveLength(REGISTRY.length + 1);
  });
});

describe('Google Consent Mode v2 signals', () => {
  it('should grant the ad signals only with marketing and without an opt-out', () => {
    expect(googleSignals({ analytics: true, marketing: false }, false)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(googleSignals({ analytics: false, marketing: true }, false).ad_storage).toBe('granted');
    expect(googleSignals({ analytics: true, marketing: true }, true).ad_user_data).toBe('denied');
  });
});
