import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanUrl, encodedLength, fitPrefix, fitUrl, isAllowedParam } from './params.ts';

describe('stored-URL query allow-list', () => {
  it.each([
    'gclid',
    'gclsrc',
    'utm_source',
    'utm_first_campaign',
    'utm_id',
    'last_touch_url',
    'first_touch_url',
    'referrer',
    'hs_tvar',
    'code',
    'mxid',
    'gspk',
    'gsxid',
    'page',
  ])('given the tracking or harmless parameter %s, should allow it', (name) => {
    expect(isAllowedParam(name)).toBe(true);
  });

  it.each(['password', 'token', 'email', 'reg', 'fn', 'access_token', 'utm_', 'UTM_SOURCE', 'x'])(
    'given the parameter %s, should refuse it',
    (name) => {
      expect(isAllowedParam(name)).toBe(false);
    },
  );

  it('given a login URL with credentials in the query, should keep only allowed parameters', () => {
    expect(
      cleanUrl(
        'https://www.harbor.example/members/login/?email=a%40b.example&password=hunter2&utm_source=news&token=t#x',
      ),
    ).toBe('https://www.harbor.example/members/login/?utm_source=news');
  });

  it('given user info in the URL, should drop it', () => {
    expect(cleanUrl('https://ann:secret@www.harbor.example/?gclid=1')).toBe(
      'https://www.harbor.example/?gclid=1',
    );
  });

  it('given a repeated disallowed parameter, should drop every copy', () => {
    expect(cleanUrl('http://localhost/?password=a&password=b&page=2')).toBe(
      'http://localhost/?page=2',
    );
  });
});

describe('fitPrefix and fitUrl', () => {
  it('given a cost per character, should keep the longest prefix within it, on whole code points', () => {
    expect(fitPrefix('a😀b', 2)).toBe('a😀');
    expect(fitPrefix('a😀b', 12, encodedLength)).toBe('a');
    expect(fitPrefix('a😀b', 13, encodedLength)).toBe('a😀');
    expect(fitPrefix('abc', 0)).toBe('');
  });

  it('given a URL to cut, should never keep half an escape or half a UTF-8 sequence', () => {
    const url = 'https://a.example/?x=a%C3%A9%F0%9F%98%80';
    // `%C3%A9` costs 10 bytes in a cookie (%25C3%25A9), `%F0%9F%98%80` 20.
    const head = 'https://a.example/?x=a';
    expect(fitUrl(url, head.length + 9)).toBe(head);
    expect(fitUrl(url, head.length + 10)).toBe(`${head}%C3%A9`);
    expect(fitUrl(url, head.length + 29)).toBe(`${head}%C3%A9`);
    expect(fitUrl(url, 1000)).toBe(url);
  });

  it('should cut any encoded URL to a prefix that still decodes, within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.nat(400), (text, max) => {
        const url = `https://a.example/?utm_x=${encodeURIComponent(text)}`;
        const cut = fitUrl(url, max);
        expect(url.startsWith(cut)).toBe(true);
        expect(encodedLength(cut)).toBeLessThanOrEqual(max);
        expect(() => decodeURIComponent(cut)).not.toThrow();
      }),
    );
  });

  it('given text with lone surrogates, should measure it as the cookie will hold it', () => {
    expect(encodedLength('\uD83D')).toBe(encodedLength('\uFFFD'));
  });
});
