/**
 * Property tests over arbitrary URLs, referrers, query strings (broken `%` escapes, unicode,
 * very long values) and cookie jars.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeVisit, classifyReferrer } from './attribution.ts';
import { COOKIE, createMemoryCookieJar } from './cookies.ts';
import { appendParams, decorateHref, signupPairs } from './decorate.ts';
import { readAttribution, recordVisit } from './store.ts';
import { signupFieldValues, signupPrefill } from './signup.ts';
import { attributeWith, needsReferrerClassifier, referralOf } from './touch.ts';

const settings = {
  hosts: {
    marketing: 'www.harbor.example',
    secure: 'secure.harbor.example',
    app: 'app.harbor.example',
  },
};
const PAGE = 'https://www.harbor.example/';

/** Query-string text with broken escapes, unicode and very long runs. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%%25',
    '%00',
    '%0A',
    '&&==',
    '#',
    '+',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'grapheme', minLength: 0, maxLength: 10 }).map((s) => s.repeat(500)),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_term',
        'utm_content',
        'gclid',
        'gclsrc',
        'q',
        'hs_tvar',
        'referrer',
        'first_touch_url',
        'last_touch_url',
        'utm_first_source',
        'reg',
        'fn',
        'x',
      ),
      nastyText,
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));
const pageUrl = fc.oneof(
  queryString.map((query) => `${PAGE}pricing/?${query}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const referrer = fc.oneof(
  fc.constant(''),
  queryString.map((query) => `https://www.google.co.uk/search?${query}`),
  fc.webUrl({ withQueryParameters: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const rawCookieValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('%E0%A4%A', '%', 'a|b|c|d|e', 'source=x', '"quoted"'),
);
const cookieJar = fc
  .dictionary(fc.constantFrom(...Object.values(COOKIE)), rawCookieValue, { maxKeys: 6 })
  .map((initial) => createMemoryCookieJar(initial));

/** Whether `link` has utm_campaign once resolved against the page; undefined: not a URL. */
function parsesWithCampaign(link: string): boolean | undefined {
  try {
    return new URL(link, PAGE).searchParams.has('utm_campaign');
  } catch {
    return undefined;
  }
}

const hasControlCharacter = (value: string) =>
  Array.from(value).some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f');

describe('attribution properties', () => {
  it('should never throw on any string', () => {
    fc.assert(
      fc.property(pageUrl, referrer, (url, ref) => {
        classifyReferrer(ref, url, settings);
        const visit = attributeVisit({ url, referrer: ref, settings });
        expect(typeof visit.touch.source).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('should ask for the referrer classifier exactly when attribution calls it, with the same result', () => {
    const referrers = fc.oneof(
      referrer,
      fc.constantFrom(
        'https://t.co/abc',
        'https://blog.partner.example/post',
        'https://app.harbor.example/inbox',
        'https://sub.www.harbor.example/',
        'http://localhost:4173/',
        'ftp://www.google.com/',
      ),
    );
    fc.assert(
      fc.property(pageUrl, referrers, (url, ref) => {
        const calls: unknown[] = [];
        const lazy = attributeWith({ url, referrer: ref, settings }, (external) => {
          calls.push(external);
          return referralOf(external);
        });
        const needed = needsReferrerClassifier({ url, referrer: ref, settings });
        expect(needed).toBe(calls.length === 1);
        // Without the classifier, the page view records what the public API would.
        const full = attributeVisit({ url, referrer: ref, settings });
        expect(needed ? full : lazy).toEqual(full);
      }),
      { numRuns: 500 },
    );
  });

  it('should never overwrite a first touch once a first-touch cookie exists', () => {
    fc.assert(
      fc.property(
        cookieJar,
        fc.array(fc.tuple(pageUrl, referrer), { minLength: 1, maxLength: 5 }),
        (jar, visits) => {
          const changed: string[] = [];
          let first = jar.raw.get(COOKIE.firstTouch);
          let firstUrl = jar.raw.get(COOKIE.firstTouchUrl);
          for (const [url, ref] of visits) {
            recordVisit(attributeVisit({ url, referrer: ref, settings }), jar, {
              newVisitorId: () => 'v',
            });
            if (first !== undefined && jar.raw.get(COOKIE.firstTouch) !== first)
              changed.push('first touch');
            if (firstUrl !== undefined && jar.raw.get(COOKIE.firstTouchUrl) !== firstUrl)
              changed.push('first URL');
            first = jar.raw.get(COOKIE.firstTouch);
            firstUrl = jar.raw.get(COOKIE.firstTouchUrl);
          }
          expect(changed).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('decoration properties', () => {
  const href = fc.oneof(
    fc.constantFrom(
      '/members/register/39/',
      '/members/register/39/?a=1#top',
      'https://app.harbor.example/x?y=%ZZ#h',
      '#',
      'mailto:x@y.example',
      'javascript:alert(1)',
    ),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string({ unit: 'binary', maxLength: 80 }),
  );

  it('should be idempotent over any link and any stored values', () => {
    fc.assert(
      fc.property(href, cookieJar, pageUrl, (link, jar, page) => {
        const stored = readAttribution(jar);
        const plan = {
          signup: signupPairs(stored, page),
          crossDomain: [['ajs_aid', stored.visitorId] as const],
        };
        const once = decorateHref(link, PAGE, settings, plan);
        expect(decorateHref(once, PAGE, settings, plan)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('should add nothing but the encoded pair, and the value should read back unchanged', () => {
    const NUM_RUNS = 500;
    let appended = 0;
    const skippedWrongly: string[] = [];
    fc.assert(
      fc.property(
        href,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
        (link, value) => {
          const result = appendParams(link, PAGE, [['utm_campaign', value]]);
          if (result === link) {
            // Left alone only when it cannot be a URL or already carries the parameter.
            if (parsesWithCampaign(link) === false) skippedWrongly.push(link);
            return;
          }
          appended += 1;
          const hashAt = link.indexOf('#');
          const head = hashAt < 0 ? link : link.slice(0, hashAt);
          const tail = hashAt < 0 ? '' : link.slice(hashAt);
          expect(result.startsWith(head)).toBe(true);
          expect(result.endsWith(tail)).toBe(true);
          const added = result.slice(head.length, result.length - tail.length);
          expect(added).toMatch(/^[?&]?utm_campaign=[A-Za-z0-9\-_.!~*'()%]*$/);
          expect(new URL(result, PAGE).searchParams.get('utm_campaign')).toBe(value);
        },
      ),
      { numRuns: NUM_RUNS },
    );
    expect(skippedWrongly).toEqual([]);
    // Most generated links are plain URLs without the parameter: the real path must have run.
    expect(appended).toBeGreaterThan(NUM_RUNS / 2);
  });

  it('should never touch a third-party link', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (link) => {
        fc.pre(!/harbor\.example/i.test(new URL(link).hostname));
        const stored = readAttribution(createMemoryCookieJar());
        const plan = {
          signup: signupPairs(stored, PAGE),
          crossDomain: [['ajs_aid', 'v'] as const],
        };
        expect(decorateHref(link, PAGE, settings, plan)).toBe(link);
      }),
    );
  });
});

describe('sign-up field properties', () => {
  it('should give plain bounded text without control characters for every field', () => {
    fc.assert(
      fc.property(cookieJar, pageUrl, referrer, (jar, url, ref) => {
        const visit = attributeVisit({ url, referrer: ref, settings });
        recordVisit(visit, jar, { newVisitorId: () => 'v' });
        const values = [
          ...Object.values(signupFieldValues(visit, url, jar)),
          ...Object.values(signupPrefill(url)),
        ];
        for (const value of values) {
          expect(hasControlCharacter(value)).toBe(false);
          expect(value.length).toBeLessThanOrEqual(4000);
        }
      }),
      { numRuns: 300 },
    );
  });
});
