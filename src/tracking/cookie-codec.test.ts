/**
 * The browser's own cookie codec against js-cookie's, which the server writes with
 * (server-cookies.ts): a value written by either must read back the same in both.
 */
import * as fc from 'fast-check';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE } from './cookies.ts';
import { decodeCookieValue, encodeCookieValue, readCookie } from './cookie-codec.ts';
import { wellFormed } from './params.ts';

// Values of every kind a link can bring: ASCII with cookie-special characters, escapes, emoji.
const anyValue = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom('%', '"', ';', ',', '=', ' ', 'a', 'é', '😀', '|', '+', '\\'),
  }),
);
const raw = fc.string({ unit: fc.constantFrom('%', 'E', '0', 'A', '4', 'z', '"', 'é', '=') });

describe('cookie codec', () => {
  it('given any value, should encode it exactly as js-cookie does and read it back', () => {
    fc.assert(
      fc.property(anyValue, (text) => {
        const clean = wellFormed(text);
        const encoded = encodeCookieValue(clean);
        expect(encoded).toBe(Cookies.converter.write(clean, 'hs_x'));
        expect(decodeCookieValue(encoded)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });

  it('given any raw value, should decode it as js-cookie does, or throw where it throws', () => {
    fc.assert(
      fc.property(raw, (text) => {
        const outcome = (decode: (value: string) => string) => {
          try {
            return decode(text);
          } catch (error) {
            return error instanceof URIError ? 'URIError' : 'other error';
          }
        };
        expect(outcome(decodeCookieValue)).toBe(
          outcome((value) => Cookies.converter.read(value, 'hs_x')),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('given a cookie string, should read the first decodable cookie of a name and skip broken ones', () => {
    const cookies = 'a=1; hs_x=%E0%A4%A; hs_x="b%20c"; hs_x=later; flag; %zz=1; hs_y=%E0%A4%A';
    expect(readCookie(cookies, 'hs_x')).toBe('b c');
    expect(readCookie(cookies, 'hs_y')).toBeNull();
    expect(readCookie(cookies, 'flag')).toBe('');
    expect(readCookie(cookies, 'hs_missing')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('given the site’s cookie names, should need no escaping (written as they are)', () => {
    for (const name of [...Object.values(COOKIE), 'hs_domain_probe'])
      expect(encodeURIComponent(name)).toBe(name);
  });
});
