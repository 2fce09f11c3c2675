/**
 * The browser adapters and the page-view wiring, in jsdom: js-cookie cookies, local storage,
 * consent, link decoration in a document and the events sent.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasOptedOut, recordOptOut } from './consent.ts';
import { COOKIE, createBrowserCookieJar } from './cookies.ts';
import { createDebugLog } from './debug.ts';
import { LINK_REWRITE_DELAY_MS } from './decorate.ts';
import { decorateLink, resetTracking, startTracking } from './index.ts';
import { markNewsletterNoThanks, newsletterState } from './newsletter.ts';
import { createBrowserStorage, STORAGE_KEY } from './storage.ts';

const settings = {
  hosts: {
    marketing: 'www.harbor.example',
    secure: 'secure.harbor.example',
    app: 'app.harbor.example',
  },
  analytics: { segmentWriteKey: null },
};

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // A visitor outside the consent regions, as the server's region cookie says (src/consent/).
  document.cookie = 'hs_consent_region=r=0&c=US; path=/';
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  resetTracking();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});
// The tracker's link rewrite runs LINK_REWRITE_DELAY_MS after a page view: let the last one run
// while the window still exists (a busy machine could otherwise tear the environment down first).
afterAll(() => new Promise((resolve) => setTimeout(resolve, LINK_REWRITE_DELAY_MS)));

describe('browser cookie jar', () => {
  it('given a written value, should read it back and tell absent from unreadable', () => {
    const jar = createBrowserCookieJar(window);
    jar.write('hs_test', 'a b|c=d', { maxAgeMs: 60_000 });
    expect(jar.read('hs_test')).toEqual({ state: 'present', value: 'a b|c=d' });
    expect(jar.read('hs_missing')).toEqual({ state: 'absent' });
    document.cookie = 'hs_broken=%E0%A4%A; path=/';
    expect(jar.read('hs_broken')).toEqual({ state: 'unreadable' });
  });
});

describe('consent', () => {
  it('given the GPC signal, should report an opt-out', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(hasOptedOut(window)).toBe(true);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
    expect(hasOptedOut(window)).toBe(false);
  });

  it('given no signal, should report an opt-out only once recorded', () => {
    expect(hasOptedOut(window)).toBe(false);
    recordOptOut(window);
    expect(document.cookie).toContain(`${COOKIE.doNotSell}=1`);
    expect(localStorage.getItem(STORAGE_KEY.doNotSell)).toBe('1');
    expect(hasOptedOut(window)).toBe(true);
  });
});

describe('storage, newsletter markers and debug log', () => {
  it('given a no-thanks marker, should read it until it expires about a year later', () => {
    const storage = createBrowserStorage(window);
    const jar = createBrowserCookieJar(window);
    markNewsletterNoThanks(storage, 1_000);
    expect(newsletterState(jar, storage, 2_000)).toBe('no-thanks');
    expect(newsletterState(jar, storage, 1_000 + 366 * 86_400_000)).toBe('unknown');
    expect(localStorage.getItem('newsletter_nothanks')).toBeNull();
  });

  it('given the debug flag, should log; without it, should stay silent', () => {
    const sink = { info: vi.fn() };
    createDebugLog(createBrowserStorage(window), sink)('quiet');
    expect(sink.info).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEY.debug, 'true');
    createDebugLog(createBrowserStorage(window), sink)('loud');
    expect(sink.info).toHaveBeenCalledWith('[attribution] loud');
  });
});

describe('startTracking', () => {
  function setUp(search: string) {
    window.history.replaceState(null, '', `/pricing/${search}`);
    document.body.innerHTML = `
      <a href="/members/register/39/#form">Sign up</a>
      <a href="https://app.harbor.example/inbox">App</a>
      <a href="https://example.org/">Elsewhere</a>`;
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const link = (name: string) =>
    Array.from(document.querySelectorAll('a'))
      .find((a) => a.textContent === name)
      ?.getAttribute('href');

  it('given a campaign landing, should decorate sign-up and app links and send the events', () => {
    vi.useFakeTimers();
    const fetchMock = setUp('?utm_source=news&utm_medium=email&hs_tvar=B&mxid=m1&gspk=k1&gsxid=x1');
    expect(decorateLink('/members/register/18/?reg=a')).toBe('/members/register/18/?reg=a');
    startTracking({ settings, path: '/pricing/', window });
    // A link opened from script (the trial form's) gets what the page's sign-up links get.
    expect(decorateLink('/members/register/18/?reg=a')).toMatch(
      /^\/members\/register\/18\/\?reg=a&utm_source=news&utm_medium=email&/,
    );
    expect(decorateLink('https://example.org/')).toBe('https://example.org/');
    expect(link('Sign up')).toMatch(
      /^\/members\/register\/39\/\?utm_source=news&utm_medium=email&.*#form$/,
    );
    expect(link('App')).toMatch(/^https:\/\/app\.harbor\.example\/inbox\?ajs_aid=[\w-]+&mxid=m1$/);
    expect(link('Elsewhere')).toBe('https://example.org/');
    vi.advanceTimersByTime(100);
    expect(link('App')).toMatch(/&gspk=k1&gsxid=x1$/);

    const bodies = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'track',
        event: 'Viewed Page',
        properties: expect.objectContaining({
          path: '/pricing/',
          variation: 'B',
          pageType: 'marketing',
        }),
      }),
      expect.objectContaining({ type: 'identify-company' }),
    ]);
  });

  it('given an external referrer, should load the classifier first and record the search', async () => {
    setUp('');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'https://www.bing.com/search?q=shared+inbox',
    );
    const done = startTracking({ settings, path: '/pricing/', window });
    expect(document.cookie).not.toContain(`${COOKIE.lastTouch}=`);
    await done;
    const lastTouch = new URLSearchParams(
      decodeURIComponent(/hs_last_touch=([^;]*)/.exec(document.cookie)?.[1] ?? ''),
    );
    expect(lastTouch.get('source')).toBe('bing');
    expect(lastTouch.get('medium')).toBe('organic');
    expect(lastTouch.get('term')).toBe('shared inbox');
    expect(link('Sign up')).toContain('utm_medium=organic');
  });

  it('given a navigation while the classifier loads, should record both pages in order', async () => {
    const fetchMock = setUp('');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example/story');
    const first = startTracking({ settings, path: '/pricing/', window });
    window.history.pushState(null, '', '/about/');
    const second = startTracking({ settings, path: '/about/', window });
    await Promise.all([first, second]);
    const lastTouch = new URLSearchParams(
      decodeURIComponent(/hs_last_touch=([^;]*)/.exec(document.cookie)?.[1] ?? ''),
    );
    expect(lastTouch.get('source')).toBe('news.example');
    expect(lastTouch.get('medium')).toBe('referral');
    expect(
      decodeURIComponent(/hs_last_touch_url=([^;]*)/.exec(document.cookie)?.[1] ?? ''),
    ).toMatch(/\/about\/$/);
    const paths = fetchMock.mock.calls
      .map(
        ([, init]) =>
          JSON.parse(String(init?.body)) as { type: string; properties: { path: string } },
      )
      .filter((body) => body.type === 'track')
      .map((body) => body.properties.path);
    expect(paths).toEqual(['/pricing/', '/about/']);
  });

  it('given an opted-out visitor, should keep attribution but send no ids across domains and no company call', () => {
    recordOptOut(window);
    const fetchMock = setUp('?utm_source=news');
    startTracking({ settings, path: '/pricing/', window });
    expect(link('Sign up')).toContain('utm_source=news');
    expect(link('App')).toBe('https://app.harbor.example/inbox');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${COOKIE.lastTouch}=`);
  });
});
