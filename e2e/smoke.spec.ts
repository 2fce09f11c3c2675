import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

test('given the home page, should hydrate and navigate client-side', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Plans to help every team delight more customers',
  );
  expect(problems).toEqual([]);
});
