/**
 * Attribution end to end (docs/product.md §4): cookies and their attributes, organic search,
 * internal navigation, the sign-up page's hidden fields and prefill, gspk/gsxid decoration and
 * hostile parameters, in Chromium against the built site.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

const TWO_YEARS_S = 63_072_000;
/** Chromium caps every cookie's lifetime at 400 days (RFC 6265bis); the README documents it. */
const CHROMIUM_MAX_S = 400 * 24 * 60 * 60;

async function cookieMap(context: BrowserContext) {
  const cookies = await context.cookies();
  return new Map(cookies.map((cookie) => [cookie.name, cookie]));
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await cookieMap(context)).get(name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/**
 * Resolves once the tracker has recorded a page view and sent its event. The preview server sets
 * the attribution cookies on the document already, so they don't tell that the tracker has run.
 */
function viewedPage(page: Page) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/events') && request.postData()?.includes('Viewed Page') === true,
  );
}

/** Waits until the tracking chunk has recorded the page (the last-touch URL names it). */
async function tracked(page: Page, path: string) {
  await expect
    .poll(async () => (await cookieValue(page.context(), 'hs_last_touch_url')) ?? '')
    .toContain(path);
}

test('given a landing with UTM params, should set every attribution cookie with its attributes', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await page.goto(
    '/pricing/?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=desk&utm_content=hero&hs_tvar=B&referrer=partner-7',
  );
  await waitForHydration(page);
  await tracked(page, '/pricing/');
  const cookies = await cookieMap(context);
  const value = async (name: string) => cookieValue(context, name);

  expect(Object.fromEntries(new URLSearchParams(await value('hs_last_touch')))).toEqual({
    source: 'news',
    campaign: 'spring',
    medium: 'email',
    term: 'desk',
    content: 'hero',
    gclid: '',
  });
  expect(await value('hs_first_touch')).toBe('news|email|desk|spring|hero');
  expect(await value('hs_first_touch_url')).toMatch(
    /\/pricing\/\?utm_source=news&.*referrer=partner-7$/,
  );
  expect(await value('hs_last_touch_url')).toBe(await value('hs_first_touch_url'));
  expect(await value('hs_tvar')).toBe('B');
  expect(await value('referrer')).toBe('partner-7');
  expect(await value('ajs_anonymous_id')).toMatch(/^[0-9a-f-]{32,36}$/);

  const now = Date.now() / 1000;
  for (const name of [
    'hs_last_touch',
    'hs_first_touch',
    'hs_first_touch_url',
    'hs_last_touch_url',
    'hs_tvar',
    'referrer',
    'ajs_anonymous_id',
  ]) {
    const cookie = cookies.get(name);
    expect(cookie, name).toBeDefined();
    expect(cookie).toMatchObject({
      path: '/',
      sameSite: 'Lax',
      secure: false,
      domain: 'localhost',
    });
    expect(
      Math.abs((cookie?.expires ?? 0) - (now + Math.min(TWO_YEARS_S, CHROMIUM_MAX_S))),
    ).toBeLessThan(120);
  }
  expect(problems).toEqual([]);
});

test('given a search-engine referrer, should record organic search with the term', async ({
  page,
  context,
}) => {
  await page.goto('/about/', { referer: 'https://www.google.co.uk/search?q=help+desk+software' });
  await waitForHydration(page);
  await tracked(page, '/about/');
  const lastTouch = new URLSearchParams((await cookieValue(context, 'hs_last_touch')) ?? '');
  expect(lastTouch.get('source')).toBe('google');
  expect(lastTouch.get('medium')).toBe('organic');
  expect(lastTouch.get('term')).toBe('help desk software');
});

/** Script files the page requested, by chunk name (`/assets/referrers-AbC123.js` → `referrers`). */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

test('given a direct visit and an internal navigation, should not load the referrer classifier', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await tracked(page, '/');
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing\/$/);
  await tracked(page, '/pricing/');
  expect(scripts).toContain('tracker');
  expect(scripts).not.toContain('referrers');
  expect(scripts).not.toContain('referrer-match');
  expect(scripts).not.toContain('inspector');
  expect(scripts).not.toContain('segment');
});

test('given an external referrer, should load the referrer classifier once and record a referral', async ({
  page,
  context,
}) => {
  const scripts = scriptRequests(page);
  const viewed = viewedPage(page);
  await page.goto('/about/', { referer: 'https://blog.partner.example/reviews/help-desks' });
  await waitForHydration(page);
  await viewed;
  await tracked(page, '/about/');
  const lastTouch = new URLSearchParams((await cookieValue(context, 'hs_last_touch')) ?? '');
  expect(lastTouch.get('source')).toBe('blog.partner.example');
  expect(lastTouch.get('medium')).toBe('referral');
  expect(lastTouch.get('content')).toBe('/reviews/help-desks');
  expect(scripts.filter((name) => name === 'referrers')).toHaveLength(1);
});

test('given an internal navigation, should move the last-touch URL and keep the first and last touch', async ({
  page,
  context,
}) => {
  await page.goto('/?utm_source=launch&utm_medium=social');
  await waitForHydration(page);
  await tracked(page, 'utm_source=launch');
  const firstTouch = await cookieValue(context, 'hs_first_touch');
  const lastTouch = await cookieValue(context, 'hs_last_touch');

  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing\/$/);
  await tracked(page, '/pricing/');
  expect(await cookieValue(context, 'hs_last_touch_url')).toMatch(/\/pricing\/$/);
  expect(await cookieValue(context, 'hs_first_touch')).toBe(firstTouch);
  expect(await cookieValue(context, 'hs_last_touch')).toBe(lastTouch);
});

test('given a sign-up page after a campaign landing, should fill the hidden fields, prefill and submit', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/?utm_source=news&utm_medium=email&utm_campaign=spring');
  await waitForHydration(page);
  await tracked(page, 'utm_source=news');
  await page.goto('/members/register/39/?reg=ann%40acme.example&fn=Ann&ln=Lee&cn=Acme%20Inc');
  await waitForHydration(page);

  const hidden = (name: string) => page.locator(`input[type="hidden"][name="${name}"]`);
  await expect(hidden('GA_Source')).toHaveValue('news');
  await expect(hidden('GA_Medium')).toHaveValue('email');
  await expect(hidden('GA_Campaign')).toHaveValue('spring');
  await expect(hidden('GA_Term')).toHaveValue('-');
  await expect(hidden('GA_Url')).toHaveValue(/\/members\/register\/39\/$/);
  await expect(hidden('GA_Source_First')).toHaveValue('news');
  await expect(hidden('GA_Url_First')).toHaveValue(
    /\/\?utm_source=news&utm_medium=email&utm_campaign=spring$/,
  );
  await expect(page.getByLabel('Work email')).toHaveValue('ann@acme.example');
  await expect(page.getByLabel('First name')).toHaveValue('Ann');
  await expect(page.getByLabel(/Last name/)).toHaveValue('Lee');
  await expect(page.getByLabel(/Company/)).toHaveValue('Acme Inc');

  const submitted = page.waitForResponse((response) =>
    response.url().endsWith('/api/forms/signup'),
  );
  await page.getByRole('button', { name: /Free 15-day Trial/ }).click();
  expect((await submitted).status()).toBe(201);
  await expect(page.getByText(/^Thanks!/)).toBeVisible();
  expect(await cookieValue(page.context(), 'hs_signup')).toContain('GA_Source=news');
  expect(problems).toEqual([]);
});

test('given a campaign landing, should decorate sign-up links and send a Viewed Page event', async ({
  page,
}) => {
  const event = viewedPage(page);
  await page.goto('/pricing/?utm_source=news&hs_tvar=B');
  await waitForHydration(page);
  const body = JSON.parse((await event).postData() ?? '{}') as {
    properties?: { variation?: string };
  };
  expect(body.properties?.variation).toBe('B');
  const signupLink = page.locator('a[href*="/members/register/"]').first();
  await expect(signupLink).toHaveAttribute('href', /utm_source=news/);
});

test('given stored gspk and gsxid, should append them to app links after 100 ms', async ({
  page,
}) => {
  await page.goto('/members/login/?gspk=k1&gsxid=x%201');
  await waitForHydration(page);
  const appLink = page.getByRole('link', { name: /Open the .* app/ });
  await expect(appLink).toHaveAttribute(
    'href',
    /^https:\/\/app\.harbor\.example\/\?ajs_aid=[\w-]+.*&gspk=k1&gsxid=x%201$/,
  );
  const thirdParty = await page
    .locator('a[href^="https://"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !href.includes('harbor.example')),
    );
  for (const href of thirdParty) expect(href).not.toMatch(/ajs_aid|gspk|gsxid|utm_/);
});

test('given hostile params, should never execute them nor put them unescaped in the markup', async ({
  page,
}) => {
  const problems = watchConsole(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = {
    utm_source: '<script>window.harborPwned=1</script>',
    utm_campaign: '"><img src=x onerror="window.harborPwned=1">',
    last_touch_url: 'javascript:window.harborPwned=1',
    fn: '"><svg onload=alert(1)>',
    cn: "javascript:alert('x')",
  };
  await page.goto(`/members/register/41/?${new URLSearchParams(hostile).toString()}`);
  await waitForHydration(page);
  await expect(page.locator('input[name="GA_Source"]')).toHaveValue(hostile.utm_source);
  await expect(page.locator('input[name="GA_Campaign"]')).toHaveValue(hostile.utm_campaign);
  await expect(page.locator('input[name="GA_Url"]')).not.toHaveValue(/javascript:/);
  await expect(page.getByLabel('First name')).toHaveValue(hostile.fn);
  await expect(page.getByLabel(/Company/)).toHaveValue(hostile.cn);
  // Positive signals that every way in for the payloads has run: the document and its images
  // have loaded (an <img onerror> in the markup has fired), and the tracking chunk, which reads
  // these params and decorates links, has recorded the visit.
  await page.waitForLoadState('load');
  await tracked(page, '/members/register/41/');
  expect(
    await page.evaluate(() => (window as Window & { harborPwned?: number }).harborPwned),
  ).toBeUndefined();
  expect(dialogs).toBe(0);
  expect(await page.locator('img[src="x"], svg[onload], #root script').count()).toBe(0);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href).not.toMatch(/^javascript:/i);
    expect(href).not.toMatch(/[<>"]/);
  }
  expect(problems).toEqual([]);
});
