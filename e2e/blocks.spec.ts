/**
 * The last block rules on the built site: the interactive-demo embed allowed only from its
 * host (by parsed host name), and a table's sideways scroll region: reachable by keyboard, its
 * hidden side shaded.
 */
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration } from './site.ts';

const DEMO = 'https://capture.navattic.com/harbor-personalization';
const DEMO_PAGE = '/lp/personalized-customer-experience/';

test.describe('interactive-demo embed', () => {
  test('given the demo host, should embed it', async ({ page }) => {
    // The demo host is not reachable from here: answer it locally.
    await page.route(`${DEMO}*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>demo</p>' }),
    );
    await page.goto(DEMO_PAGE);
    await expect(page.getByTitle('Interactive demo')).toHaveAttribute('src', DEMO);
  });

  for (const lookalike of [
    'https://navattic.com.evil.example/harbor',
    'https://evil.example/?navattic.com',
  ]) {
    test(`given the look-alike ${lookalike}, should refuse it and request nothing from it`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('evil.example')) requested.push(request.url());
      });
      // The page's content names the look-alike: its page data is rewritten on the way.
      await page.route(`**/page-data${DEMO_PAGE}page-data.json`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(DEMO, lookalike);
        await route.fulfill({ response, body });
      });
      await page.goto('/lp/get-a-demo/');
      await waitForHydration(page);
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'Go to the demo page';
        document.querySelector('main')?.append(link);
      }, DEMO_PAGE);
      await page.getByRole('link', { name: 'Go to the demo page' }).click();
      await page.waitForURL(`**${DEMO_PAGE}`);
      await expect(page.getByText('There was an error loading this code.')).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(requested).toEqual([]);
    });
  }
});

test.describe('table on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('given a keyboard user, should reach the scroll region and scroll it sideways', async ({
    page,
  }) => {
    await page.goto('/compare/zendesk/');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: /^Table: / }).first();
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.scrollIntoViewIfNeeded();
    // Tab from the element just before the region, as a keyboard user would arrive.
    await region.evaluate((el) => {
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await axeViolations(page, { rules: ['scrollable-region-focusable'] })).toEqual([]);
  });

  test('given a table wider than the screen, should shade the edge that hides columns', async ({
    page,
  }) => {
    await page.goto('/compare/zendesk/');
    const region = page.getByRole('region', { name: /^Table: / }).first();
    await expect.poll(() => edgeShades(region)).toEqual({ left: 0, right: 0.22 });
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => edgeShades(region)).toEqual({ left: 0.22, right: 0 });
  });
});

test('given a table that fits the screen, should shade neither edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/compare/zendesk/');
  const region = page.getByRole('region', { name: /^Table: / }).first();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  expect(await region.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
});

/** The opacity of the inset shade at the table region's left and right edges. */
function edgeShades(region: Locator): Promise<{ left: number; right: number }> {
  return region.evaluate((el) => {
    const alphas = [...getComputedStyle(el).boxShadow.matchAll(/rgba?\(([^)]*)\)/g)].map((match) =>
      Number(match[1]?.split(',')[3] ?? 1),
    );
    const round = (alpha: number | undefined) => Math.round((alpha ?? -1) * 100) / 100;
    return { left: round(alphas[0]), right: round(alphas[1]) };
  });
}
