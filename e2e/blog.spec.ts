/** The blog on the built site: the pager walks every page of posts; the TOC scrolls to headings. */
import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

test('given the blog landing, should reach every page of posts through the pager and back', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/blog/');
  await waitForHydration(page);
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const seen = new Set<string>();
  const titles = async () =>
    page.locator('#main h2').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  for (const title of await titles()) seen.add(title);
  let pages = 1;
  while ((await pager.getByRole('link', { name: 'Older articles' }).count()) > 0) {
    await pager.getByRole('link', { name: 'Older articles' }).click();
    pages += 1;
    await expect(page).toHaveURL(new RegExp(`/blog/page/${pages}/$`));
    await expect(pager.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const title of await titles()) {
      expect(seen.has(title), `${title} shown on two pages`).toBe(false);
      seen.add(title);
    }
  }
  expect(pages).toBeGreaterThanOrEqual(3);
  await pager.getByRole('link', { name: 'Newer articles' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/page/${pages - 1}/$`));
  await pager.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Blog topics' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(problems).toEqual([]);
});

test('given a post, should show byline, reading time, and scroll to a heading from its TOC', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog/support-team-burnout/');
  await waitForHydration(page);
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const last = links.last();
  const id = ((await last.getAttribute('href')) ?? '').slice(1);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).not.toBeInViewport();
  await last.click();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  // Beside the text on wide screens: the TOC starts to the right of the prose.
  const [tocBox, proseBox] = await Promise.all([
    toc.boundingBox(),
    page.locator('#main p').nth(3).boundingBox(),
  ]);
  expect(tocBox && proseBox && tocBox.x >= proseBox.x + proseBox.width).toBe(true);
  await expect(page.getByRole('heading', { name: 'Related reading' })).toBeVisible();
  // The site's newsletter banner, its form the shared one (honeypot included), working once hydrated.
  const banner = page.getByTestId('newsletter');
  await expect(
    banner.getByRole('heading', { name: 'Get our best content in your inbox' }),
  ).toBeVisible();
  const form = banner.getByRole('form', { name: 'Subscribe to the newsletter' });
  await expect(form).toHaveAttribute('action', '/api/forms/NEWSLETTER');
  await expect(form.locator('input[name="email_address_main"]')).toHaveAttribute('tabindex', '-1');
  await form.scrollIntoViewIfNeeded();
  await expect(banner.locator('[data-form-name="NEWSLETTER"]')).toHaveAttribute(
    'data-state',
    'shown',
  );
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Sorry. That is required.')).toBeVisible();
});

for (const path of [
  '/blog/',
  '/blog/page/2/',
  '/blog/support-team-burnout/',
  '/interview-builder/',
  '/interview-builder/library/',
])
  test(`given a 375 px phone, ${path} should not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
