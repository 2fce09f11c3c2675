import { describe, expect, it } from 'vitest';
import { cleanUrl, isAllowedParam } from './params.ts';

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
