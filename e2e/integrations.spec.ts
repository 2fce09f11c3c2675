/** The integrations directory filters in place: by category, by search, with no page load. */
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

/** Records full page loads after this call: filtering must never cause one. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(request.url());
  });
  return loads;
}

async function open(page: Page) {
  await page.goto('/integrations/');
  await waitForHydration(page);
  return documentLoads(page);
}

const list = (page: Page) => page.getByRole('main').getByRole('list').first();
const titles = (page: Page) => list(page).getByRole('heading', { level: 2 });
const count = (page: Page) => page.getByRole('main').getByRole('status');

test('given a category pressed, should show only its integrations and announce the count', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const loads = await open(page);
  const all = await titles(page).count();
  expect(all).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Engineering' }).click();
  await expect(page.getByRole('button', { name: 'Engineering' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(titles(page)).toHaveText(['Issue tracker integration']);
  await expect(count(page)).toHaveText('1 integration in Engineering');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(titles(page)).toHaveCount(all);
  expect(loads).toEqual([]);
  expect(problems).toEqual([]);
});

test('given a search, should narrow the list as the visitor types, and Enter keeps the page', async ({
  page,
}) => {
  const loads = await open(page);
  const search = page.getByRole('searchbox', { name: 'Search integrations' });
  await search.fill('bug');
  await expect(titles(page)).toHaveText(['Issue tracker integration']);
  await search.fill('see');
  await expect(titles(page)).toHaveText([
    'Billing and subscriptions integration',
    'CRM integration',
  ]);
  await search.press('Enter');
  await expect(count(page)).toHaveText('2 integrations matching “see”');
  expect(new URL(page.url()).search).toBe('?q=see');
  expect(loads).toEqual([]);
});

test('given nothing matches, should say so, offer to show everything and pass axe', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('searchbox', { name: 'Search integrations' }).fill('fax machine');
  await expect(page.getByText('No integration matches your search')).toBeVisible();
  await expect(count(page)).toHaveText('0 integrations matching “fax machine”');
  await expect(list(page).getByRole('heading')).toHaveCount(0);
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
  await page.getByRole('button', { name: 'Show all integrations' }).click();
  await expect(titles(page)).not.toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search integrations' })).toHaveValue('');
});

test('given only the keyboard, should search and pick a category', async ({ page }) => {
  const loads = await open(page);
  const search = page.getByRole('searchbox', { name: 'Search integrations' });
  await search.focus();
  await page.keyboard.type('sync');
  await expect(titles(page)).toHaveText(['Marketing platform integration']);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  // Tab order: search, then the category buttons from "All".
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'All', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Collaboration' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(titles(page)).toHaveText(['Team chat integration']);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'E-commerce' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(titles(page)).toHaveText(['Online store integration']);
  expect(loads).toEqual([]);
});

test('given a shared link with a category, should open filtered and keep changes in the address bar', async ({
  page,
}) => {
  await page.goto('/integrations/?category=Sales');
  await waitForHydration(page);
  const loads = documentLoads(page);
  await expect(page.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText(['CRM integration']);
  await page.getByRole('button', { name: 'Finance' }).click();
  await expect(titles(page)).toHaveText(['Billing and subscriptions integration']);
  expect(new URL(page.url()).search).toBe('?category=Finance');
  expect(loads).toEqual([]);
});
