/** The shared axe check (scripts/axe.ts) finds violations in the page and in its frames. */
import { expect, test } from '@playwright/test';
import { axeViolations } from '../scripts/axe.ts';

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
