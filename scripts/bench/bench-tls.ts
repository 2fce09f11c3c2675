/**
 * `npm run bench:tls`: Lighthouse mobile on the audited pages served two ways, in turn: over plain
 * HTTP/1.1, as `npm run audit` serves them, and over HTTPS with HTTP/2, as a CDN serves them to
 * visitors. Lighthouse's simulation counts what the protocol costs: a TLS handshake before the
 * first byte, and one connection for every request instead of several.
 *
 *   npm run bench:tls                                   (after npm run build)
 *   RUNS=5 DIST_DIR=dist npm run bench:tls -- /,/pricing/
 *
 * The certificate is a throwaway, self-signed for 127.0.0.1 with `openssl` (../localhost-cert.ts);
 * only this benchmark's Chromium is told to accept it. Prints each run, then per page and protocol
 * the medians of performance, FCP, LCP (with its range) and TBT. Figures, not a verdict:
 * docs/benchmarks.md records what they were. Not part of `npm test`.
 */
import { serve } from '@hono/node-server';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app.ts';
import { DEFAULT_GUARDS } from '../../server/guards/index.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.ts';
import { AUDITED_PAGES } from '../checks/budgets.ts';
import { LIGHTHOUSE_RUN } from '../checks/lighthouse-options.ts';
import { makeLocalhostCertificate, type LocalhostCertificate } from '../localhost-cert.ts';
import { percentile } from './search-queries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = process.argv[2]?.split(',') ?? AUDITED_PAGES;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('RUNS must be a whole number ≥ 1');

let certificate: LocalhostCertificate;
try {
  certificate = makeLocalhostCertificate();
} catch (error) {
  console.error(`bench:tls serves HTTPS with a throwaway certificate: ${(error as Error).message}`);
  process.exit(1);
}

// One client loads every page many times: the per-client limits of a public server do not apply.
const app = createApp({
  distDir: DIST,
  dataDir: ':memory:',
  guards: { ...DEFAULT_GUARDS, eventsPerMinute: 1_000_000, dailyBytesPerClient: 1e12 },
});
const servers = {
  'HTTP/1.1': serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }),
  'HTTPS, HTTP/2': serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    createServer: createSecureServer,
    serverOptions: certificate,
  }),
};
type Protocol = keyof typeof servers;
const origins = {} as Record<Protocol, string>;
for (const [protocol, server] of Object.entries(servers) as [
  Protocol,
  (typeof servers)[Protocol],
][]) {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  origins[protocol] = `${protocol === 'HTTP/1.1' ? 'http' : 'https'}://127.0.0.1:${port}`;
}

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
});
console.log(`load average before: ${loadavg()[0]!.toFixed(2)}; ${RUNS} runs per page and protocol`);
const results = new Map<string, Run[]>();
try {
  for (const page of PAGES)
    for (let run = 1; run <= RUNS; run += 1)
      for (const protocol of Object.keys(origins) as Protocol[]) {
        const result = await lighthouse(`${origins[protocol]}${page}`, {
          ...LIGHTHOUSE_RUN,
          port: chrome.port,
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError)
          throw new Error(
            `Lighthouse failed on ${page} (${protocol}): ${lhr?.runtimeError?.message}`,
          );
        // The protocol the document actually came over, so a fallback cannot pass unnoticed.
        const document = (
          lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] }
        )?.items?.[0]?.protocol;
        const figure = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        const measured: Run = {
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: figure('first-contentful-paint'),
          lcp: figure('largest-contentful-paint'),
          tbt: figure('total-blocking-time'),
        };
        const key = `${page}\t${protocol}`;
        results.set(key, [...(results.get(key) ?? []), measured]);
        console.log(
          `${page} ${protocol} (document over ${document}), run ${run}: ${JSON.stringify(measured)}`,
        );
      }
} finally {
  await chrome.kill();
  for (const server of Object.values(servers)) server.close();
}

const median = (runs: Run[], figure: keyof Run) =>
  percentile(
    runs.map((run) => run[figure]),
    50,
  );
console.log(`\nload average after: ${loadavg()[0]!.toFixed(2)}`);
console.log('page\tprotocol\tperformance\tFCP ms\tLCP ms (range)\tTBT ms');
for (const [key, runs] of results) {
  const lcps = runs.map((run) => run.lcp);
  console.log(
    `${key}\t${median(runs, 'performance')}\t${median(runs, 'fcp')}\t${median(runs, 'lcp')} (${Math.min(...lcps)}–${Math.max(...lcps)})\t${median(runs, 'tbt')}`,
  );
}
process.exit(0);
