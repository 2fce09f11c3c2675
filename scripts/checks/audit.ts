/**
 * `npm run audit`: every quality gate of the built site in one run and one table, failing when a
 * budget (scripts/checks/budgets.ts) is broken:
 *
 * - first-load JavaScript and CSS per template (the build's report), and what Chromium really
 *   downloads in the first 5 s on one page of every template at 375 px;
 * - Lighthouse mobile on the audited pages (median of the runs), and on a reference page without
 *   JavaScript to show what the machine allows;
 * - axe on every route at 375 and 1440 px;
 * - HTML validity of every page with the Nu HTML Checker (vnu-jar, on the machine's Java);
 * - the link checker and the metadata check.
 *
 * `-- --skip lighthouse,axe` leaves steps out (for a quick local run); CI runs them all.
 */
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Request } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import { DEFAULT_GUARDS } from '../../server/guards/index.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { reportFile, type BuildReport } from '../build/build-report.ts';
import { firstPageOfEachTemplate, readBuiltPages } from './built-pages.ts';
import { axeViolations } from './axe.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { AUDITED_PAGES, BUDGETS } from './budgets.ts';
import { LIGHTHOUSE_RUN } from './lighthouse-options.ts';
import {
  fitForPerformance,
  freshPageMicroseconds,
  judgePerformance,
} from '../bench/host-fitness.ts';
import { sortCheckerErrors, type CheckerMessage } from './html-validity.ts';
import { serveReferencePage } from './reference-page.ts';

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
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** Runs one step of the audit, printing when it starts and how long it took; returns its rows. */
async function step(name: string, body: (rows: Row[]) => void | Promise<void>): Promise<Row[]> {
  const rows: Row[] = [];
  const started = performance.now();
  log(`audit: ${name}…`);
  await body(rows);
  log(`audit: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return rows;
}

/** A child process's exit status and its whole output (the checker's report is megabytes). */
function runChild(
  command: string,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string; error?: Error }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error) => resolve({ status: null, stdout, stderr, error }));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

function bundleBudgets(rows: Row[]): void {
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

/**
 * The pages whose downloads are judged, as [label, path]: one page per template (the first in
 * path order), and the audited pages (AUDITED_PAGES) besides.
 */
export function pagesToMeasure(
  pages: readonly PageData[],
  audited: readonly string[] = AUDITED_PAGES,
): [string, string][] {
  const measured = firstPageOfEachTemplate(pages).map((page): [string, string] => [
    page.template,
    page.path,
  ]);
  const paths = new Set(measured.map(([, pagePath]) => pagePath));
  for (const page of pages)
    if (audited.includes(page.path) && !paths.has(page.path))
      measured.push([page.template, page.path]);
  return measured;
}

/**
 * What a phone visitor's Chromium downloads as JavaScript (gzip on the wire) in the first 5 s of a
 * visit without touching anything, at 375 px: one page of every template, five at a time. The
 * window runs from the request to 5 s after the load event, and at least to 2 s after the page
 * marks itself interactive, so that a slow machine, on which hydration may end after those 5 s,
 * cannot undercount what hydration brings.
 */
async function downloads(
  rows: Row[],
  browser: Browser,
  base: string,
  pages: PageData[],
): Promise<void> {
  const queue = pagesToMeasure(pages);
  const order = queue.map(([, pagePath]) => pagePath);
  const measured = new Map<string, { template: string; bytes: number; files: number }>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [template, pagePath] = next;
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const scripts: Request[] = [];
      let open = true;
      page.on('request', (request) => {
        if (open && request.resourceType() === 'script') scripts.push(request);
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
      const loadedAt = Date.now();
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 60_000,
        })
        .catch(() => log(`  downloads ${pagePath}: never marked interactive`));
      const until = Math.max(loadedAt + 5000, Date.now() + 2000);
      await page.waitForTimeout(until - Date.now());
      open = false;
      let bytes = 0;
      for (const request of scripts)
        bytes += await request.sizes().then(
          (sizes) => sizes.responseBodySize,
          () => 0,
        );
      await context.close();
      measured.set(pagePath, { template, bytes, files: scripts.length });
    }
  };
  // Each page mostly waits out its 5 s: five at a time took 50 s against 106 s two at a time,
  // with the same bytes counted on every page (docs/benchmarks.md).
  await Promise.all(Array.from({ length: 5 }, worker));
  for (const pagePath of order) {
    const { template, bytes, files } = measured.get(pagePath)!;
    const budget = BUDGETS.downloadedJsFirst5s;
    rows.push({
      check: `JS downloaded in 5 s at 375 px, ${template} (${pagePath})`,
      figure: `${kb(bytes)} in ${files} files`,
      budget: kb(budget),
      ok: bytes <= budget,
    });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface LighthouseRun {
  scores: Record<string, number>;
  /** Milliseconds: first and largest contentful paint, total blocking time (simulated phone). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmark: number;
}

async function lighthouseScores(rows: Row[], base: string): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const categories = Object.keys(BUDGETS.lighthouse);
  // A run Lighthouse could not complete (its trace or page load failed) measured nothing: it is
  // run again, up to twice per page, and its error is printed either way.
  async function measure(url: string, failures: string[]): Promise<LighthouseRun | null> {
    for (;;) {
      const result = await lighthouse(url, {
        ...LIGHTHOUSE_RUN,
        port: chrome.port,
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError)
        return {
          scores: Object.fromEntries(
            Object.entries(lhr.categories).map(([id, category]) => [id, category.score ?? 0]),
          ),
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmark: lhr.environment.benchmarkIndex,
        };
      failures.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      log(`  lighthouse ${url}: run failed (${failures.at(-1)})`);
      if (failures.length > 2) return null;
    }
  }
  // Whether this machine's performance scores can be judged (scripts/bench/host-fitness.ts). The
  // figures are measured and printed either way, median of the runs, with the load average.
  const freshPageUs = freshPageMicroseconds();
  const runsPerPage = BUDGETS.lighthouseRuns;
  /** The runs of one page that completed, and the errors of those that did not. */
  async function measureRuns(url: string) {
    const runs: LighthouseRun[] = [];
    const failures: string[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      const measured = await measure(url, failures);
      if (measured) runs.push(measured);
    }
    return { runs, failures };
  }
  log(
    `  ${runsPerPage} run(s) per page; a fresh page of memory costs ${freshPageUs.toFixed(1)} µs`,
  );
  try {
    for (const pagePath of AUDITED_PAGES) {
      const { runs, failures } = await measureRuns(`${base}${pagePath}`);
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
      const lcp = median(runs.map((run) => run.lcp));
      rows.push({
        check: `Lighthouse paint, ${pagePath}`,
        figure: `${paintFigures(runs)} (load ${os.loadavg()[0]?.toFixed(1)})`,
        budget: `LCP ≤ ${(BUDGETS.lcpMs / 1000).toFixed(1)} s`,
        // Timing, like the performance score: judged only where the machine can be trusted.
        ok: fitForPerformance(freshPageUs, BUDGETS.lighthouseFitFreshPageUs)
          ? lcp <= BUDGETS.lcpMs
          : null,
      });
      const cls = median(runs.map((run) => run.cls));
      rows.push({
        check: `Lighthouse CLS, ${pagePath}`,
        figure: cls.toFixed(3),
        budget: String(BUDGETS.cls),
        ok: cls <= BUDGETS.cls,
      });
      log(`  lighthouse ${pagePath}: done`);
    }
    // What this machine allows at all: the same runs of a page without JavaScript or images.
    const reference = await serveReferencePage();
    try {
      const { runs, failures } = await measureRuns(reference.url);
      rows.push({
        check: 'Lighthouse, reference page without JavaScript (scripts/checks/reference-page.ts)',
        figure: runs.length
          ? `performance ${Math.round(median(runs.map((run) => run.scores.performance ?? 0)) * 100)}, ${paintFigures(runs)}`
          : `no run completed: ${failures[0]}`,
        budget: 'what this machine allows',
        ok: null,
      });
    } finally {
      reference.server.close();
    }
  } finally {
    await chrome.kill();
  }
}

/** Median first and largest contentful paint and total blocking time of some runs, for the table. */
function paintFigures(runs: LighthouseRun[]): string {
  const ms = (key: 'fcp' | 'lcp' | 'tbt') => median(runs.map((run) => run[key]));
  return `FCP ${(ms('fcp') / 1000).toFixed(2)} s, LCP ${(ms('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(ms('tbt'))} ms`;
}

async function axeEveryRoute(
  rows: Row[],
  browser: Browser,
  base: string,
  pages: PageData[],
): Promise<void> {
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
          { timeout: 15_000 },
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

async function htmlValidity(rows: Row[]): Promise<void> {
  const vnu = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const result = await runChild('java', [
    '-Xss4m',
    '-jar',
    vnu,
    '--errors-only',
    '--format',
    'json',
    '--skip-non-html',
    DIST,
  ]);
  // No `java` at all: `npm test`'s bootstrap installs Debian's default-jre-headless where it can
  // (root or sudo); where it could not, the check is skipped with this one message, but never on CI.
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' && !process.env.CI) {
    log('  html: skipped, no `java` on PATH (apt-get install default-jre-headless to check)');
    rows.push({
      check: 'HTML validity (Nu HTML Checker)',
      figure: 'skipped: no Java',
      budget: String(BUDGETS.htmlErrors),
      ok: null,
    });
    return;
  }
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

async function script(rows: Row[], name: string, check: string): Promise<void> {
  const result = await runChild(process.execPath, [path.join(import.meta.dirname, name)]);
  const last = `${result.stdout}`.trim().split('\n').at(-1) ?? '';
  const summary = last.length > 60 ? `${last.slice(0, 59)}…` : last;
  if (result.status !== 0) log(`${result.stdout}${result.stderr}`);
  rows.push({ check, figure: summary, budget: '0 problems', ok: result.status === 0 });
}

function printTable(rows: Row[]): boolean {
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
  const results: Row[][] = [];
  try {
    results.push(await step('bundle budgets', (rows) => bundleBudgets(rows)));
    // One step at a time: the machine's two cores are busy with each (running the checks of what
    // a page is side by side did not make the audit shorter).
    if (!skip.has('lighthouse'))
      results.push(
        await step(`Lighthouse on ${AUDITED_PAGES.length} pages and the reference page`, (rows) =>
          lighthouseScores(rows, base),
        ),
      );
    results.push(
      await step('downloads in the first 5 s', (rows) => downloads(rows, browser, base, pages)),
    );
    if (!skip.has('axe'))
      results.push(
        await step('axe on every route', (rows) => axeEveryRoute(rows, browser, base, pages)),
      );
    if (!skip.has('html')) results.push(await step('HTML validity', (rows) => htmlValidity(rows)));
    results.push(
      await step('links', (rows) =>
        script(rows, 'check-links.ts', 'Links: every internal link resolves'),
      ),
      await step('metadata', (rows) =>
        script(rows, 'check-meta.ts', 'Metadata: titles, cards, JSON-LD, sitemaps, feed'),
      ),
    );
  } finally {
    await browser.close();
    server.close();
  }
  if (!printTable(results.flat())) process.exit(1);
  process.exit(0);
}

await main();
