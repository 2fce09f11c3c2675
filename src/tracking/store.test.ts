import { describe, expect, it } from 'vitest';
import { attributeVisit } from './attribution.ts';
import { COOKIE, createMemoryCookieJar } from './cookies.ts';
import {
  FIELD_BYTES,
  ID_BYTES,
  MAX_COOKIE_BYTES,
  parseFirstTouch,
  parseLastTouch,
  readAttribution,
  recordVisit,
  serializeFirstTouch,
  URL_BYTES,
} from './store.ts';

const PAGE = 'https://www.harbor.example/';
const options = { newVisitorId: () => 'visitor-1' };
const visitOf = (url: string, referrer = '') => attributeVisit({ url, referrer });

describe('recordVisit', () => {
  it('given a first campaign visit, should write first and last touch, both URLs and a visitor id', () => {
    const jar = createMemoryCookieJar();
    recordVisit(
      visitOf(`${PAGE}?utm_source=news&utm_medium=email&utm_campaign=spring`),
      jar,
      options,
    );
    const stored = readAttribution(jar);
    expect(stored.firstTouch).toEqual({
      source: 'news',
      medium: 'email',
      term: '',
      campaign: 'spring',
      content: '',
    });
    expect(stored.lastTouch).toMatchObject({ source: 'news', medium: 'email', campaign: 'spring' });
    expect(stored.firstTouchUrl).toBe(
      `${PAGE}?utm_source=news&utm_medium=email&utm_campaign=spring`,
    );
    expect(stored.lastTouchUrl).toBe(stored.firstTouchUrl);
    expect(stored.visitorId).toBe('visitor-1');
  });

  it('given a later campaign, should replace the last touch and keep the first touch and its URL', () => {
    const jar = createMemoryCookieJar();
    recordVisit(visitOf(`${PAGE}?utm_source=a`), jar, options);
    recordVisit(visitOf(`${PAGE}pricing/?utm_source=b`), jar, options);
    const stored = readAttribution(jar);
    expect(stored.firstTouch?.source).toBe('a');
    expect(stored.lastTouch?.source).toBe('b');
    expect(stored.firstTouchUrl).toBe(`${PAGE}?utm_source=a`);
    expect(stored.lastTouchUrl).toBe(`${PAGE}pricing/?utm_source=b`);
  });

  it('given a direct or internal visit after a campaign, should keep the last touch but move the last-touch URL', () => {
    const jar = createMemoryCookieJar();
    recordVisit(visitOf(`${PAGE}?utm_source=a`), jar, options);
    recordVisit(visitOf(`${PAGE}about/`), jar, options);
    recordVisit(visitOf(`${PAGE}blog/`, `${PAGE}about/`), jar, options);
    const stored = readAttribution(jar);
    expect(stored.lastTouch?.source).toBe('a');
    expect(stored.lastTouchUrl).toBe(`${PAGE}blog/`);
  });

  it('given a direct first visit, should record (direct) / (none)', () => {
    const jar = createMemoryCookieJar();
    recordVisit(visitOf(PAGE), jar, options);
    expect(readAttribution(jar).lastTouch).toMatchObject({ source: '(direct)', medium: '(none)' });
    expect(readAttribution(jar).firstTouch).toMatchObject({ source: '(direct)', medium: '(none)' });
  });

  it('given cookies written elsewhere, too long or hostile, should read them bounded as URL parameters are', () => {
    const jar = createMemoryCookieJar({
      [COOKIE.visitorId]: 'v'.repeat(3000),
      [COOKIE.testVariation]: 'B\u0000\u001b[2J',
      [COOKIE.firstTouchUrl]: 'javascript:alert(1)',
      [COOKIE.lastTouchUrl]: `${PAGE}?utm_source=a&secret=1`,
      [COOKIE.lastTouch]: `source=${'s'.repeat(500)}&medium=email`,
    });
    const stored = readAttribution(jar);
    expect(stored.visitorId).toHaveLength(200);
    expect(stored.testVariation).toBe('B[2J');
    expect(stored.firstTouchUrl).toBe('');
    expect(stored.lastTouchUrl).toBe(`${PAGE}?utm_source=a`);
    expect(stored.lastTouch?.source).toHaveLength(200);
  });

  it('given an undecodable first-touch cookie, should treat it as present and not overwrite it', () => {
    const jar = createMemoryCookieJar({
      [COOKIE.firstTouch]: '%E0%A4%A',
      [COOKIE.visitorId]: '%ZZ%E0',
    });
    const decisions = recordVisit(visitOf(`${PAGE}?utm_source=x`), jar, options);
    expect(jar.raw.get(COOKIE.firstTouch)).toBe('%E0%A4%A');
    expect(jar.raw.get(COOKIE.visitorId)).toBe('%ZZ%E0');
    expect(decisions).toContainEqual({
      cookie: COOKIE.firstTouch,
      action: 'kept',
      reason: 'unreadable',
    });
  });

  it('given values passed along by a sign-up link, should store them', () => {
    const jar = createMemoryCookieJar();
    recordVisit(
      visitOf(
        `${PAGE}?utm_source=a&utm_first_source=f&hs_tvar=B&referrer=r1&gspk=k&gsxid=x&mxid=m`,
      ),
      jar,
      options,
    );
    const stored = readAttribution(jar);
    expect(stored.firstTouch?.source).toBe('f');
    expect(stored).toMatchObject({
      testVariation: 'B',
      referrerId: 'r1',
      gspk: 'k',
      gsxid: 'x',
      secondId: 'm',
    });
  });

  it('given huge unicode values, should cut each campaign field to its byte limit on whole characters', () => {
    const jar = createMemoryCookieJar();
    const huge = encodeURIComponent('😀'.repeat(500));
    recordVisit(
      visitOf(`${PAGE}?utm_source=${huge}&utm_campaign=${huge}&utm_term=${huge}`),
      jar,
      options,
    );
    const stored = readAttribution(jar);
    // An emoji takes 12 bytes in the first-touch cookie (%F0%9F%98%80) and 20 in the last touch,
    // whose pairs are form-encoded before the cookie encoding (%25F0%259F%2598%2580).
    expect(stored.firstTouch?.source).toBe('😀'.repeat(Math.floor(FIELD_BYTES / 12)));
    expect(stored.lastTouch?.source).toBe('😀'.repeat(Math.floor(FIELD_BYTES / 20)));
    expect(stored.lastTouch?.campaign).toBe(stored.lastTouch?.source);
    expect(jar.raw.get(COOKIE.firstTouch)?.length).toBeLessThanOrEqual(4 + 5 * FIELD_BYTES);
    // `source=&campaign=&medium=&term=&content=&gclid=` and six fields.
    expect(jar.raw.get(COOKIE.lastTouch)?.length).toBeLessThanOrEqual(47 + 6 * FIELD_BYTES);
  });

  it('given long passed values and URLs, should cut them to their byte limits', () => {
    const jar = createMemoryCookieJar();
    const long = 'é'.repeat(300);
    recordVisit(
      visitOf(`${PAGE}?utm_source=a&hs_tvar=${long}&mxid=${'m'.repeat(300)}`),
      jar,
      options,
    );
    recordVisit(visitOf(`${PAGE}about/?utm_x=${long}`), jar, options);
    // é is %C3%A9: 6 bytes; in a stored URL each escape is encoded again (%25C3%25A9): 10.
    expect(readAttribution(jar).testVariation).toBe('é'.repeat(Math.floor(ID_BYTES / 6)));
    expect(readAttribution(jar).secondId).toBe('m'.repeat(ID_BYTES));
    const url = readAttribution(jar).lastTouchUrl;
    expect(url.startsWith(`${PAGE}about/?utm_x=%C3%A9`)).toBe(true);
    expect(jar.raw.get(COOKIE.lastTouchUrl)?.length).toBeLessThanOrEqual(URL_BYTES);
    expect(jar.raw.get(COOKIE.lastTouchUrl)?.length).toBeGreaterThan(URL_BYTES - 10);
    expect(decodeURIComponent(url)).toMatch(/^[^%]*é$/);
  });

  it('given the link of the probe (7.3 KB, emoji everywhere), should set under MAX_COOKIE_BYTES in all', () => {
    const jar = createMemoryCookieJar();
    const emoji = encodeURIComponent('😀'.repeat(50));
    const names = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
    const params = [
      ...names,
      'hs_tvar',
      'referrer',
      'mxid',
      'gspk',
      'gsxid',
      'utm_first_source',
      'gclid',
    ];
    const link = `${PAGE}?${params.map((name) => `${name}=${emoji}`).join('&')}`;
    expect(link.length).toBeGreaterThan(7000);
    recordVisit(visitOf(link, `https://blog.example/${'x'.repeat(4000)}`), jar, options);
    const header = [...jar.raw].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(header.length).toBeLessThan(MAX_COOKIE_BYTES);
  });
});

describe('cookie formats', () => {
  it('given values holding the separator, should round-trip the first touch', () => {
    const touch = { source: 'a|b', medium: '100%', term: '%7C', campaign: '', content: 'x' };
    expect(parseFirstTouch(serializeFirstTouch(touch))).toEqual(touch);
  });

  it('given malformed cookie values, should give null instead of a wrong touch', () => {
    expect(parseFirstTouch('a|b')).toBeNull();
    expect(parseLastTouch('garbage')).toBeNull();
  });
});

describe('recordVisit next to server-set cookies', () => {
  const url = `${PAGE}pricing/`;
  const serverSet = () =>
    createMemoryCookieJar({
      hs_attr_server: 'at=1795435200&first=1795435200',
      hs_first_touch: 'google%7Corganic%7C%7C%7C',
      hs_first_touch_url: encodeURIComponent(PAGE),
      hs_last_touch_url: encodeURIComponent(url),
      hs_last_touch: 'source=google&campaign=&medium=organic&term=&content=&gclid=',
      ajs_anonymous_id: 'visitor-0',
    });

  it('given the server marker and cookies already holding the values, should leave them to the server', () => {
    const jar = serverSet();
    const before = new Map(jar.raw);
    const decisions = recordVisit(visitOf(url, 'https://www.google.com/'), jar, options);
    expect(jar.raw).toEqual(before);
    expect(decisions).toContainEqual({
      cookie: COOKIE.lastTouchUrl,
      action: 'kept',
      reason: 'server',
    });
  });

  it('given the server marker and a new value (a client-side navigation), should write it', () => {
    const jar = serverSet();
    recordVisit(visitOf(`${PAGE}about/`, url), jar, options);
    expect(readAttribution(jar).lastTouchUrl).toBe(`${PAGE}about/`);
  });

  it('given the server itself (rewriteSame), should write every cookie again to renew it', () => {
    const jar = serverSet();
    const decisions = recordVisit(visitOf(url, 'https://www.google.com/'), jar, {
      ...options,
      rewriteSame: true,
    });
    expect(decisions).toContainEqual({
      cookie: COOKIE.lastTouchUrl,
      action: 'written',
      reason: 'page',
    });
  });
});
