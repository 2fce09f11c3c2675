import { describe, expect, it } from 'vitest';
import { appendParams, decorateHref, linkKind, signupPairs } from './decorate.ts';
import type { StoredAttribution } from './store.ts';

const PAGE = 'https://www.harbor.example/pricing/?utm_source=x&code=SPRING';
const settings = {
  hosts: {
    marketing: 'www.harbor.example',
    secure: 'secure.harbor.example',
    app: 'app.harbor.example',
  },
};
const stored: StoredAttribution = {
  lastTouch: {
    source: 'news',
    medium: 'email',
    campaign: 'a b&c',
    term: '',
    content: '',
    clickId: '',
  },
  firstTouch: { source: 'google', medium: 'organic', term: 'desk', campaign: '', content: '' },
  firstTouchUrl: 'https://www.harbor.example/?x=1',
  lastTouchUrl: 'https://www.harbor.example/pricing/',
  referrerId: '',
  testVariation: 'B',
  visitorId: 'vid-1',
  secondId: 'mx-1',
  gspk: '',
  gsxid: '',
};
const plan = { signup: signupPairs(stored, PAGE), crossDomain: [['ajs_aid', 'vid-1'] as const] };

describe('linkKind', () => {
  it.each([
    ['https://secure.harbor.example/members/register/39/', 'signup'],
    ['/members/register/18/', 'signup'],
    ['https://app.harbor.example/inbox', 'app'],
    ['https://eu.app.harbor.example/', 'app'],
    ['https://www.harbor.example/about/', 'other'],
    ['https://evil.example/members/register/39/', 'other'],
    ['mailto:help@harbor.example', 'other'],
    ['javascript:alert(1)', 'other'],
  ])('given %s seen from the marketing site, should be %s', (href, kind) => {
    expect(linkKind(href, PAGE, settings)).toBe(kind);
  });

  it('given a link to the marketing host from another host, should be a cross-domain marketing link', () => {
    expect(
      linkKind(
        'https://www.harbor.example/',
        'https://secure.harbor.example/members/login/',
        settings,
      ),
    ).toBe('marketing');
  });
});

describe('appendParams', () => {
  it('given a link with params and a hash, should keep both and append before the hash', () => {
    expect(appendParams('/members/register/39/?plan=a#form', PAGE, [['utm_source', 'news']])).toBe(
      '/members/register/39/?plan=a&utm_source=news#form',
    );
  });

  it('given a param the link already has, should keep the link value', () => {
    expect(appendParams('/x/?utm_source=mine', PAGE, [['utm_source', 'news']])).toBe(
      '/x/?utm_source=mine',
    );
  });

  it('given values with reserved characters, should URL-encode them', () => {
    expect(appendParams('/x/', PAGE, [['utm_campaign', 'a b&c=d#e"<']])).toBe(
      '/x/?utm_campaign=a%20b%26c%3Dd%23e%22%3C',
    );
  });

  it('given an empty value, should not append it', () => {
    expect(appendParams('/x/', PAGE, [['utm_term', '']])).toBe('/x/');
  });

  it('given an empty query, a trailing & or a second ?, should join the params with what is there', () => {
    const pairs: [string, string][] = [['utm_source', 'news']];
    expect(appendParams('/x/?', PAGE, pairs)).toBe('/x/?utm_source=news');
    expect(appendParams('/x/?a=1&', PAGE, pairs)).toBe('/x/?a=1&utm_source=news');
    expect(appendParams('/x/?a=1', PAGE, pairs)).toBe('/x/?a=1&utm_source=news');
    expect(appendParams('/x/?a?', PAGE, pairs)).toBe('/x/?a?&utm_source=news');
  });
});

describe('decorateHref', () => {
  it('given a sign-up link, should append the tracking params once', () => {
    const once = decorateHref('/members/register/39/', PAGE, settings, plan);
    const url = new URL(once, PAGE);
    expect(url.searchParams.get('utm_source')).toBe('news');
    expect(url.searchParams.get('utm_campaign')).toBe('a b&c');
    expect(url.searchParams.get('utm_first_source')).toBe('google');
    expect(url.searchParams.get('first_touch_url')).toBe('https://www.harbor.example/?x=1');
    expect(url.searchParams.get('hs_tvar')).toBe('B');
    expect(url.searchParams.get('code')).toBe('SPRING');
    expect(decorateHref(once, PAGE, settings, plan)).toBe(once);
  });

  it('given an app link, should append the analytics ids; given a third-party link, should leave it', () => {
    expect(decorateHref('https://app.harbor.example/', PAGE, settings, plan)).toBe(
      'https://app.harbor.example/?ajs_aid=vid-1',
    );
    expect(decorateHref('https://twitter.com/harbor', PAGE, settings, plan)).toBe(
      'https://twitter.com/harbor',
    );
  });
});
