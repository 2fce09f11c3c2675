/**
 * `npm run bench:forms [-- --submissions 500 --clients 50 --down 60 --error 30 --hang 30]`: does
 * a lead survive a HubSpot outage and a crash? On loopback, against the real preview server (a
 * child process with FORMS_PROVIDER=hubspot, its own data directory, the built site in DIST_DIR)
 * and the HubSpot stand-in (server/stand-ins/hubspot-standin.ts, in this process).
 *
 * 1. Baseline: a fifth of the submissions with HubSpot up, at the outage's pace (visitor-facing
 *    p50/p99 without outage).
 * 2. Outage: the stand-in is down (connection refused) for --down s, answers 500 for --error s,
 *    hangs for --hang s; the submissions are spread over it by C clients, each retrying a failed
 *    request with the same idempotency key as the browser does. Half-way through, the server is
 *    killed with SIGKILL and started again.
 * 3. Recovery: HubSpot is up again; the run waits (at most --drain s) for every delivery.
 *
 * Prints answered, stored, delivered, delivered twice, dead-lettered, the time from recovery to
 * the last delivery, and p50/p99 with and without the outage. Exit 1 when a target is missed:
 * every 2xx stored and delivered, none twice, all within 60 s of recovery.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { listenHubSpotStandIn } from '../../server/stand-ins/hubspot-standin.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    submissions: { type: 'string', default: '500' },
    clients: { type: 'string', default: '50' },
    down: { type: 'string', default: '60' },
    error: { type: 'string', default: '30' },
    hang: { type: 'string', default: '30' },
    drain: { type: 'string', default: '120' },
    'timeout-ms': { type: 'string', default: '5000' },
  },
});
const number = (name: keyof typeof args) => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
};
const SUBMISSIONS = number('submissions');
const CLIENTS = number('clients');
const DOWN_MS = number('down') * 1000;
const ERROR_MS = number('error') * 1000;
const HANG_MS = number('hang') * 1000;
const DRAIN_MS = number('drain') * 1000;
const TIMEOUT_MS = number('timeout-ms');
const OUTAGE_MS = DOWN_MS + ERROR_MS + HANG_MS;
const BASELINE = Math.round(SUBMISSIONS / 5);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function startServer(port: number, dataDir: string, hubspot: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FORMS_PROVIDER: 'hubspot',
      HUBSPOT_API_URL: hubspot,
      LEADS_DELIVERY_TIMEOUT_MS: String(TIMEOUT_MS),
      SMTP_URL: '',
      LEADS_NOTIFY: '',
      LEADS_WEBHOOK_URL: '',
      // One client sending everything: the per-visitor guards (server/guards/) would refuse it.
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      DAILY_BYTES_PER_CLIENT: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/page-data/app-data.json`);
      return child;
    } catch {
      await sleep(50);
    }
  }
  throw new Error('The preview server did not start (is the site built? npm run build)');
}

interface Outcome {
  key: string;
  email: string;
  /** Final status: 2xx, or 0 when every try failed. */
  status: number;
  /** Each HTTP answer's latency (answered requests only). */
  latencies: number[];
  /** From the first try to the final answer, retries included. */
  totalMs: number;
  tries: number;
}

/** One submission as the browser sends it: network errors and 5xx retried with the same key. */
async function submit(port: () => number, n: number): Promise<Outcome> {
  const key = randomUUID();
  const email = `bench-${n}@acme.example`;
  const outcome: Outcome = { key, email, status: 0, latencies: [], totalMs: 0, tries: 0 };
  const started = performance.now();
  for (let attempt = 0; attempt < 40; attempt++) {
    outcome.tries += 1;
    const t = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port()}/api/forms/NEWSLETTER`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, idempotencyKey: key }),
      });
      await response.arrayBuffer();
      outcome.latencies.push(performance.now() - t);
      outcome.status = response.status;
      if (response.status < 500) break;
    } catch {
      outcome.status = 0;
    }
    await sleep(250);
  }
  outcome.totalMs = performance.now() - started;
  return outcome;
}

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function database(dataDir: string) {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    const keys = new Set(
      (db.prepare('SELECT idempotency_key AS key FROM submissions').all() as { key: string }[]).map(
        (row) => row.key,
      ),
    );
    const states = Object.fromEntries(
      (
        db.prepare('SELECT state, COUNT(*) AS n FROM deliveries GROUP BY 1').all() as {
          state: string;
          n: number;
        }[]
      ).map((row) => [row.state, Number(row.n)]),
    );
    return { keys, states };
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:forms — ${SUBMISSIONS} submissions (${BASELINE} before the outage) from ${CLIENTS} clients; HubSpot down ${DOWN_MS / 1000} s, 500 for ${ERROR_MS / 1000} s, hung ${HANG_MS / 1000} s; one SIGKILL; delivery timeout ${TIMEOUT_MS} ms`,
  );
  console.log(
    `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const standIn = await listenHubSpotStandIn();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-bench-forms-'));
  const port = await freePort();
  let server = await startServer(port, dataDir, standIn.url);
  const portOf = () => port;
  let next = 0;
  const outcomes: Outcome[] = [];
  try {
    /** `count` submissions from the clients, spread evenly over `durationMs`. */
    const paced = async (count: number, durationMs: number): Promise<Outcome[]> => {
      const results: Outcome[] = [];
      const start = performance.now();
      const last = next + count;
      const perClient = Math.ceil(count / CLIENTS);
      const gap = durationMs / Math.max(1, perClient);
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = 0; i < perClient && next < last; i++) {
            await sleep(
              Math.max(0, start + (gap * client) / CLIENTS + gap * i - performance.now()),
            );
            if (next < last) results.push(await submit(portOf, next++));
          }
        }),
      );
      return results;
    };
    // The first form post starts the database worker thread: not a visitor-facing figure.
    outcomes.push({ ...(await submit(portOf, next++)), latencies: [] });

    // 1. Baseline, HubSpot up, at the same pace as during the outage.
    const rate = (SUBMISSIONS - BASELINE) / Math.max(1, OUTAGE_MS);
    const baseline = await paced(BASELINE - 1, (BASELINE - 1) / rate);
    outcomes.push(...baseline);

    // 2. The outage, with the submissions spread over it and a SIGKILL half-way.
    await standIn.stop();
    const timeline = (async () => {
      await sleep(DOWN_MS);
      standIn.setMode('error');
      await standIn.start();
      await sleep(ERROR_MS);
      standIn.setMode('hang');
      await sleep(HANG_MS);
      standIn.setMode('up');
    })();
    const kill = (async () => {
      await sleep(OUTAGE_MS / 2);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      server = await startServer(port, dataDir, standIn.url);
    })();
    const during = await paced(SUBMISSIONS - BASELINE, OUTAGE_MS);
    outcomes.push(...during);
    await Promise.all([timeline, kill]);
    const recovered = Date.now();

    // 3. Recovery: wait for every delivery to be acknowledged or dead.
    const answered = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const emails = new Set(answered.map((o) => o.email));
    const receivedCount = () => {
      const counts = new Map<string, number>();
      for (const entry of standIn.received) {
        const email = entry.body.fields?.find((field) => field.name === 'email')?.value ?? '';
        counts.set(email, (counts.get(email) ?? 0) + 1);
      }
      return counts;
    };
    const deadline = Date.now() + DRAIN_MS;
    while (Date.now() < deadline) {
      const { states } = database(dataDir);
      if (!states.pending && !states.retrying && !states.sending) break;
      await sleep(250);
    }
    await sleep(1000);
    const counts = receivedCount();
    const { keys, states } = database(dataDir);
    const lastDelivery = Math.max(
      0,
      ...standIn.received.filter((entry) => entry.at >= recovered).map((entry) => entry.at),
    );
    const stored = answered.filter((o) => keys.has(o.key)).length;
    const delivered = [...emails].filter((email) => (counts.get(email) ?? 0) >= 1).length;
    const twice = [...counts.values()].filter((n) => n > 1).length;
    const recoverySeconds = lastDelivery ? (lastDelivery - recovered) / 1000 : 0;
    const latencies = (list: Outcome[]) => list.flatMap((o) => o.latencies);
    const rows: [string, string][] = [
      ['submissions sent', String(outcomes.length)],
      ['answered success (2xx)', String(answered.length)],
      ['stored', `${stored} of ${answered.length}`],
      ['delivered to HubSpot', `${delivered} of ${answered.length}`],
      ['delivered twice', String(twice)],
      ['dead-lettered', String(states.dead ?? 0)],
      ['recovery → last delivery', `${recoverySeconds.toFixed(1)} s`],
      [
        'p50 / p99 without outage',
        `${percentile(latencies(baseline), 50).toFixed(1)} / ${percentile(latencies(baseline), 99).toFixed(1)} ms`,
      ],
      [
        'p50 / p99 during outage',
        `${percentile(latencies(during), 50).toFixed(1)} / ${percentile(latencies(during), 99).toFixed(1)} ms`,
      ],
      [
        'slowest visitor (retries across the restart)',
        `${(Math.max(...during.map((o) => o.totalMs)) / 1000).toFixed(1)} s, ${during.filter((o) => o.tries > 1).length} submissions retried`,
      ],
    ];
    console.log('\n| measure | value |\n| --- | --- |');
    for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
    const failures = [
      stored < answered.length && 'a 2xx answer was not stored',
      delivered < answered.length && 'a stored lead was not delivered',
      twice > 0 && 'a lead reached HubSpot twice',
      (recoverySeconds > 60 || delivered < answered.length) && 'not all delivered within 60 s',
      answered.length < outcomes.length && 'a visitor got no success answer',
    ].filter(Boolean);
    console.log(failures.length ? `\nMISSED: ${failures.join('; ')}` : '\nAll targets met.');
    if (failures.length) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await standIn.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
