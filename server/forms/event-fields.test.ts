import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanAnonymousId,
  cleanEventPath,
  MAX_EVENT_PATH,
  MAX_EVENT_TITLE,
  minimalEvent,
  userAgentFamily,
} from './event-fields.ts';
import { createEventsApp, createEventStore, openDatabase } from './events.ts';

const UUID = '0b9a3c64-4a8e-4a4e-9d1e-5b7e2f0c1d2e';

describe('cleanEventPath', () => {
  it.each([
    ['/pricing/', '/pricing/'],
    [
      '/pricing/?utm_source=news&email=ann%40acme.example&token=abc&gclid=1#top',
      '/pricing/?utm_source=news&gclid=1',
    ],
    ['/members/login/?password=hunter2&reg=a@b.example&page=2', '/members/login/?page=2'],
    ['/a b/é', '/a%20b/%C3%A9'],
    ['//evil.example/x', '/'],
    ['https://evil.example/x?utm_source=a', '/'],
    ['javascript:alert(1)', '/'],
    ['pricing', '/'],
    ['', '/'],
  ])('given %j, should store %j', (path, stored) => {
    expect(cleanEventPath(path)).toBe(stored);
  });

  it('given any text, should give a site path without a disallowed parameter, within the limit', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc
            .tuple(fc.constantFrom('😀', 'é', 'a', '%', '%2', ' ', '#', '\uD83D'), fc.nat(1200))
            .map(([text, n]) => `/x/?utm_term=${text.repeat(n)}&secret=${text}`),
        ),
        (path) => {
          const stored = cleanEventPath(path);
          expect(stored.startsWith('/')).toBe(true);
          expect(stored.length).toBeLessThanOrEqual(MAX_EVENT_PATH);
          expect(new URL(stored, 'http://x.invalid').searchParams.has('secret')).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
    // Generating the inputs costs more than cleaning them; a loaded two-core machine needs time.
  }, 20_000);

  it('given a long query of any characters, should cut it where it still decodes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(80), (text, n) => {
        const stored = cleanEventPath(`/x/?utm_term=${encodeURIComponent(text).repeat(n)}`);
        expect(stored.length).toBeLessThanOrEqual(MAX_EVENT_PATH);
        expect(() => decodeURIComponent(stored)).not.toThrow();
      }),
      { numRuns: 50 },
    );
  }, 20_000);
});

describe('cleanAnonymousId', () => {
  it.each([
    [UUID, UUID],
    [UUID.toUpperCase(), UUID],
    ['0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
    ['ann@acme.example', ''],
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', ''],
    [`${UUID}x`, ''],
    ['', ''],
  ])('given %j, should store %j', (id, stored) => {
    expect(cleanAnonymousId(id)).toBe(stored);
  });
});

describe('userAgentFamily', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome desktop',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome mobile',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome mobile',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari desktop',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari mobile',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'other desktop',
    ],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'bot'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'bot',
    ],
    ['curl/8.5.0', 'bot'],
    ['', 'bot'],
    ['ann@acme.example token=abc', 'other desktop'],
  ])('given %j, should store %j', (userAgent, family) => {
    expect(userAgentFamily(userAgent)).toBe(family);
  });
});

describe('minimalEvent', () => {
  it('given a page view with a title and variation, should bound them and keep the rest', () => {
    const { event, userAgent } = minimalEvent(
      {
        type: 'track',
        anonymousId: 'not-an-id',
        properties: {
          path: '/?email=a@b.example',
          title: `T\u0000${'t'.repeat(500)}`,
          variation: 'B'.repeat(500),
          url: 'http://localhost/',
        },
      },
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    expect(event).toEqual({
      type: 'track',
      anonymousId: '',
      properties: {
        path: '/',
        title: `T${'t'.repeat(MAX_EVENT_TITLE - 1)}`,
        variation: 'B'.repeat(80),
        url: 'http://localhost/',
      },
    });
    expect(userAgent).toBe('Firefox desktop');
  });
});

describe('POST /api/events', () => {
  it('given an event carrying an email and a token, should store neither, nor the full user agent', async () => {
    const db = openDatabase(':memory:', 'events.sqlite');
    const store = createEventStore(db);
    const app = createEventsApp(store);
    const response = await app.request('/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 ann@acme.example',
      },
      body: JSON.stringify({
        type: 'identify-company',
        properties: {
          path: '/pricing/?utm_source=news&reg=ann%40acme.example&access_token=abc',
          url: 'http://localhost/pricing/?utm_source=news&reg=ann%40acme.example',
        },
        anonymousId: 'ann@acme.example',
        sentAt: '2026-11-27T12:00:00.000Z',
      }),
    });
    expect(response.status).toBe(202);
    const [row] = store.latest(1);
    expect(row).toMatchObject({ path: '/pricing/?utm_source=news', anonymous_id: '' });
    expect(JSON.parse(row?.properties ?? '{}')).toEqual({
      path: '/pricing/?utm_source=news',
      url: 'http://localhost/pricing/?utm_source=news',
    });
    expect(JSON.stringify(row)).not.toMatch(/acme|access_token/);
    expect(db.prepare('SELECT user_agent FROM events').all()).toEqual([
      { user_agent: 'Safari mobile' },
    ]);
  });
});
