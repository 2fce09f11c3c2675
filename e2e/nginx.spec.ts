/**
 * The generated nginx server block in front of the built site, with Debian's nginx (installed by
 * the test bootstrap): security headers, caching, compression, the trailing-slash redirect, the
 * redirects of content/redirects.json, the 404 page, and pages that run in Chromium without a single Content-Security-Policy violation.
 * No Node service behind it: every image of the pages is a file the build wrote (dist/assets/img/).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from '../server/free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { IMMUTABLE, parseHeadersFile, REVALIDATE } from '../server/static/headers.ts';
import { nginxServerBlock } from '../scripts/deploy/config.ts';
import { redirectsSchema } from '../src/contracts/schemas/redirects.ts';
import { cookieHeaderLength, PROBE_QUERY, PROBE_REFERRER } from './probe-link.ts';
import { DIST, waitForHydration } from './site.ts';
import { startNginx, waitForOk } from './local-nginx.ts';

let nginx: ChildProcess | undefined;
let prefix = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  prefix = mkdtempSync(path.join(tmpdir(), 'harbor-nginx-'));
  const rules = parseHeadersFile(readFileSync(path.join(DIST, '_headers'), 'utf8'));
  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(import.meta.dirname, '../content/redirects.json'), 'utf8')),
  );
  const started = startNginx(
    prefix,
    [nginxServerBlock(rules, { root: DIST, listen: `127.0.0.1:${port}`, redirects })],
    'warn',
  );
  nginx = started.nginx;
  base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/`, started.nginx, started.stderr);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test('given a page, should send every security header and revalidate', async ({ request }) => {
  const response = await request.get(`${base}/pricing/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe(REVALIDATE);
});

test('given a hashed asset, should cache it for a year and compress it', async ({ request }) => {
  const script = readdirSync(path.join(DIST, 'assets')).find((name) => name.endsWith('.js'));
  const response = await request.get(`${base}/assets/${script}`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

test('given a page and its page data, should compress them as it sends them', async ({
  request,
}) => {
  for (const url of [
    '/blog/writing-better-replies/',
    '/page-data/blog/writing-better-replies/page-data.json',
  ]) {
    // The build writes no compressed copy of a page (ADR 13): nginx compresses it itself.
    const file = url.endsWith('/') ? `${url}index.html` : url;
    expect(existsSync(path.join(DIST, `${file}.gz`))).toBe(false);
    const response = await request.get(`${base}${url}`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['vary']).toContain('Accept-Encoding');
  }
});

test('given a path without its slash, should redirect to the page', async ({ request }) => {
  const response = await request.get(`${base}/pricing`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/pricing/');
});

test('given an old URL of content/redirects.json, should redirect to its page (301)', async ({
  request,
}) => {
  for (const url of ['/features/', '/features']) {
    const response = await request.get(`${base}${url}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/all-features/');
    expect(response.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  }
  const followed = await request.get(`${base}/features/`);
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain('<title>');
});

test('given the error pages or the hosts files asked for directly, should answer 404', async ({
  request,
}) => {
  for (const url of ['/404/', '/404.html', '/500/', '/500.html', '/_headers', '/_redirects']) {
    const response = await request.get(`${base}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text()).toContain('<title>Page not found');
  }
});

test('given an unknown path, should answer 404 with the 404 page and the headers', async ({
  request,
}) => {
  const response = await request.get(`${base}/no-such-page/`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<title>Page not found');
  expect(response.headers()['content-security-policy']).toBeTruthy();
});

/**
 * The Content-Security-Policy violations of the page from now on: the document's events, and what
 * the page and its workers log (a worker reports its own to its console, not to the document).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const logged = (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  };
  page.on('console', logged);
  page.on('worker', (worker) => worker.on('console', logged));
  return violations;
}

for (const pagePath of ['/', '/pricing/', '/blog/writing-better-replies/', '/lp/get-a-demo/']) {
  test(`given ${pagePath} behind nginx, should hydrate with no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${base}${pagePath}`);
    await waitForHydration(page);
    // Navigate client-side once: the runtime, prefetching and page view all run under the policy.
    await page.locator('a[href="/pricing/"], a[href="/"]').first().hover();
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
  });
}

// The search worker runs Pagefind's WebAssembly under the policy the host sends with its script.
test('given the site search behind nginx, should find a known post in the search worker with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${base}/pricing/`);
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search the site' }).fill('playbook');
  await expect(dialog.getByRole('link', { name: 'A playbook for saved replies' })).toBeVisible({
    timeout: 15_000,
  });
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/assets\/search-worker-[\w-]+\.js$/),
  ]);
  expect(violations).toEqual([]);
});

test('given the 7.3 KB link of the probe, should keep the cookies small enough for the next request', async ({
  page,
  context,
}) => {
  // A static host: the browser code writes every cookie. Before the byte limits it wrote about
  // 10 KB, and nginx answered 400 (Request Header Or Cookie Too Large) from then on. With no
  // server to say where the visitor is, the browser asks first (issue 36): this one accepted.
  await context.addCookies([
    { name: 'hs_consent', value: 'v=2026-11&a=1&m=1&id=0123456789abcdef&t=1790000000', url: base },
  ]);
  await page.goto(`${base}/pricing/?${PROBE_QUERY}`, { referer: PROBE_REFERRER });
  await waitForHydration(page);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'hs_tvar'))
    .toBe(true);
  expect(cookieHeaderLength(await context.cookies())).toBeLessThan(3500);
  expect((await page.goto(`${base}/about/`))?.status()).toBe(200);
});

for (const pagePath of ['/', '/pricing/', '/blog/writing-better-replies/', '/platform/']) {
  test(`given ${pagePath} behind nginx alone, should load every image once scrolled through`, async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) =>
      failed.push(`${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        failed.push(`${response.url()} ${response.status()}`);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}${pagePath}`);
    await waitForHydration(page);
    // Lazy images load as they near the viewport: scroll the whole page through.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const images = await page.locator('img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((image) => ({
        src: image.currentSrc || image.src,
        srcset: image.srcset,
        shown: image.checkVisibility(),
        naturalWidth: image.naturalWidth,
      })),
    );
    // Every page here has pictures (on /pricing/ only in a plan's details, hidden until opened).
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.src, JSON.stringify(image)).not.toContain('/_img/');
      // A shown image has loaded; a hidden one (a closed menu, an inactive tab) is never fetched
      // by a lazy <img>: each of its candidates must still be a file nginx answers.
      if (image.shown) expect(image.naturalWidth, JSON.stringify(image)).toBeGreaterThan(0);
      const candidates = [image.src, ...image.srcset.split(/,\s+/).map((c) => c.split(' ')[0])];
      for (const url of candidates.filter(Boolean)) {
        const response = await fetch(new URL(url!, base));
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      }
    }
    expect(failed).toEqual([]);
  });
}
