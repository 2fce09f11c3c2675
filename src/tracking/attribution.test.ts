import { describe, expect, it } from 'vitest';
import { attributeVisit, classifyReferrer } from './attribution.ts';

const PAGE = 'https://www.harbor.example/pricing/';
const settings = {
  hosts: {
    marketing: 'www.harbor.example',
    secure: 'secure.harbor.example',
    app: 'app.harbor.example',
  },
};

describe('classifyReferrer', () => {
  it('given a Google referrer with q, should give organic search with the term', () => {
    expect(classifyReferrer('https://www.google.com/search?q=help+desk', PAGE)).toEqual({
      source: 'google',
      medium: 'organic',
      term: 'help desk',
    });
  });

  it.each([
    ['https://www.google.co.uk/search?q=inbox', 'google', 'inbox'],
    ['https://www.google.com.br/search?q=suporte', 'google', 'suporte'],
    ['https://uk.search.yahoo.com/search?p=shared+inbox', 'yahoo', 'shared inbox'],
    ['https://search.yahoo.co.jp/search?p=%E3%83%98%E3%83%AB%E3%83%97', 'yahoo', 'ヘルプ'],
    ['https://www.baidu.com/s?wd=%E5%AE%A2%E6%9C%8D', 'baidu', '客服'],
    ['https://yandex.ru/search/?text=helpdesk', 'yandex', 'helpdesk'],
    ['https://search.naver.com/search.naver?query=helpdesk', 'naver', 'helpdesk'],
    ['https://duckduckgo.com/?q=harbor', 'duckduckgo', 'harbor'],
    ['https://www.bing.com/search?q=ticketing', 'bing', 'ticketing'],
    ['https://search.brave.com/search?q=chat', 'brave', 'chat'],
    ['https://www.ecosia.org/search?q=support', 'ecosia', 'support'],
  ])(
    'given the search engine referrer %s, should give organic %s with its term',
    (referrer, source, term) => {
      expect(classifyReferrer(referrer, PAGE)).toEqual({ source, medium: 'organic', term });
    },
  );

  it('given a search engine that hides the query, should give organic without a term', () => {
    expect(classifyReferrer('https://www.google.de/', PAGE)).toEqual({
      source: 'google',
      medium: 'organic',
    });
  });

  it.each([
    ['https://t.co/abc123', 'x'],
    ['https://x.com/harbor', 'x'],
    ['https://lnkd.in/xyz', 'linkedin'],
    ['https://www.linkedin.com/feed/', 'linkedin'],
    ['https://m.facebook.com/', 'facebook'],
    ['https://l.instagram.com/?u=1', 'instagram'],
    ['https://www.reddit.com/r/sysadmin/', 'reddit'],
    ['https://www.pinterest.co.uk/pin/1', 'pinterest'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://news.ycombinator.com/item?id=1', 'hacker news'],
  ])('given the social referrer %s, should give medium social from %s', (referrer, source) => {
    expect(classifyReferrer(referrer, PAGE)).toEqual({ source, medium: 'social' });
  });

  it('given another site, should give a referral with its host as source and path as content', () => {
    expect(classifyReferrer('https://blog.example.org/best-tools/?x=1', PAGE)).toEqual({
      source: 'blog.example.org',
      medium: 'referral',
      content: '/best-tools/',
    });
  });

  it('given a look-alike host, should not match a search engine', () => {
    expect(classifyReferrer('https://googleusercontent.com/x', PAGE).medium).toBe('referral');
    expect(classifyReferrer('https://brave.com/download/', PAGE).medium).toBe('referral');
  });

  it('given no referrer or a non-web one, should give direct', () => {
    expect(classifyReferrer('', PAGE)).toEqual({ source: '(direct)', medium: '(none)' });
    expect(classifyReferrer('android-app://com.google.android.gm', PAGE)).toEqual({
      source: '(direct)',
      medium: '(none)',
    });
    expect(classifyReferrer('%%%not a url', PAGE)).toEqual({
      source: '(direct)',
      medium: '(none)',
    });
  });

  it('given a referrer from the site hosts or their subdomains, should give internal', () => {
    for (const referrer of [
      'https://www.harbor.example/about/',
      'https://secure.harbor.example/members/login/',
      'https://eu.app.harbor.example/inbox',
    ]) {
      expect(classifyReferrer(referrer, PAGE, settings).medium).toBe('internal');
    }
  });

  it('given a referrer from the page host itself, should give internal without settings', () => {
    expect(
      classifyReferrer('http://localhost:4173/', 'http://localhost:4173/pricing/').medium,
    ).toBe('internal');
  });

  it('given an undefined URL, should throw a clear error', () => {
    expect(() => classifyReferrer(undefined as unknown as string, PAGE)).toThrow(
      /referrer is undefined/,
    );
    expect(() => classifyReferrer('', undefined as unknown as string)).toThrow(
      /pageUrl is undefined/,
    );
  });
});

describe('attributeVisit', () => {
  it('given UTM params, should use them over the referrer', () => {
    const visit = attributeVisit({
      url: `${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=t&utm_content=c`,
      referrer: 'https://www.google.com/search?q=x',
      settings,
    });
    expect(visit.origin).toBe('params');
    expect(visit.touch).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: 't',
      content: 'c',
      clickId: '',
    });
  });

  it('given a gclid, should default source to google and medium to cpc', () => {
    const visit = attributeVisit({
      url: `${PAGE}?gclid=abc&utm_campaign=brand`,
      referrer: '',
      settings,
    });
    expect(visit.touch).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: 'brand',
      clickId: 'abc',
    });
    expect(attributeVisit({ url: `${PAGE}?gclid=abc`, referrer: '' }).origin).toBe('click-id');
  });

  it('given a gclid with a gclsrc naming another product, should ignore the click id', () => {
    const visit = attributeVisit({ url: `${PAGE}?gclid=abc&gclsrc=ds`, referrer: '' });
    expect(visit.touch.clickId).toBe('');
    expect(visit.origin).toBe('direct');
    expect(
      attributeVisit({ url: `${PAGE}?gclid=abc&gclsrc=aw.ds`, referrer: '' }).touch.clickId,
    ).toBe('abc');
  });

  it('given a search referrer and no params, should give organic with the term', () => {
    const visit = attributeVisit({
      url: PAGE,
      referrer: 'https://www.bing.com/search?q=help%20desk',
    });
    expect(visit).toMatchObject({
      origin: 'search',
      touch: { source: 'bing', medium: 'organic', term: 'help desk' },
    });
  });

  it('given nothing, should give direct', () => {
    expect(attributeVisit({ url: PAGE, referrer: '' }).touch).toMatchObject({
      source: '(direct)',
      medium: '(none)',
    });
  });

  it('given the values other pages pass along, should read them', () => {
    const visit = attributeVisit({
      url:
        `${PAGE}?utm_first_source=fb&utm_first_medium=social&utm_first_campaign=launch` +
        '&first_touch_url=https%3A%2F%2Fwww.harbor.example%2F%3Fpage%3D2%26password%3Dx&last_touch_url=javascript%3Aalert(1)' +
        '&referrer=partner-7&hs_tvar=B&code=PROMO&mxid=m1&gspk=gk&gsxid=gx',
      referrer: '',
    });
    expect(visit.passed).toEqual({
      firstTouch: { source: 'fb', medium: 'social', campaign: 'launch' },
      firstTouchUrl: 'https://www.harbor.example/?page=2',
      lastTouchUrl: '',
      referrerId: 'partner-7',
      testVariation: 'B',
      code: 'PROMO',
      mxid: 'm1',
      gspk: 'gk',
      gsxid: 'gx',
    });
  });

  it('given broken escapes and control characters, should keep the text without throwing', () => {
    const visit = attributeVisit({
      url: `${PAGE}?utm_source=%E0%A4%A&utm_campaign=a%00b%0Ac`,
      referrer: '',
    });
    expect(visit.touch.source).toBe('\uFFFD%A');
    expect(visit.touch.campaign).toBe('abc');
  });

  it('given prefill params, should keep personal data out of the page URL it records', () => {
    const visit = attributeVisit({
      url: `${PAGE}?reg=a%40b.example&fn=Ann&utm_source=x#top`,
      referrer: '',
    });
    expect(visit.url).toBe(`${PAGE}?utm_source=x`);
  });

  it('given an undefined URL, should throw a clear error', () => {
    expect(() => attributeVisit({ url: undefined as unknown as string, referrer: '' })).toThrow(
      /url is undefined/,
    );
  });
});
