/**
 * Load on intent (issue 37, src/ui/intent.ts): a lead form and the pricing hero on the first
 * screen keep their prerendered HTML, with no code for them, until the visitor reaches for them;
 * what the visitor does before the code arrives is not lost.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

/** The preview server's forms database (DATA_DIR of the e2e server, playwright.config.ts). */
const FORMS_DB = path.resolve(import.meta.dirname, '..', '.cache', 'e2e-data', 'forms.sqlite');

function trackingOf(email: string): Record<string, string> | null {
  const db = new DatabaseSync(FORMS_DB, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT tracking FROM submissions WHERE json_extract(fields, '$.email') = ?")
      .get(email) as { tracking: string | null } | undefined;
    return row?.tracking ? (JSON.parse(row.tracking) as Record<string, string>) : null;
  } finally {
    db.close();
  }
}

/** The script files the page requested, by name without their hash. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  return names;
}

test.use({ viewport: { width: 375, height: 812 } });

test('given the pricing hero on the first screen, should load no code for it until pressed, and keep the period chosen by that press', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts = scriptsRequested(page);
  await page.goto('/pricing/');
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(scripts).not.toContain('PricingHero');

  // A real press on the prerendered toggle: its click lands before the hero is swapped in.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.locator('[data-live] [data-state]').first().waitFor({ state: 'attached' });
  expect(scripts).toContain('PricingHero');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Plans' }).getByTestId('price').first()).toHaveText(
    '$25',
  );
  expect(problems).toEqual([]);
});

test('given a demo request sent before the form’s code arrived, should hold it and send it through the live form with the visit’s attribution', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts = scriptsRequested(page);
  // The renderer arrives late, as on a slow connection: the visitor submits before it.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/FormView-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/lp/get-a-demo/?utm_source=intent-e2e');
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  expect(scripts).not.toContain('FormView');

  const form = page.getByRole('form', { name: 'Book your demo' });
  const email = `intent-${Date.now()}@acme.example`;
  await form.getByLabel('First name', { exact: true }).fill('Ann');
  await form.getByLabel('Last name', { exact: true }).fill('Lee');
  await form.getByLabel('Company', { exact: true }).fill('Acme');
  await form.getByLabel('Support team size').selectOption({ label: '6–20' });
  await form.getByLabel('Work email', { exact: true }).fill(email);
  await form.getByLabel('Work email', { exact: true }).press('Enter');
  // Held, not posted: the page stays.
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/lp/get-a-demo/');
  release();
  await page.waitForURL('**/lp/demo-booked/');
  await expect.poll(() => trackingOf(email)?.GA_Source).toBe('intent-e2e');
  expect(problems).toEqual([]);
});
