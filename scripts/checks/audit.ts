/**
 * `npm run audit`: every quality gate of the built site in one run and one table, failing when a
 * budget (scripts/checks/budgets.ts) is broken:
 *
 * - first-load JavaScript and CSS per template (the build's report), and what Chromium really
 *   downloads in the first 5 s of the audited pages;
 * - Lighthouse mobile on the audited pages (median of the runs);
 * - axe on every route at 375 and 1440 px;
 * - HTML validity of every page with the Nu HTML Checker (vnu-jar, on the machine's Java);
 * - the link checker and the metadata check.
 *
 * `-- --skip lighthouse,axe` leaves steps out (for a quick local run); CI runs them all.
 */
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import { DEFAULT_GUARDS } from '../../server/guards/index.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { reportFile, type BuildReport } from '../build/build-report.ts';
import { readBuiltPages } from './built-pages.ts';
import { axeViolations } from './axe.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { AUDITED_PAGES, BUDGETS } from './budgets.ts';
import {
  fitForPerformance,
  freshPageMicroseconds,
  judgePerformance,
} from '../bench/host-fitness.ts';
import { sortCheckerErrors, type CheckerMessage } from './html-validity.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const skip = new Set(
  (
    process.argv.find((arg) => arg.startsWith('--skip='))?.slice(7) ??
    process.argv[process.argv.indexOf('--skip') + 1] ??
    ''
  )
    .split(',')
    .filter(Boolean),
);

interface Row {
  check: string;
  figure: string;
  budget: string;
  /** null: reported, not judged (see the step for why). */
  ok: boolean | null;
}
const rows: Row[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (message: string) => process.stderr.write(`${message}\n`);

function bundleBudgets(): void {
  const report = JSON.parse(readFileSync(reportFile(DIST), 'utf8')) as BuildReport;
  for (const [template, sizes] of Object.entries(report.templates)) {
    const exception = BUDGETS.firstLoadJsExceptions[template];
    const budget = exception?.budget ?? BUDGETS.firstLoadJs;
    const after = sizes.js - sizes.hydrationJs;
    rows.push({
      check: `JS to hydrate, ${template}`,
      figure: `${kb(sizes.hydrationJs)} (+${kb(after)} after, +${kb(sizes.blocksJs ?? 0)} blocks)`,
      budget: `${kb(budget)} (+${kb(BUDGETS.afterHydrationJs)})`,
      ok: sizes.hydrationJs <= budget && after <= BUDGETS.afterHydrationJs,
    });
    rows.push({
      check: `CSS, ${template}`,
      figure: kb(sizes.css),
      budget: kb(BUDGETS.cssPerPage),
      ok: sizes.css <= BUDGETS.cssPerPage,
    });
  }
  const attribution = report.attribution?.everyPage ?? Infinity;
  rows.push({
    check: 'Attribution JS on every page (tracker chunk)',
    figure: `${(attribution / 1024).toFixed(2)} KB`,
    budget: `${(BUDGETS.attributionJs / 1024).toFixed(2)} KB`,
    ok: attribution <= BUDGETS.attributionJs,
  });
}

async function downloads(browser: Browser, base: string): Promise<void> {
  for (const pagePath of AUDITED_PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    const started = Date.now();
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (Date.now() - started > 5000 || request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then(
          (sizes) => void (bytes += sizes.responseBodySize),
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${pagePath}`);
    await page.waitForTimeout(Math.max(0, 5000 - (Date.now() - started)));
    await Promise.all(pending);
    await context.close();
    rows.push({
      check: `JS downloaded in the first 5 s, ${pagePath}`,
      figure: kb(bytes),
      budget: kb(BUDGETS.downloadedJsFirst5s),
      ok: bytes <= BUDGETS.downloadedJsFirst5s,
    });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface LighthouseRun {
  scores: Record<string, number>;
  cls: number;
  benchmark: number;
}

async function lighthouseScores(base: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const categories = Object.keys(BUDGETS.lighthouse);
  // A run Lighthouse could not complete (its trace or page load failed) measured nothing: it is
  // run again, up to twice per page, and its error is printed either way.
  async function measure(pagePath: string, failures: string[]): Promise<LighthouseRun | null> {
    for (;;) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // Chromium never reports the page view's keepalive beacon as finished, so Lighthouse
        // would wait its full 45 s for the network to go quiet on every run.
        blockedUrlPatterns: ['*/api/events*'],
        // The full-page screenshot only illustrates an HTML report, which the audit doesn't write:
        // 1.3 s of a 9 s run here, and no score reads it.
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      if (!lhr.runtimeError)
        return {
          scores: Object.fromEntries(
            Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? 0]),
          ),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmark: lhr.environment.benchmarkIndex,
        };
      failures.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      log(`  lighthouse ${pagePath}: run failed (${failures.at(-1)})`);
      if (failures.length > 2) return null;
    }
  }
  // Whether this machine's performance scores can be judged (scripts/bench/host-fitness.ts). Where
  // they cannot, one run per page: the median of several is for the performance score, which
  // varies from run to run; what is still judged (accessibility, best practices, SEO: the same
  // markup gives the same score; CLS: 0 in the one run) needs no median.
  const freshPageUs = freshPageMicroseconds();
  const runsPerPage = fitForPerformance(freshPageUs, BUDGETS.lighthouseFitFreshPageUs)
    ? BUDGETS.lighthouseRuns
    : 1;
  log(
    `  ${runsPerPage} run(s) per page; a fresh page of memory costs ${freshPageUs.toFixed(1)} µs`,
  );
  try {
    for (const pagePath of AUDITED_PAGES) {
      const runs: LighthouseRun[] = [];
      const failures: string[] = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        const measured = await measure(pagePath, failures);
        if (measured) runs.push(measured);
      }
      if (runs.length < runsPerPage) {
        rows.push({
          check: `Lighthouse runs, ${pagePath}`,
          figure: `${runs.length} of ${runsPerPage} completed; ${failures[0]}`,
          budget: `${runsPerPage} completed`,
          ok: false,
        });
        if (runs.length === 0) continue;
      }
      const benchmark = median(runs.map((run) => run.benchmark));
      for (const [category, threshold] of Object.entries(BUDGETS.lighthouse)) {
        const score = median(runs.map((run) => run.scores[category] ?? 0));
        if (category !== 'performance') {
          rows.push({
            check: `Lighthouse ${category}, ${pagePath}`,
            figure: String(Math.round(score * 100)),
            budget: `≥ ${Math.round(threshold * 100)}`,
            ok: score >= threshold,
          });
          continue;
        }
        const verdict = judgePerformance(
          score,
          threshold,
          freshPageUs,
          BUDGETS.lighthouseFitFreshPageUs,
        );
        if (verdict.ok === null)
          log(
            `  lighthouse ${pagePath}: performance ${Math.round(score * 100)} not judged: a fresh page of memory costs ${freshPageUs.toFixed(1)} µs on this machine (see scripts/bench/host-fitness.ts)`,
          );
        rows.push({
          check: `Lighthouse performance, ${pagePath}`,
          figure: `${Math.round(score * 100)} (${verdict.note}; CPU benchmark ${Math.round(benchmark)}, load ${os.loadavg()[0]?.toFixed(1)})`,
          budget: `≥ ${Math.round(threshold * 100)}`,
          ok: verdict.ok,
        });
      }
      const cls = median(runs.map((run) => run.cls));
      rows.push({
        check: `Lighthouse CLS, ${pagePath}`,
        figure: cls.toFixed(3),
        budget: String(BUDGETS.cls),
        ok: cls <= BUDGETS.cls,
      });
      log(`  lighthouse ${pagePath}: done`);
    }
  } finally {
    await chrome.kill();
  }
}

async function axeEveryRoute(browser: Browser, base: string, pages: PageData[]): Promise<void> {
  // A phone whose owner asked for reduced motion, and a desktop with the default motion.
  const visitors = [
    { width: 375, reducedMotion: 'reduce' },
    { width: 1440, reducedMotion: 'no-preference' },
  ] as const;
  for (const { width, reducedMotion } of visitors) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion });
    const failures: string[] = [];
    const queue = [...pages];
    const worker = async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        await page.goto(`${base}${next.path}`);
        await page.waitForFunction(
          () => document.documentElement.dataset.hydrated === 'true',
          null,
          {
            timeout: 15_000,
          },
        );
        for (const violation of await axeViolations(page))
          failures.push(`${next.path} @${width}: ${violation}`);
      }
      await page.close();
    };
    await Promise.all([worker(), worker()]);
    await context.close();
    for (const failure of failures) log(`  axe: ${failure}`);
    rows.push({
      check: `axe, every route at ${width} px${reducedMotion === 'reduce' ? ', reduced motion' : ''} (${pages.length} routes)`,
      figure: `${failures.length} violations`,
      budget: String(BUDGETS.axeViolations),
      ok: failures.length <= BUDGETS.axeViolations,
    });
  }
}

function htmlValidity(): void {
  const vnu = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const result = spawnSync(
    'java',
    ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', DIST],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw new Error(`The Nu HTML Checker needs Java: ${result.error.message}`);
  const { errors, setAside } = sortCheckerErrors(
    (
      JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
        messages: CheckerMessage[];
      }
    ).messages,
  );
  for (const message of errors)
    log(
      `  html: ${path.relative(DIST, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`,
    );
  for (const [why, count] of setAside) log(`  html: ${count} checker errors set aside: ${why}`);
  const files = readdirSync(DIST, { recursive: true }).filter((file) =>
    String(file).endsWith('.html'),
  ).length;
  rows.push({
    check: `HTML validity (Nu HTML Checker), ${files} files`,
    figure: `${errors.length} errors${setAside.size > 0 ? ` (${[...setAside.values()].reduce((a, b) => a + b, 0)} set aside)` : ''}`,
    budget: String(BUDGETS.htmlErrors),
    ok: errors.length <= BUDGETS.htmlErrors,
  });
}

function script(name: string, check: string): void {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, name)], {
    encoding: 'utf8',
    env: process.env,
  });
  const last = `${result.stdout}`.trim().split('\n').at(-1) ?? '';
  const summary = last.length > 60 ? `${last.slice(0, 59)}…` : last;
  if (result.status !== 0) log(`${result.stdout}${result.stderr}`);
  rows.push({ check, figure: summary, budget: '0 problems', ok: result.status === 0 });
}

function printTable(): boolean {
  const widths = [
    Math.max(...rows.map((row) => row.check.length)),
    Math.max(...rows.map((row) => row.figure.length)),
    Math.max(...rows.map((row) => row.budget.length)),
  ];
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  console.log(line(['check', 'figure', 'budget']) + '  verdict');
  for (const row of rows)
    console.log(
      `${line([row.check, row.figure, row.budget])}  ${row.ok === null ? 'reported' : row.ok ? 'ok' : 'OVER'}`,
    );
  const broken = rows.filter((row) => row.ok === false).length;
  console.log(
    `${rows.length} checks: ${rows.filter((row) => row.ok).length} within budget, ${broken} over, ${rows.filter((row) => row.ok === null).length} reported only`,
  );
  return broken === 0;
}

async function main(): Promise<void> {
  // One client visits every route twice: the per-client limits of a public server do not apply.
  const app = createApp({
    distDir: DIST,
    dataDir: ':memory:',
    guards: { ...DEFAULT_GUARDS, eventsPerMinute: 1_000_000, dailyBytesPerClient: 1e12 },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = readBuiltPages(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    log('audit: bundle budgets…');
    bundleBudgets();
    log('audit: downloads in the first 5 s…');
    await downloads(browser, base);
    if (!skip.has('lighthouse')) {
      log(`audit: Lighthouse on ${AUDITED_PAGES.length} pages…`);
      await lighthouseScores(base);
    }
    if (!skip.has('axe')) {
      log('audit: axe on every route…');
      await axeEveryRoute(browser, base, pages);
    }
    if (!skip.has('html')) {
      log('audit: HTML validity…');
      htmlValidity();
    }
    log('audit: links and metadata…');
    script('check-links.ts', 'Links: every internal link resolves');
    script('check-meta.ts', 'Metadata: titles, cards, JSON-LD, sitemaps, feed');
  } finally {
    await browser.close();
    server.close();
  }
  if (!printTable()) process.exit(1);
  process.exit(0);
}

await main();
