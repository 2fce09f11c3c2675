/**
 * When a page paints, hydrates and shows its cookie banner, in real Chromium on a throttled phone
 * profile: 412 px at 1.75×, 4× CPU slowdown, 150 ms round trip, 1.6 Mbit/s down (Lighthouse's
 * mobile settings, applied by the browser rather than simulated). The site's own server answers
 * with no country, so consent is asked for and the banner is shown, as in the audit. With two
 * builds, their runs alternate, so both see the same machine.
 *
 *   npm run bench:hydration                                     (after npm run build)
 *   DIST_DIR=dist,/tmp/dist-before RUNS=7 npm run bench:hydration -- /,/pricing/
 *
 * Prints each run, then per build and page the median and range of: first paint, largest
 * contentful paint, `data-hydrated` on <html> (the client's boot has run), and the banner in the
 * document. Figures, not a verdict: docs/benchmarks.md records what they were.
 */
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { DEFAULT_GUARDS } from '../../server/guards/index.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { percentile } from './search-queries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DISTS = (process.env.DIST_DIR ?? 'dist').split(',').map((dir) => path.resolve(ROOT, dir));
const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.argv[2] ?? '/,/pricing/,/lp/get-a-demo/').split(',');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`RUNS must be a whole number ≥ 1`);

const FIGURES = ['paint', 'lcp', 'hydrated', 'banner'] as const;
type Figure = (typeof FIGURES)[number];

const origins: string[] = [];
const servers: ReturnType<typeof serve>[] = [];
for (const distDir of DISTS) {
  // One client loads every page many times: the per-client limits of a public server do not apply.
  const app = createApp({
    distDir,
    dataDir: ':memory:',
    guards: { ...DEFAULT_GUARDS, eventsPerMinute: 1_000_000, dailyBytesPerClient: 1e12 },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const results = new Map<string, Record<Figure, number[]>>();
try {
  for (const pagePath of PAGES)
    for (let run = 0; run < RUNS; run += 1)
      for (const [index, origin] of origins.entries()) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1_600_000 / 8,
          uploadThroughput: 750_000 / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // The page view's beacon is not what is measured, and Chromium never reports it finished.
        await page.route('**/api/events*', (route) => route.abort());
        await page.addInitScript(() => {
          const times: Record<string, number> = {};
          (window as Window & { benchTimes?: Record<string, number> }).benchTimes = times;
          new MutationObserver(() => {
            if (
              times.hydrated === undefined &&
              document.documentElement.dataset.hydrated === 'true'
            )
              times.hydrated = performance.now();
            if (times.banner === undefined && document.getElementById('cookie-banner'))
              times.banner = performance.now();
          }).observe(document, { attributes: true, childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) times.lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(origin + pagePath);
        await page.waitForFunction(
          () => document.documentElement.dataset.hydrated === 'true',
          null,
          {
            timeout: 30_000,
          },
        );
        // Time for the banner and a late largest paint to land.
        await page.waitForTimeout(1500);
        const times: Partial<Record<Figure, number>> = await page.evaluate(() => ({
          ...(window as Window & { benchTimes?: Record<string, number> }).benchTimes,
          paint: performance.getEntriesByName('first-paint')[0]?.startTime,
        }));
        await context.close();
        const key = `${DISTS[index]} ${pagePath}`;
        const row =
          results.get(key) ??
          (Object.fromEntries(FIGURES.map((f) => [f, []])) as unknown as Record<Figure, number[]>);
        results.set(key, row);
        for (const figure of FIGURES) {
          const value = times[figure];
          if (typeof value === 'number') row[figure].push(Math.round(value));
        }
        console.log(
          `${key} run ${run + 1}: ${FIGURES.map((f) => `${f} ${typeof times[f] === 'number' ? Math.round(times[f]) : '–'} ms`).join(', ')}`,
        );
      }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

console.log('\nmedian (range), ms:');
for (const [key, row] of results)
  console.log(
    `${key}: ${FIGURES.map((figure) => {
      const values = row[figure];
      if (values.length === 0) return `${figure} –`;
      return `${figure} ${percentile(values, 50)} (${Math.min(...values)}–${Math.max(...values)})`;
    }).join(', ')}`,
  );
