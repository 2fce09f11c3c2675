/**
 * The size budget of the site's cookies (docs/attribution.md, "Size"): whatever the links and
 * referrers, all the cookies the site sets stay under `MAX_COOKIE_BYTES` together, written by the
 * server (attributeDocument: the preview server and the Pages middleware) or by the browser
 * (recordVisit, the sign-up, newsletter and Do Not Sell writes, over the browser's codec), and
 * they read back without error. Before the limits, one crafted 7 KB link set 9.7 KB of cookies,
 * and nginx answers 400 to every request whose Cookie header outgrows its 8 KB buffer.
 */
import Cookies from 'js-cookie';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeVisit } from './attribution.ts';
import { ATTRIBUTION_COOKIE_MS, COOKIE, createMemoryCookieJar } from './cookies.ts';
import { emptySignupValues, SIGNUP_FIELDS } from './fields.ts';
import { markNewsletterSubscriber } from './newsletter.ts';
import { wellFormed } from './params.ts';
import { attributeDocument } from './server-cookies.ts';
import { rememberSignup, SIGNUP_FIELD_BYTES, signupFieldValues } from './signup.ts';
import {
  FIELD_BYTES,
  FIRST_TOUCH_FIELDS,
  ID_BYTES,
  MAX_COOKIE_BYTES,
  readAttribution,
  recordVisit,
  serializeFirstTouch,
  serializeLastTouch,
  URL_BYTES,
} from './store.ts';
import { emptyTouch } from './touch.ts';

const HOSTS = {
  marketing: 'www.harbor.example',
  secure: 'secure.harbor.example',
  app: 'app.harbor.example',
};
const PAGE = 'https://www.harbor.example/';
const SIGNUP = `${PAGE}members/register/39/`;
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

/** The cookie jar of one browser, as raw (encoded) values; both paths write into it. */
type Jar = ReturnType<typeof createMemoryCookieJar>;

/** What the browser sends back: every cookie's `name=value`, joined by `; `. */
const cookieHeader = (jar: Jar) =>
  [...jar.raw].map(([name, value]) => `${name}=${value}`).join('; ');

/** A page view answered by the server (or the Pages middleware): its Set-Cookie headers applied. */
function serverVisit(jar: Jar, url: string, referer: string): void {
  const result = attributeDocument({
    url,
    referer,
    cookie: jar.raw.size ? cookieHeader(jar) : null,
    hosts: HOSTS,
    now: NOW,
    newVisitorId: () => crypto.randomUUID(),
  });
  for (const header of result?.setCookies ?? []) {
    const [pair = ''] = header.split('; ');
    const eq = pair.indexOf('=');
    if (header.includes('Max-Age=0')) jar.raw.delete(pair.slice(0, eq));
    else jar.raw.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/** A page view run by the browser code, then, on a sign-up page, the form's submission. */
function browserVisit(jar: Jar, url: string, referrer: string, signUp: boolean): void {
  const visit = attributeVisit({ url, referrer, settings: { hosts: HOSTS } });
  recordVisit(visit, jar, { newVisitorId: () => crypto.randomUUID() });
  if (signUp) rememberSignup(jar, signupFieldValues(visit, url, jar));
}

/** Every cookie present, readable, and made of cookie-octets only (so its bytes are its length). */
function expectReadable(jar: Jar): void {
  for (const [name, value] of jar.raw) {
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/);
    expect(() => Cookies.converter.read(value, name)).not.toThrow();
    expect(jar.read(name).state).toBe('present');
  }
  expect(() => readAttribution(jar)).not.toThrow();
}

// Values that cost the most per character somewhere: emoji (12 bytes, 20 in the form-encoded
// last touch), `|` (5 in the first touch), `!` (5 in the last touch), `%` (5 in a stored URL).
const costly = fc.constantFrom('😀', '|', '!', '%', '%25', '%F0%9F%98%80', 'é', ' ', '+', '&');
const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\uD83D', '\uDE00x', '%ED%A0%80', '%E0%A4%A', '%', '%%25', '%0A', '<b>";'),
  fc.tuple(costly, fc.integer({ min: 1, max: 700 })).map(([text, n]) => text.repeat(n)),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map((text) => text.repeat(200)),
);
const paramName = fc.constantFrom(
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_first_source',
  'utm_first_medium',
  'utm_first_campaign',
  'gclid',
  'hs_tvar',
  'referrer',
  'mxid',
  'gspk',
  'gsxid',
  'code',
  'first_touch_url',
  'last_touch_url',
  'page',
  'x',
);
/** A query string, its values raw (the URL parser encodes them) or percent-encoded. */
const query = fc
  .array(fc.tuple(paramName, value, fc.boolean()), { maxLength: 14 })
  .map((pairs) =>
    pairs
      .map(
        ([name, text, encode]) => `${name}=${encode ? encodeURIComponent(wellFormed(text)) : text}`,
      )
      .join('&'),
  );
const pageUrl = fc.oneof(
  query.map((search) => `${PAGE}pricing/?${search}`),
  query.map((search) => `${SIGNUP}?${search}`),
  query.map(
    (search) => `${PAGE}?last_touch_url=${encodeURIComponent(wellFormed(`${PAGE}?${search}`))}`,
  ),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);
const referrer = fc.oneof(
  fc.constant(''),
  query.map((search) => `https://www.google.com/search?${search}`),
  value.map((path) => `https://blog.partner.example/${path}`),
  fc.webUrl({ withQueryParameters: true }),
);
const step = fc.record({
  by: fc.constantFrom('server', 'browser'),
  url: pageUrl,
  referrer,
  signUp: fc.boolean(),
});

describe('cookie size budget', () => {
  it('given the limits, should add up to under MAX_COOKIE_BYTES for every cookie at its largest', () => {
    const names = Object.values(COOKIE);
    const pairs = names.reduce((sum, name) => sum + name.length + 1, 0) + 2 * (names.length - 1);
    const empty = emptySignupValues();
    for (const field of SIGNUP_FIELDS) empty[field] = '';
    const values =
      serializeLastTouch(emptyTouch()).length +
      FIELD_BYTES * 6 +
      serializeFirstTouch(emptyTouch()).length +
      FIELD_BYTES * FIRST_TOUCH_FIELDS.length +
      URL_BYTES * 2 +
      ID_BYTES * 5 +
      new URLSearchParams(Object.entries(empty)).toString().length +
      SIGNUP_FIELD_BYTES * SIGNUP_FIELDS.length +
      36 + // ajs_anonymous_id, a UUID
      'at=4102444800&first=4102444800'.length + // hs_attr_server, until 2100
      'true'.length + // newsletter_subscriber
      '1'.length; // hs_do_not_sell
    expect(pairs + values).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    // Room left under 4,096 for a consent cookie and the like.
    expect(4096 - (pairs + values)).toBeGreaterThanOrEqual(600);
  });

  it('given every field at its largest, server then browser, should stay under MAX_COOKIE_BYTES', () => {
    const jar = createMemoryCookieJar();
    const worst = (text: string) => encodeURIComponent(text.repeat(40));
    const params = [
      ['utm_source', '|'],
      ['utm_medium', '!'],
      ['utm_campaign', '😀'],
      ['utm_term', '|'],
      ['utm_content', '!'],
      ['gclid', '😀'],
      ['hs_tvar', '😀'],
      ['referrer', '😀'],
      ['mxid', '😀'],
      ['gspk', '😀'],
      ['gsxid', '😀'],
    ].map(([name = '', text = '']) => `${name}=${worst(text)}`);
    const long = `${params.join('&')}&utm_x=${worst('%')}`;
    serverVisit(jar, `${PAGE}?${long}`, `https://blog.partner.example/${'x'.repeat(4000)}`);
    browserVisit(jar, `${SIGNUP}?${long}`, PAGE, true);
    markNewsletterSubscriber(jar);
    jar.write(COOKIE.doNotSell, '1', { maxAgeMs: ATTRIBUTION_COOKIE_MS });
    expect([...jar.raw.keys()].sort()).toEqual(Object.values(COOKIE).sort());
    expect(cookieHeader(jar).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
    expectReadable(jar);
  });

  it('given arbitrary links, referrers and sign-ups on either path, should stay under MAX_COOKIE_BYTES and read back', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), fc.boolean(), (steps, dns) => {
        const jar = createMemoryCookieJar();
        for (const { by, url, referrer: ref, signUp } of steps) {
          if (by === 'server') serverVisit(jar, url, ref);
          else browserVisit(jar, url, ref, signUp);
        }
        markNewsletterSubscriber(jar);
        if (dns) jar.write(COOKIE.doNotSell, '1', { maxAgeMs: ATTRIBUTION_COOKIE_MS });
        expect(cookieHeader(jar).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
        expectReadable(jar);
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
