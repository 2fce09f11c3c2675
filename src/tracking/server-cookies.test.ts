import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeVisit } from './attribution.ts';
import { createMemoryCookieJar } from './cookies.ts';
import {
  attributeDocument,
  cookieDomainFor,
  isDocumentRequest,
  parseCookieHeader,
  parseHostList,
  PRIVATE_REVALIDATE,
  withAttributionCookies,
} from './server-cookies.ts';
import { MAX_COOKIE_BYTES, readAttribution, recordVisit } from './store.ts';

const HOSTS = {
  marketing: 'www.harbor.example',
  secure: 'secure.harbor.example',
  app: 'app.harbor.example',
};
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const base = { hosts: HOSTS, now: NOW, newVisitorId: () => 'visitor-1' };

// RFC 6265 cookie-octets: no space, quote, comma, semicolon, backslash or control character.
const COOKIE_OCTETS = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

/** `name → { value (raw), attributes }` of a response's Set-Cookie headers. */
function parseSetCookies(headers: readonly string[]) {
  return new Map(
    headers.map((header) => {
      const [pair = '', ...attributes] = header.split('; ');
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), { value: pair.slice(eq + 1), attributes }];
    }),
  );
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieHeaderOf = (headers: readonly string[]) =>
  headers.map((header) => header.split(';')[0]).join('; ');

describe('isDocumentRequest', () => {
  it.each([
    ['GET', '/', null],
    ['GET', '/pricing/', null],
    ['GET', '/blog/some-post/', 'document'],
    ['GET', '/legacy.html', null],
  ])(
    'given %s %s (Sec-Fetch-Dest %s), should count it as a page',
    (method, pathname, fetchDest) => {
      expect(isDocumentRequest({ method, pathname, fetchDest })).toBe(true);
    },
  );

  it.each([
    ['POST', '/', null],
    ['HEAD', '/', null],
    ['GET', '/assets/client-1.js', null],
    ['GET', '/page-data/index/page-data.json', null],
    ['GET', '/slice-data/header.json', null],
    ['GET', '/_img/post.png', null],
    ['GET', '/api/events', null],
    ['GET', '/robots.txt', null],
    ['GET', '/', 'script'],
    ['GET', '/', 'iframe'],
  ])('given %s %s (Sec-Fetch-Dest %s), should not', (method, pathname, fetchDest) => {
    expect(isDocumentRequest({ method, pathname, fetchDest })).toBe(false);
  });
});

describe('attributeDocument', () => {
  it('given a search-engine referrer, should set every attribution cookie for two years with the browser attributes', () => {
    const result = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/pricing/',
      referer: 'https://www.google.com/search?q=help+desk',
      cookie: null,
    });
    const cookies = parseSetCookies(result?.setCookies ?? []);
    expect([...cookies.keys()].sort()).toEqual([
      'ajs_anonymous_id',
      'hs_attr_server',
      'hs_first_touch',
      'hs_first_touch_url',
      'hs_last_touch',
      'hs_last_touch_url',
    ]);
    for (const { attributes } of cookies.values()) {
      expect(attributes).toEqual([
        'Max-Age=63072000',
        `Expires=${new Date(NOW + 63_072_000_000).toUTCString()}`,
        'Path=/',
        'Domain=harbor.example',
        'SameSite=Lax',
        'Secure',
      ]);
    }
    expect(cookies.get('hs_attr_server')?.value).toBe(`at=${NOW / 1000}&first=${NOW / 1000}`);
  });

  it('given the cookies it set, should be read back exactly as the browser code reads them', () => {
    const url =
      'https://www.harbor.example/pricing/?utm_source=news&utm_medium=email&utm_term=a%7Cb%25c';
    const result = attributeDocument({ ...base, url, referer: null, cookie: null });
    // The browser's own jar (js-cookie's codec) over the same raw values.
    const raw = Object.fromEntries(
      [...parseSetCookies(result?.setCookies ?? [])].map(([name, { value }]) => [name, value]),
    );
    const fromServer = readAttribution(createMemoryCookieJar(raw));
    const browserJar = createMemoryCookieJar();
    recordVisit(attributeVisit({ url, referrer: '' }), browserJar, {
      newVisitorId: () => 'visitor-1',
    });
    expect(fromServer).toEqual(readAttribution(browserJar));
    const browserRaw = Object.fromEntries(browserJar.raw);
    const serverRaw = Object.fromEntries(Object.keys(browserRaw).map((name) => [name, raw[name]]));
    expect(serverRaw).toEqual(browserRaw);
  });

  it('given a returning visit, should never overwrite the first touch but update the last touch', () => {
    const first = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/?utm_source=launch&utm_medium=social',
      referer: null,
      cookie: null,
    });
    const second = attributeDocument({
      ...base,
      now: NOW + 86_400_000,
      url: 'https://www.harbor.example/pricing/',
      referer: 'https://www.bing.com/search?q=inbox',
      cookie: cookieHeaderOf(first?.setCookies ?? []),
    });
    const cookies = parseSetCookies(second?.setCookies ?? []);
    expect(cookies.has('hs_first_touch')).toBe(false);
    expect(cookies.has('hs_first_touch_url')).toBe(false);
    expect(cookies.has('ajs_anonymous_id')).toBe(false);
    expect(decodeURIComponent(cookies.get('hs_last_touch')?.value ?? '')).toContain('source=bing');
    // The marker keeps the time the first touch was set.
    expect(decodeURIComponent(cookies.get('hs_attr_server')?.value ?? '')).toBe(
      `at=${NOW / 1000 + 86_400}&first=${NOW / 1000}`,
    );
  });

  it('given a first touch that cannot be decoded, should keep it', () => {
    const result = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/',
      referer: 'https://www.google.com/',
      cookie: 'hs_first_touch=%E0%A4%A',
    });
    expect(parseSetCookies(result?.setCookies ?? []).has('hs_first_touch')).toBe(false);
  });

  it('given a referrer from one of the site hosts, should not replace the last touch', () => {
    const result = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/',
      referer: 'https://app.harbor.example/inbox',
      cookie: 'hs_last_touch=source%3Dnews%26medium%3Demail',
    });
    expect(parseSetCookies(result?.setCookies ?? []).has('hs_last_touch')).toBe(false);
  });

  it('given localhost over http, should set host-only cookies without Secure', () => {
    const result = attributeDocument({
      ...base,
      url: 'http://localhost:4173/',
      referer: null,
      cookie: null,
    });
    for (const header of result?.setCookies ?? []) {
      expect(header).not.toMatch(/Domain=|Secure/);
    }
  });

  it('given an unparseable URL, should give nothing instead of throwing', () => {
    expect(
      attributeDocument({ ...base, url: 'not a url', referer: null, cookie: null }),
    ).toBeNull();
  });

  it.each([
    ['a Referer with cookie syntax', 'https://evil.example/a;b=c,d e?x=1%0D%0ASet-Cookie:%20pwn=1'],
    ['a Referer with markup', 'https://evil.example/<script>alert(1)</script>"\'`'],
    ['an oversize Referer', `https://evil.example/${'x'.repeat(100_000)}`],
  ])('given %s, should keep every cookie well-formed and small', (_, referer) => {
    const result = attributeDocument({
      ...base,
      url: `https://www.harbor.example/?utm_content=${encodeURIComponent('<b>";\r\nX:1')}${'&utm_term='.concat('y'.repeat(50_000))}`,
      referer,
      cookie: null,
    });
    expect(result?.setCookies.length).toBeGreaterThan(0);
    for (const header of result?.setCookies ?? []) {
      const [pair = ''] = header.split('; ');
      const value = pair.slice(pair.indexOf('=') + 1);
      // RFC 6265 cookie-octets only: no space, quote, comma, semicolon, backslash or control.
      expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/);
      expect(header.length).toBeLessThan(4096);
    }
  });

  it('given arbitrary referrers, query strings and cookie headers, should never throw and only write cookie-octets', () => {
    const nasty = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('%', '%E0%A4%A', '%0D%0A', ';', ',', '"', '<script>', '\\'),
      fc.string({ maxLength: 5 }).map((s) => s.repeat(400)),
    );
    const name = fc.constantFrom(
      'utm_source',
      'utm_term',
      'gclid',
      'referrer',
      'hs_tvar',
      'last_touch_url',
      'x',
    );
    const query = fc
      .array(fc.tuple(name, nasty), { maxLength: 5 })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
    const referer = fc.oneof(
      nasty,
      nasty.map((path) => `https://www.google.com/search?q=${path}`),
    );
    let written = 0;
    fc.assert(
      fc.property(query, referer, nasty, (search, ref, cookie) => {
        const result = attributeDocument({
          ...base,
          url: `https://www.harbor.example/?${search}`,
          referer: ref,
          cookie,
        });
        written += result?.setCookies.length ?? 0;
        return (result?.setCookies ?? []).every((header) => {
          const [pair = ''] = header.split('; ');
          return COOKIE_OCTETS.test(pair.slice(pair.indexOf('=') + 1)) && header.length < 4096;
        });
      }),
      // Generating these inputs costs far more than attributing them (~1 ms a run).
      { numRuns: 40 },
    );
    // Every run sets at least the last-touch URL and the marker.
    expect(written).toBeGreaterThanOrEqual(80);
  }, 20_000);
});

describe('cookies an older version wrote oversize', () => {
  it('given them in the request, should rewrite them within the limits, keeping their meaning', () => {
    const emoji = encodeURIComponent('😀'.repeat(150));
    const cookie = [
      `hs_first_touch=${emoji}|email||spring|`,
      `hs_last_touch=source=${encodeURIComponent(encodeURIComponent('😀'.repeat(150)))}&medium=cpc`,
      `hs_first_touch_url=${encodeURIComponent(`https://www.harbor.example/?utm_term=${emoji}`)}`,
      `hs_mxid=${emoji}`,
      `gspk=${emoji}`,
      `hs_signup=${encodeURIComponent(`GA_Source=${emoji}&GA_Medium=cpc`)}`,
      'hs_tvar=B',
    ].join('; ');
    expect(cookie.length).toBeGreaterThan(6000);
    const result = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/',
      referer: null,
      cookie,
    });
    const set = parseSetCookies(result?.setCookies ?? []);
    expect([...set.keys()]).toEqual(
      expect.arrayContaining([
        'hs_first_touch',
        'hs_last_touch',
        'hs_first_touch_url',
        'hs_mxid',
        'gspk',
        'hs_signup',
      ]),
    );
    // Small values are left alone (the visit did not bring a new hs_tvar).
    expect(set.has('hs_tvar')).toBe(false);
    const jar = createMemoryCookieJar(
      Object.fromEntries(
        [...parseCookieHeader(cookie)].map(([name, value]) => [
          name,
          set.get(name)?.value ?? value,
        ]),
      ),
    );
    const stored = readAttribution(jar);
    expect(stored.firstTouch).toEqual({
      source: '😀'.repeat(10),
      medium: 'email',
      term: '',
      campaign: 'spring',
      content: '',
    });
    expect(stored.lastTouch).toMatchObject({ source: '😀'.repeat(6), medium: 'cpc' });
    expect(stored.firstTouchUrl).toMatch(
      /^https:\/\/www\.harbor\.example\/\?utm_term=(%F0%9F%98%80)+$/,
    );
    expect(stored.secondId).toBe('😀'.repeat(6));
    expect([...jar.raw].map(([name, value]) => `${name}=${value}`).join('; ').length).toBeLessThan(
      MAX_COOKIE_BYTES,
    );
    // Once within the limits, a cookie is not written again.
    const again = attributeDocument({
      ...base,
      url: 'https://www.harbor.example/',
      referer: null,
      cookie: [...jar.raw].map(([name, value]) => `${name}=${value}`).join('; '),
    });
    expect([...parseSetCookies(again?.setCookies ?? []).keys()]).not.toContain('hs_first_touch');
    expect([...parseSetCookies(again?.setCookies ?? []).keys()]).not.toContain('hs_mxid');
  });
});

describe('cookie helpers', () => {
  it('given a Cookie header with repeats and junk, should keep the first of each name', () => {
    expect(parseCookieHeader('a=1; b=2; a=3; junk; =x;c=')).toEqual(
      new Map([
        ['a', '1'],
        ['b', '2'],
        ['c', ''],
      ]),
    );
  });

  it.each([
    ['www.harbor.example', undefined, 'harbor.example'],
    ['www.harbor.co.uk', undefined, 'harbor.co.uk'],
    ['harbor.pages.dev', undefined, 'harbor.pages.dev'],
    ['localhost', undefined, undefined],
    ['127.0.0.1', undefined, undefined],
    ['www.harbor.example', 'Harbor.Example', 'harbor.example'],
  ])('given %s (override %s), should set cookies on %s', (host, override, domain) => {
    expect(cookieDomainFor(host, override)).toBe(domain);
  });

  it('given a host list, should name the marketing, secure and app hosts', () => {
    expect(parseHostList('www.a.example, secure.a.example,app.a.example')).toEqual({
      marketing: 'www.a.example',
      secure: 'secure.a.example',
      app: 'app.a.example',
    });
    expect(parseHostList('')).toBeUndefined();
    expect(parseHostList('bad host!,')).toBeUndefined();
  });
});

describe('withAttributionCookies', () => {
  const html = () =>
    new Response('<!doctype html><title>x</title>', {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' },
    });

  it('given a page response, should add the cookies and make it private', async () => {
    const request = new Request('https://www.harbor.example/', {
      headers: { referer: 'https://duckduckgo.com/' },
    });
    const response = withAttributionCookies(request, html(), base);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_REVALIDATE);
    expect(response.headers.getSetCookie().some((h) => h.startsWith('hs_last_touch='))).toBe(true);
    expect(await response.text()).toBe('<!doctype html><title>x</title>');
  });

  it.each([
    [
      'a script',
      new Request('https://www.harbor.example/assets/a.js'),
      new Response('x', { headers: { 'content-type': 'text/javascript' } }),
    ],
    [
      'a server error',
      new Request('https://www.harbor.example/'),
      new Response('x', { status: 500, headers: { 'content-type': 'text/html' } }),
    ],
    [
      'a JSON answer at a page path',
      new Request('https://www.harbor.example/x/'),
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
    ],
  ])('given %s, should pass the response through untouched', (_, request, response) => {
    expect(withAttributionCookies(request, response, base)).toBe(response);
  });
});
