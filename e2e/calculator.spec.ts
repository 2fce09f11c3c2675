/** The staffing calculator on the built site: shared URLs, hostile input, and the page without JavaScript. */
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './site.ts';

const PATH = '/help-desk-staffing-calculator/';
const headline = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Your team' }).locator('p').first();

test('given a shared URL, should show its result and keep it when the visitor edits', async ({
  page,
}) => {
  await page.goto(`${PATH}?calls=200&aht=180&sl=80&within=20&shrinkage=30&occupancy=100`);
  await waitForHydration(page);
  await expect(headline(page)).toHaveText('14 agents on shift');
  await page.getByRole('textbox', { name: 'Conversations' }).fill('250');
  await expect(headline(page)).toHaveText('16 agents on shift');
  await expect(page).toHaveURL(/calls=250&aht=180&sl=80&within=20&shrinkage=30&occupancy=100/);
  expect(await axeViolations(page)).toEqual([]);
});

test('given hostile parameters, should explain beside each field and never show NaN', async ({
  page,
}) => {
  await page.goto(`${PATH}?calls=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&aht=-5&sl=1e999`);
  await waitForHydration(page);
  const volume = page.getByRole('textbox', { name: 'Conversations' });
  await expect(volume).toHaveAttribute('aria-invalid', 'true');
  await expect(volume).toHaveAccessibleDescription('Enter a number, such as 12 or 12.5.');
  await expect(
    page.getByRole('textbox', { name: 'Average handle time' }),
  ).toHaveAccessibleDescription(/positive number/);
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('given the page, should show the defaults’ result and how it works', async ({ page }) => {
    await page.goto(PATH);
    await expect(headline(page)).toHaveText('16 agents on shift');
    await expect(page.getByRole('heading', { name: 'How the calculator works' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me staffing tips' })).toBeVisible();
  });
});
