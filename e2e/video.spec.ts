/**
 * Video embeds on the built site (docs/product.md §7.3): the poster and play button until played, then
 * the video host's scripts (the preview server's stand-in), the player hidden until they are
 * ready: at once, slowly (1.5 s), or never (a link to the video after 3 s).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './site.ts';

const PAGE = '/blog/webinar-escalations/';
const PLAYER_SCRIPT = '**/_video/assets/external/E-v1.js';

async function play(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  return page.locator('[data-video="harbor-escalations-2025"]');
}

test('given a visitor who has not played it, should load nothing from the video host', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_video/')) requested.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^Play video:/ })).toBeVisible();
  expect(requested).toEqual([]);
});

test('given the host ready, should show the player at 16/9', async ({ page }) => {
  const video = await play(page);
  await expect(video).toHaveAttribute('data-state', 'ready');
  await expect(video.getByText('Stand-in player: harbor-escalations-2025')).toBeVisible();
  const frame = video.locator('.wistia_embed').locator('..');
  expect(await frame.evaluate((el) => getComputedStyle(el).paddingTop)).toBe(
    `${(await frame.evaluate((el) => el.clientWidth)) * 0.5625}px`,
  );
});

test('given a slow host (1.5 s), should keep the player hidden while loading, then show it', async ({
  page,
}) => {
  await page.route(PLAYER_SCRIPT, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const video = await play(page);
  await expect(video).toHaveAttribute('data-state', 'loading');
  await expect(video.locator('.wistia_embed')).toBeHidden();
  await expect(video.getByText('Loading the video…')).toBeVisible();
  await expect(video).toHaveAttribute('data-state', 'ready');
  await expect(video.locator('.wistia_embed')).toBeVisible();
});

test('given a host that never answers, should offer a link to the video after 3 s', async ({
  page,
}) => {
  await page.route(PLAYER_SCRIPT, (route) => route.abort());
  const video = await play(page);
  await expect(video).toHaveAttribute('data-state', 'failed', { timeout: 6000 });
  await expect(video.getByRole('link', { name: 'Watch it on the video host' })).toHaveAttribute(
    'href',
    'https://fast.wistia.net/embed/iframe/harbor-escalations-2025',
  );
  await expect(video.locator('.wistia_embed')).toHaveCount(0);
});

test('given a YouTube watch link, should embed it by its v= id on play', async ({ page }) => {
  await page.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto('/blog/ai-in-the-inbox/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  await expect(page.locator('iframe[title]')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/harbor-ai-tour?autoplay=1',
  );
});
