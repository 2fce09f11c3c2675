/** The interview builder on the built site: pick, reorder by keyboard, add, refresh, export. */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

test('given a visitor, should build an interview that survives a refresh and downloads as Markdown', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/interview-builder/');
  await waitForHydration(page);
  const library = page.getByRole('region', { name: 'Question library' });
  const sheet = page.getByRole('region', { name: /^Your interview/ });
  await page.getByRole('combobox', { name: 'Role' }).selectOption('team-lead');
  await expect(sheet.getByRole('heading', { name: 'Your interview: Team lead' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Skill', exact: true }).selectOption('coaching');
  const adds = library.getByRole('button', { name: 'Add', exact: true });
  await adds.nth(0).click();
  await adds.nth(0).click(); // the first one now reads "Remove": this adds the second question
  await page
    .getByRole('textbox', { name: 'Your question' })
    .fill('What would your last team say about you?');
  await page.getByRole('button', { name: 'Add question' }).click();

  const items = sheet.getByRole('listitem');
  await expect(items).toHaveCount(3);
  const first = (await items.nth(0).locator('p').nth(1).textContent()) ?? '';
  // Keyboard only: focus the first question's "down" button, press Enter, then Alt+↓.
  const down = sheet.getByRole('button', { name: /down$/ }).first();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toContainText(first);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(items.nth(2)).toContainText(first);
  await expect(page.getByRole('status').filter({ hasText: 'position 3 of 3' })).toHaveCount(1);
  const order = await items.allTextContents();
  expect(page.url()).toMatch(/\?role=team-lead&q=[a-z-]+,_1,[a-z-]+$/);

  await page.reload();
  await waitForHydration(page);
  await expect(items).toHaveCount(3);
  expect(await items.allTextContents()).toEqual(order);
  await expect(sheet.getByRole('heading', { name: 'Your interview: Team lead' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('interview-team-lead.md');
  const markdown = await readFile(await download.path(), 'utf8');
  expect(markdown).toMatch(/^# Interview: Team lead\n/);
  expect(markdown).toContain('## 2. What would your last team say about you?');
  expect(markdown.match(/^## \d\. /gm)).toHaveLength(3);
  expect(problems).toEqual([]);
});

test('given hostile query values and corrupted storage, should show an empty builder and no errors', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.addInitScript(() =>
    window.localStorage.setItem('harbor_interview_builder', '{"own":[{"id":"_1"'),
  );
  await page.goto(
    '/interview-builder/?role=%3Cimg%20src=x%3E&q=%22%3E%3Cscript%3E,__proto__&add=..%2F..',
  );
  await waitForHydration(page);
  await expect(page.getByText('No questions yet.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\?role=support-specialist$/);
  expect(problems).toEqual([]);
});

test('given the library page, should add a question to the builder', async ({ page }) => {
  await page.goto('/interview-builder/library/');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('support-operations');
  const link = page.getByRole('link', { name: /^Add to my interview/ }).first();
  const question = (await link.getAttribute('href')) ?? '';
  await link.click();
  await waitForHydration(page);
  const sheet = page.getByRole('region', { name: /^Your interview/ });
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=${question.split('add=')[1]}$`));
});

test('given print media, should show only the interview sheet', async ({ page }) => {
  await page.goto('/interview-builder/?q=empathy-cannot-fix');
  await waitForHydration(page);
  await expect(
    page.getByRole('region', { name: /^Your interview/ }).getByRole('listitem'),
  ).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Question library' })).toBeHidden();
  for (const chrome of await page.locator('#main ~ *, :has(~ #main)').all())
    await expect(chrome).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download Markdown' })).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: /^Your interview/ })
      .getByText('Tell me about a time a customer was upset'),
  ).toBeVisible();
});
