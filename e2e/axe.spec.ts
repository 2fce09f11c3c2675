/** The shared axe check (scripts/checks/axe.ts) finds violations in the page and in its frames. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../scripts/checks/axe.ts';

const WITHOUT_ALT = '<img src="/favicon.svg" width="16" height="16">';

function document(body: string): string {
  return `<!doctype html><html lang="en"><head><title>axe</title></head><body><main><h1>axe</h1>${body}</main></body></html>`;
}

test('given a page without frames, should name the image without a text alternative', async ({
  page,
}) => {
  await page.route('**/axe-fixture/', (route) =>
    route.fulfill({ contentType: 'text/html', body: document(WITHOUT_ALT) }),
  );
  await page.goto('/axe-fixture/');
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^image-alt: Images must have alternative text \(img\)$/),
  ]);
  expect(await axeViolations(page, { rules: ['region'] })).toEqual([]);
  expect(await axeViolations(page, { exclude: ['img'] })).toEqual([]);
  expect(await axeViolations(page, { include: ['h1'] })).toEqual([]);
});

test('given a page without frames, should find what @axe-core/playwright finds, once its source is in the page', async ({
  page,
}) => {
  await page.route('**/axe-fixture/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: document(
        `${WITHOUT_ALT}<a href="/x"></a><p style="color:#bbb">Pale</p><input type="text"><h4>Skipped levels</h4>`,
      ),
    }),
  );
  await page.goto('/axe-fixture/');
  const builder = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const expected = builder.violations.map((violation) => violation.id).sort();
  expect(expected.length).toBeGreaterThanOrEqual(4);
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(':')[0]).sort()).toEqual(expected);
  // Checked again in the same document, with axe's source already there.
  expect(await axeViolations(page)).toEqual(found);
});

test('given a colour transition under way, should judge the colours once it has ended', async ({
  page,
}) => {
  await page.route('**/axe-fixture/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: document('<p style="color: #eee; transition: color 3s linear">Settling text</p>'),
    }),
  );
  await page.goto('/axe-fixture/');
  // Pale grey on white, turning near-black over 3 s: low contrast for the first 1.6 s.
  await page.getByText('Settling text').evaluate((node) => {
    (node as HTMLElement).style.color = '#111';
  });
  expect(await page.evaluate(() => window.document.getAnimations().length)).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('given a violation inside a cross-origin frame, should find it there too', async ({
  page,
  baseURL,
}) => {
  // The page is served from localhost, its frame from 127.0.0.1: another origin.
  const inner = new URL('/axe-fixture/inner/', baseURL!.replace('localhost', '127.0.0.1'));
  await page.route('**/axe-fixture/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: document(`<iframe title="Inner" src="${inner.href}"></iframe>`),
    }),
  );
  await page.route(inner.href, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Inner</title>${WITHOUT_ALT}</html>`,
    }),
  );
  await page.goto('/axe-fixture/');
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^image-alt: .*\(iframe img\)$/),
  ]);
});
