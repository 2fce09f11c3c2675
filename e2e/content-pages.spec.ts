/**
 * The company and one-off pages carry real content in their prerendered HTML: enough words of
 * substance, sections, a picture and a call to action. JavaScript is off, so what is measured is
 * what every visitor and crawler receives before hydration.
 */
import { expect, test, type Page } from '@playwright/test';

const COMPANY_PAGES = [
  '/about/',
  '/customer-champions/',
  '/for-good/',
  '/dei/',
  '/startups/',
  '/referral/',
  '/classes/',
  '/all-features/',
  '/fundraising-with-purpose/',
  '/product-tour/',
  '/webinars/foundations-of-great-service/',
];
const MIN_WORDS = 250;

const INTEGRATION_PAGES = [
  '/integrations/crm/',
  '/integrations/issue-tracker/',
  '/integrations/marketing-platform/',
  '/integrations/online-store/',
  '/integrations/team-chat/',
  '/integrations/billing/',
];
const MIN_INTEGRATION_WORDS = 180;

/** Words in the page's main content, leaving out form labels and buttons, which are not substance. */
async function mainWords(page: Page): Promise<number> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('form, button, script, style').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

test.use({ javaScriptEnabled: false });

for (const pagePath of COMPANY_PAGES) {
  test(`given ${pagePath} as prerendered, should have ${MIN_WORDS}+ words in sections, a picture and a call to action`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    const main = page.locator('main');
    const words = await mainWords(page);
    test.info().annotations.push({ type: 'words', description: String(words) });
    console.log(`${pagePath}: ${words} words`);
    expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    expect(await main.locator('img').count()).toBeGreaterThanOrEqual(1);
    const callsToAction = main.locator(
      '[data-form-name], a[href^="/members/register/"], a[href^="/lp/get-a-demo/"], a[href="/careers/"]',
    );
    expect(await callsToAction.count()).toBeGreaterThanOrEqual(1);
  });
}

for (const pagePath of INTEGRATION_PAGES) {
  test(`given ${pagePath}, should say what the integration does, how to set it up, and offer a trial`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: 'What it does' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Setting it up' })).toBeVisible();
    const words = await mainWords(page);
    console.log(`${pagePath}: ${words} words`);
    expect(words).toBeGreaterThanOrEqual(MIN_INTEGRATION_WORDS);
    await expect(main.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute(
      'href',
      '/members/register/18/',
    );
  });
}

for (const [pagePath, signUp] of [
  ['/classes/', 'how-to-sign-up'],
  ['/webinars/foundations-of-great-service/', 'register'],
] as const) {
  test(`given ${pagePath}, should lead every "Save your seat" to the section with the sign-up form`, async ({
    page,
  }) => {
    await page.goto(pagePath);
    const seats = page.getByRole('link', { name: /^Save your seat/ });
    expect(await seats.count()).toBeGreaterThanOrEqual(2);
    for (const link of await seats.all()) await expect(link).toHaveAttribute('href', `#${signUp}`);
    const section = page.locator(`h2#${signUp}`);
    await expect(section).toBeVisible();
    // The form embed follows the section's heading.
    await expect(
      page.locator(`h2#${signUp} ~ section [data-form-name="WEBINAR_SIGNUP"]`),
    ).toHaveCount(1);
  });
}
