/**
 * Attribution set where the HTML is served (docs/product.md §4.10): the preview server's Set-Cookie
 * with JavaScript off, a returning visitor arriving from another site (a cross-site navigation, as
 * from a search engine) keeping their first touch, and the attribution inspector.
 */
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cookieHeaderLength, PROBE_QUERY, PROBE_REFERRER } from './probe-link.ts';
import { waitForHydration, watchConsole } from './site.ts';

const TWO_YEARS_S = 63_072_000;
/** Chromium caps every cookie's lifetime at 400 days (RFC 6265bis). */
const CHROMIUM_MAX_S = 400 * 24 * 60 * 60;

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/** Script files the page requested, by chunk name (`/assets/inspector-AbC123.js` → `inspector`). */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

test('given JavaScript off and a search-engine referrer, should get the attribution cookies from the server', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts = scriptRequests(page);
  const response = await page.goto('/about/', {
    referer: 'https://www.google.co.uk/search?q=help+desk+software',
  });
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue('cache-control')).toBe('private, max-age=0, must-revalidate');

  expect(await cookieValue(context, 'hs_first_touch')).toBe('google|organic|help desk software||');
  const lastTouch = new URLSearchParams((await cookieValue(context, 'hs_last_touch')) ?? '');
  expect(Object.fromEntries(lastTouch)).toMatchObject({
    source: 'google',
    medium: 'organic',
    term: 'help desk software',
  });
  expect(await cookieValue(context, 'hs_first_touch_url')).toMatch(/\/about\/$/);
  expect(await cookieValue(context, 'hs_last_touch_url')).toMatch(/\/about\/$/);
  expect(await cookieValue(context, 'ajs_anonymous_id')).toMatch(/^[0-9a-f-]{36}$/);

  const now = Date.now() / 1000;
  for (const cookie of await context.cookies()) {
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    // The consent region (docs/privacy.md) lasts the browser session, by design.
    if (cookie.name === 'hs_consent_region') continue;
    expect(
      Math.abs(cookie.expires - (now + Math.min(TWO_YEARS_S, CHROMIUM_MAX_S))),
      cookie.name,
    ).toBeLessThan(120);
  }
  // The page's tracking code never ran (it is imported only by running script; preloaded
  // chunks are fetched but not run): the cookies came from the response.
  expect(scripts).not.toContain('tracker');
  await context.close();
});

test('given a returning visitor who arrives from another site, should never overwrite the first touch', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/?utm_source=launch&utm_medium=email&utm_campaign=spring');
  await waitForHydration(page);
  await expect.poll(() => cookieValue(context, 'hs_first_touch')).toBe('launch|email||spring|');
  const firstUrl = await cookieValue(context, 'hs_first_touch_url');
  const marker = await cookieValue(context, 'hs_attr_server');

  // A results page on another site linking to ours: following the link is a cross-site
  // navigation, on which browsers withhold SameSite=Strict cookies (ours are Lax).
  await page.route('http://search.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Results</title><a href="${baseURL}/pricing/">Harbor pricing</a>`,
    }),
  );
  await page.goto('http://search.example/?q=help+desk');
  const arrival = page.waitForResponse((response) => response.url().endsWith('/pricing/'));
  await page.getByRole('link', { name: 'Harbor pricing' }).click();
  const response = await arrival;
  // The server saw the first touch in the request and did not send a new one.
  expect(response.request().headers()['cookie']).toContain('hs_first_touch=');
  expect((await response.headerValues('set-cookie')).join('\n')).not.toContain('hs_first_touch=');
  await waitForHydration(page);
  await expect
    .poll(async () =>
      new URLSearchParams((await cookieValue(context, 'hs_last_touch')) ?? '').get('source'),
    )
    .toBe('search.example');
  expect(await cookieValue(context, 'hs_first_touch')).toBe('launch|email||spring|');
  expect(await cookieValue(context, 'hs_first_touch_url')).toBe(firstUrl);
  expect(new URLSearchParams(await cookieValue(context, 'hs_attr_server')).get('first')).toBe(
    new URLSearchParams(marker).get('first'),
  );
});

test('given the 7.3 KB link of the probe, should set under 3,500 bytes of cookies in all, server and browser', async ({
  page,
  context,
}) => {
  const event = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  const response = await page.goto(`/pricing/?${PROBE_QUERY}`, { referer: PROBE_REFERRER });
  const set = (await response?.headerValues('set-cookie')) ?? [];
  expect(set.length).toBeGreaterThan(5);
  expect(
    cookieHeaderLength(
      set.map((header) => {
        const pair = header.split(';')[0] ?? '';
        return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) };
      }),
    ),
  ).toBeLessThan(3500);
  await waitForHydration(page);
  await event;
  const cookies = await context.cookies();
  expect(cookieHeaderLength(cookies)).toBeLessThan(3500);
  // Still credited, cut on whole characters: an emoji is 12 bytes of the 120 a field may take.
  expect(await cookieValue(context, 'hs_first_touch')).toMatch(/^(😀){10}\|/u);
  expect((await page.goto('/about/'))?.status()).toBe(200);
});

test('given ?attribution_debug=1, should open the inspector: readable, keyboard-operable, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts = scriptRequests(page);
  await page.goto('/pricing/?attribution_debug=1&utm_source=news&utm_medium=email', {
    referer: 'https://www.bing.com/search?q=inbox',
  });
  await waitForHydration(page);
  const inspector = page.getByRole('dialog', { name: 'Attribution inspector' });
  await expect(inspector).toBeVisible();
  await expect(inspector.getByRole('table', { name: 'This page view' })).toContainText(
    'news / email',
  );
  await expect(inspector.getByRole('table', { name: 'First touch' })).toContainText('news');
  const cookies = inspector.getByRole('table', { name: 'Cookies' });
  await expect(cookies.getByRole('row', { name: /hs_first_touch\b/ }).first()).toContainText(
    'set by the server',
  );
  await expect(inspector).toContainText('utm_source=news');
  await expect(inspector.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(scripts).toContain('inspector');

  expect(await axeViolations(page, { include: ['#attribution-inspector'] })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(inspector).toBeHidden();
  expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
});

test('given the local-storage debug flag, should open the inspector without the URL flag', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('hs_debug_attribution', 'true'));
  await page.goto('/about/');
  await expect(page.getByRole('dialog', { name: 'Attribution inspector' })).toBeVisible();
});

test('given no debug flag, should neither request the inspector nor show it', async ({ page }) => {
  const scripts = scriptRequests(page);
  // The Viewed Page event is sent after the point where the inspector would be requested.
  const viewedPage = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.goto('/pricing/', { referer: 'https://www.bing.com/search?q=inbox' });
  await viewedPage;
  expect(scripts).toContain('referrers');
  expect(scripts).not.toContain('inspector');
  await expect(page.getByRole('dialog', { name: 'Attribution inspector' })).toHaveCount(0);
});
