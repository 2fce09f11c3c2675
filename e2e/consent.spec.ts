/**
 * Consent (issue 36) on the built site, behind the preview server and behind the Cloudflare
 * middleware (e2e/middleware-server.ts): a visitor in Germany (`CF-IPCountry: DE`) is asked
 * first and nothing of ours is stored or sent before they choose; a visitor in the US is not
 * asked. Every cookie and storage key seen is in the registry (src/consent/registry.ts).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { axeViolations } from '../scripts/checks/axe.ts';
import { REGISTRY } from '../src/consent/registry.ts';
import { waitForHydration } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 4321);
const LANDING = '/pricing/?utm_source=news&utm_medium=email&utm_campaign=spring';
const OURS = new Set(REGISTRY.map((entry) => entry.name));
const NECESSARY = ['hs_consent', 'hs_consent_region'];

let middleware: ChildProcess | null = null;
let middlewarePort = 0;
const middlewareData = path.join(ROOT, `.cache/e2e-consent-middleware-${process.pid}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  middlewarePort = await freePort();
  middleware = spawn(process.execPath, ['e2e/middleware-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(middlewarePort),
      DATA_DIR: middlewareData,
      RATE_LIMIT_FORMS_PER_MINUTE: '600',
      RATE_LIMIT_EVENTS_PER_MINUTE: '6000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    middleware?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('middleware on')) resolve();
    });
    middleware?.once('exit', (code) => reject(new Error(`middleware server exited: ${code}`)));
  });
});

test.afterAll(async () => {
  middleware?.kill();
  await rm(middlewareData, { recursive: true, force: true });
});

/** What a flow leaves: cookie names, local-storage keys, event posts and third-party requests. */
function watch(page: Page, origin: string) {
  const seen = {
    events: 0,
    consentPosts: 0,
    thirdParty: [] as string[],
    setCookies: new Set<string>(),
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events') seen.events += 1;
    if (url.pathname === '/api/consent') seen.consentPosts += 1;
    if (url.origin !== origin && !url.protocol.startsWith('data')) seen.thirdParty.push(url.href);
  });
  page.on('response', async (response) => {
    for (const header of (await response.headersArray()).filter(
      (h) => h.name.toLowerCase() === 'set-cookie',
    ))
      for (const line of header.value.split('\n'))
        seen.setCookies.add(line.slice(0, line.indexOf('=')));
  });
  return seen;
}

async function stored(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).sort();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  return { cookies, keys };
}

const clientSideNavigation = async (page: Page, href: string) => {
  const link = page.locator(`footer a[href="${href}"]`).first();
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
};

for (const behind of ['preview server', 'Cloudflare middleware'] as const) {
  test.describe(`behind the ${behind}`, () => {
    const origin = () =>
      behind === 'preview server'
        ? `http://localhost:${PORT}`
        : `http://127.0.0.1:${middlewarePort}`;

    test.describe('a visitor in Germany', () => {
      test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

      test('given no choice, should show the banner and store and send nothing of ours; after Reject all and five navigations, still nothing', async ({
        page,
        context,
      }) => {
        const seen = watch(page, origin());
        await page.goto(origin() + LANDING, { referer: 'https://www.google.de/' });
        await waitForHydration(page);
        const banner = page.getByRole('region', { name: 'Your privacy choices' });
        await expect(banner).toBeVisible();
        const accept = banner.getByRole('button', { name: 'Accept all' });
        const reject = banner.getByRole('button', { name: 'Reject all' });
        // Equal prominence: the same size and colours.
        const looks = (button: typeof accept) =>
          button.evaluate((node) => {
            const style = getComputedStyle(node);
            const box = node.getBoundingClientRect();
            return [
              style.backgroundColor,
              style.color,
              style.fontSize,
              style.fontWeight,
              Math.round(box.height),
            ];
          });
        expect(await looks(reject)).toEqual(await looks(accept));
        await page.waitForTimeout(500);
        expect(await stored(page, context)).toEqual({ cookies: ['hs_consent_region'], keys: [] });
        expect(seen.events).toBe(0);
        expect(seen.thirdParty).toEqual([]);

        const recorded = page.waitForResponse((response) =>
          response.url().endsWith('/api/consent'),
        );
        await reject.click();
        expect((await recorded).status()).toBe(201);
        await expect(banner).toHaveCount(0);
        await clientSideNavigation(page, '/about/');
        for (const next of ['/blog/', '/?utm_source=x&utm_medium=y', '/integrations/', '/pricing/'])
          await page.goto(origin() + next, { referer: 'https://www.bing.com/' });
        await waitForHydration(page);
        await page.waitForTimeout(500);
        expect(await stored(page, context)).toEqual({ cookies: NECESSARY, keys: [] });
        await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);
        expect(seen.events).toBe(0);
        expect(seen.thirdParty).toEqual([]);
        expect([...seen.setCookies].filter((name) => !OURS.has(name))).toEqual([]);
      });

      test('given Accept all on the landing page, should record the landing visit as first and last touch; the footer link reopens the dialog and withdrawing deletes the cookies', async ({
        page,
        context,
      }) => {
        const seen = watch(page, origin());
        await page.goto(origin() + LANDING);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Accept all' }).click();
        const landing = origin() + LANDING;
        const value = async (name: string) =>
          decodeURIComponent((await context.cookies()).find((c) => c.name === name)?.value ?? '');
        await expect.poll(() => value('hs_first_touch_url')).toBe(landing);
        expect(await value('hs_first_touch')).toMatch(/^news\|email\|\|spring\|/);
        expect(await value('hs_last_touch_url')).toBe(landing);
        expect(new URLSearchParams(await value('hs_last_touch')).get('source')).toBe('news');
        expect(await value('hs_consent')).toMatch(/^v=2026-11&a=1&m=1&id=[0-9a-f]{32}&t=\d+$/);

        // Analytics from the next page on.
        const event = page.waitForRequest((request) => request.url().endsWith('/api/events'));
        await clientSideNavigation(page, '/about/');
        await event;
        expect(seen.thirdParty).toEqual([]);

        // The footer link reopens the dialog; Reject all withdraws and deletes what was allowed.
        await page.getByRole('link', { name: 'Cookie settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
        await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
        await dialog.getByRole('checkbox', { name: 'Marketing' }).uncheck();
        await dialog.getByRole('button', { name: 'Save choices' }).click();
        await expect(dialog).toHaveCount(0);
        const { cookies, keys } = await stored(page, context);
        expect(cookies).toEqual([...NECESSARY, 'ajs_anonymous_id'].sort());
        expect(keys).toEqual([]);
        expect(await value('hs_consent')).toMatch(/&a=1&m=0&/);
        expect([...cookies, ...keys, ...seen.setCookies].filter((name) => !OURS.has(name))).toEqual(
          [],
        );
      });

      test('axe finds nothing on the banner and the dialog, and the banner shifts no layout', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          (window as Window & { shift?: number }).shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput)
                (window as Window & { shift?: number }).shift! += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(origin() + '/');
        await waitForHydration(page);
        await expect(page.locator('#cookie-banner')).toBeVisible();
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as Window & { shift?: number }).shift)).toBe(0);
        expect(await axeViolations(page, { include: ['#cookie-banner'] })).toEqual([]);
        // Keyboard: the skip link stays first, the banner comes next, before the header.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('#cookie-banner') !== null),
        ).toBe(true);
        await page.getByRole('button', { name: 'Preferences' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeFocused();
        expect(await axeViolations(page, { include: ['#cookie-preferences'] })).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Preferences' })).toBeFocused();
      });
    });

    test.describe('a visitor in the US', () => {
      test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

      test('given a campaign landing, should show no banner, record attribution from the first response and send the page view', async ({
        page,
        context,
      }) => {
        const seen = watch(page, origin());
        const bannerChunk: string[] = [];
        page.on('request', (request) => {
          if (/\/assets\/banner-/.test(request.url())) bannerChunk.push(request.url());
        });
        const event = page.waitForRequest((request) => request.url().endsWith('/api/events'));
        const response = await page.goto(origin() + LANDING);
        const set = (await response?.headersArray())
          ?.filter((h) => h.name.toLowerCase() === 'set-cookie')
          .flatMap((h) => h.value.split('\n').map((line) => line.slice(0, line.indexOf('='))));
        expect(set).toEqual(
          expect.arrayContaining(['hs_consent_region', 'hs_first_touch', 'hs_last_touch']),
        );
        await waitForHydration(page);
        await event;
        await expect(page.locator('#cookie-banner')).toHaveCount(0);
        expect(bannerChunk).toEqual([]);
        const { cookies, keys } = await stored(page, context);
        expect([...cookies, ...keys, ...seen.setCookies].filter((name) => !OURS.has(name))).toEqual(
          [],
        );
      });

      test('given Global Privacy Control, should send no company identification and no ids across domains', async ({
        page,
      }) => {
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
        );
        const bodies: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/api/events')) bodies.push(request.postData() ?? '');
        });
        await page.goto(origin() + LANDING);
        await waitForHydration(page);
        await expect.poll(() => bodies.some((body) => body.includes('Viewed Page'))).toBe(true);
        await page.waitForTimeout(300);
        expect(bodies.some((body) => body.includes('identify-company'))).toBe(false);
        const appLinks = await page
          .locator('a[href*="app.harbor.example"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of appLinks) expect(href).not.toContain('ajs_anonymous_id');
      });
    });
  });
}

// The banner overlays the page and arrives with the client, after the first paint. Were its text
// the largest thing on a phone's first screen, the page's largest paint would wait for it
// (`/lp/get-a-demo/` painted its largest element at 2.4 s in Lighthouse, not 1.1 s).
test.describe('a visitor in Germany on the phone Lighthouse emulates', () => {
  test.use({
    extraHTTPHeaders: { 'CF-IPCountry': 'DE' },
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });

  for (const pagePath of ['/', '/pricing/', '/blog/writing-better-replies/', '/lp/get-a-demo/'])
    test(`given ${pagePath}, should keep the banner smaller than the page's largest paint`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as Window & { largest?: string[] }).largest = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
            seen.push(entry.element?.closest('#cookie-banner') ? 'banner' : 'page');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(pagePath);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
      // Entries arrive after the frame that painted: one more frame, then read them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const largest = await page.evaluate(
        () => (window as Window & { largest?: string[] }).largest,
      );
      expect(largest?.length).toBeGreaterThan(0);
      expect(largest).not.toContain('banner');
    });
});
