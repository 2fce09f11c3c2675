import { describe, expect, it } from 'vitest';
import { attributeVisit } from './attribution.ts';
import { COOKIE, createMemoryCookieJar } from './cookies.ts';
import { buildInspectorModel, decisionText, type InspectorInput } from './inspector-model.ts';
import { readAttribution, recordVisit } from './store.ts';

const PAGE = 'https://www.harbor.example/pricing/';
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

function inputFor(jarValues: Record<string, string>, overrides: Partial<InspectorInput> = {}) {
  const jar = createMemoryCookieJar(jarValues);
  const visit = attributeVisit({ url: PAGE, referrer: 'https://www.google.com/search?q=desk' });
  const decisions = recordVisit(visit, jar, { newVisitorId: () => 'visitor-1' });
  const input: InspectorInput = {
    pageUrl: PAGE,
    referrer: 'https://www.google.com/search?q=desk',
    visit,
    decisions,
    stored: readAttribution(jar),
    cookies: [COOKIE.firstTouch, COOKIE.lastTouchUrl, COOKIE.gspk].map((name) => ({
      name,
      read: jar.read(name),
    })),
    marker: null,
    site: { kind: 's', source: 'google' },
    decoration: { signup: [['utm_source', 'google']], crossDomain: [] },
    signupExample: { before: 'https://www.harbor.example/members/register/', after: 'x' },
    consent: { globalPrivacyControl: false, optedOut: false },
    now: NOW,
    ...overrides,
  };
  return input;
}

describe('buildInspectorModel', () => {
  it('given a search visit, should show its classification and the first touch it stored', () => {
    const model = buildInspectorModel(inputFor({}));
    expect(model.classification).toContainEqual(['Source / medium', 'google / organic']);
    expect(model.classification).toContainEqual(['Search term', 'desk']);
    expect(model.classification).toContainEqual(['Referrer list', 'google: search engine']);
    expect(model.firstTouch).toContainEqual(['URL', PAGE]);
  });

  it('given cookies written by this page view, should give their expiry two years on, and Chromium’s cap', () => {
    const row = buildInspectorModel(inputFor({})).cookies.find((c) => c.name === COOKIE.firstTouch);
    expect(row?.lifetime).toBe(
      'written by script on this page: expires 2028-11-22 12:00 UTC (Chromium: 2027-12-28 12:00 UTC); Safari keeps script-written cookies 7 days',
    );
  });

  it('given a first touch set by the server, should date it from the server marker', () => {
    const model = buildInspectorModel(
      inputFor(
        { hs_first_touch: 'news%7Cemail%7C%7C%7C' },
        { marker: { at: NOW / 1000, first: NOW / 1000 - 86_400 } },
      ),
    );
    expect(model.cookies.find((c) => c.name === COOKIE.firstTouch)?.lifetime).toMatch(
      /^set by the server on 2026-11-22 12:00 UTC: expires 2028-11-21 12:00 UTC/,
    );
  });

  it('given a cookie set earlier by script, should say its expiry cannot be read', () => {
    const model = buildInspectorModel(inputFor({ hs_first_touch: 'news%7Cemail%7C%7C%7C' }));
    expect(model.cookies.find((c) => c.name === COOKIE.firstTouch)?.lifetime).toMatch(
      /cannot be read by script/,
    );
    expect(model.cookies.find((c) => c.name === COOKIE.gspk)).toEqual({
      name: COOKIE.gspk,
      value: '(not set)',
      lifetime: '—',
    });
  });

  it('given an opted-out visitor, should say what consent suppresses and what it keeps', () => {
    const model = buildInspectorModel(
      inputFor({}, { consent: { globalPrivacyControl: true, optedOut: true } }),
    );
    expect(model.consent).toEqual([
      'Global Privacy Control is on in this browser.',
      'Suppressed: analytics ids on cross-domain links and company identification.',
      'Kept: first-party attribution cookies and the Viewed Page event (they credit only our own sign-ups).',
    ]);
  });

  it('given a very long value, should cut it for display', () => {
    const model = buildInspectorModel(
      inputFor({}, { referrer: `https://a.example/${'x'.repeat(1000)}` }),
    );
    const referrer = model.classification.find(([label]) => label === 'Referrer')?.[1] ?? '';
    expect(referrer).toHaveLength(301);
    expect(referrer.endsWith('…')).toBe(true);
  });
});

describe('decisionText', () => {
  it('given each decision of a first visit from a search engine, should word it as the log shows it', () => {
    const visit = attributeVisit({
      url: 'https://www.harbor.example/pricing/',
      referrer: 'https://www.google.com/',
    });
    const decisions = recordVisit(visit, createMemoryCookieJar(), { newVisitorId: () => 'id-1' });
    expect(decisions.map((decision) => decisionText(decision, visit.origin))).toEqual([
      'no first touch yet',
      'no first-touch URL yet',
      'search visit',
      'every tracked page',
      'no visitor id yet',
    ]);
  });

  it('given a returning visit, should say what was already set, unreadable or passed along', () => {
    const jar = createMemoryCookieJar({
      [COOKIE.firstTouch]: '%E0%A4%A',
      [COOKIE.firstTouchUrl]: 'https://www.harbor.example/',
      [COOKIE.visitorId]: 'id-0',
    });
    const visit = attributeVisit({
      url: 'https://www.harbor.example/?referrer=partner-7',
      referrer: '',
    });
    const text = recordVisit(visit, jar, { newVisitorId: () => 'id-1' }).map(
      (decision) => `${decision.cookie}: ${decisionText(decision, visit.origin)}`,
    );
    expect(text).toContain(`${COOKIE.firstTouch}: first touch present but unreadable`);
    expect(text).toContain(`${COOKIE.firstTouchUrl}: first-touch URL already set`);
    expect(text).toContain(`${COOKIE.referrerId}: passed in the URL`);
    expect(text).toContain(`${COOKIE.visitorId}: visitor id already set`);
  });
});
