/**
 * Guards against: the budget's static arithmetic (scripts/build/manifest.ts) drifting from what a browser
 * really downloads. Serves the built site, opens one page of each template in Chromium, waits
 * until it is interactive (hydrated, runtime and attribution loaded; before prefetching starts at
 * 3 s) and prints the JavaScript it downloaded, compressed as served.
 *
 *   npm run measure:js          (after npm run build)
 */
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');

/** One page per template: the first in path order. */
function pagePerTemplate(): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(DIST, 'page-data');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page-data.json')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const { path: pagePath, template } = JSON.parse(readFileSync(file, 'utf8')) as {
      path: string;
      template: string;
    };
    if (!pages.has(template)) pages.set(template, pagePath);
  }
  return pages;
}

const server = serve({ fetch: createApp({ distDir: DIST, dataDir: ':memory:' }).fetch, port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const address = server.address();
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('JavaScript downloaded by one page of each template, compressed as served (gzip):');
try {
  for (const [template, pagePath] of [...pagePerTemplate()].sort()) {
    const page = await browser.newPage();
    await page.goto(`${origin}${pagePath}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForTimeout(1200);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
    );
    const total = scripts.reduce((sum, size) => sum + size, 0);
    console.log(
      `  ${template.padEnd(40)} ${kb(total).padStart(9)} in ${String(scripts.length).padStart(2)} files  (${pagePath})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
