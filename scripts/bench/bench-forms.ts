/**
 * `npm run bench:forms [-- --submissions 1000 --clients 50]`: load and durability of the local
 * forms service, on loopback against the real preview server (a child process, its own data
 * directory, the built site in DIST_DIR).
 *
 * 1. N newsletter submissions from C concurrent clients: throughput, p50/p99 latency, then the
 *    database rows against the 2xx answers (each stored exactly once).
 * 2. The same, each client sending 10% of its submissions twice with the same idempotency key.
 * 3. A second run killed with SIGKILL half-way; after a restart, every submission answered 2xx
 *    before the kill must be in the database.
 *
 * Prints figures; fails (exit 1) only when a stored/answered count is wrong.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    submissions: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
  },
});
const SUBMISSIONS = Number(args.submissions);
const CLIENTS = Number(args.clients);
const RETRY_SHARE = 0.1;

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

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // One client sending everything: the per-visitor guards (server/guards/) would refuse it.
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      DAILY_BYTES_PER_CLIENT: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/page-data/app-data.json`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('The preview server did not start (is the site built? npm run build)');
}

interface Outcome {
  key: string;
  status: number;
  ms: number;
}

async function submit(port: number, key: string, n: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/forms/NEWSLETTER`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: `bench-${n}@acme.example`, idempotencyKey: key }),
    });
    await response.arrayBuffer();
    return { key, status: response.status, ms: performance.now() - started };
  } catch {
    // Refused or cut off (the killed server): no answer, so nothing is owed.
    return { key, status: 0, ms: performance.now() - started };
  }
}

interface RunOptions {
  port: number;
  retries: boolean;
  /** Called after each answer; returning true stops every client. */
  onAnswer?: (answered: number) => boolean;
}

async function run({ port, retries, onAnswer }: RunOptions) {
  const outcomes: Outcome[] = [];
  let next = 0;
  let stopped = false;
  const started = performance.now();
  const client = async (index: number) => {
    // Each client retries every tenth of its own submissions, deterministically.
    let sent = 0;
    while (!stopped) {
      const n = next++;
      if (n >= SUBMISSIONS) return;
      const key = randomUUID();
      const outcome = await submit(port, key, n);
      outcomes.push(outcome);
      sent += 1;
      if (retries && sent % Math.round(1 / RETRY_SHARE) === index % 10) {
        outcomes.push(await submit(port, key, n));
      }
      if (onAnswer?.(outcomes.length)) stopped = true;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function storedKeys(dataDir: string): Map<string, number> {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT idempotency_key AS key, COUNT(*) AS n FROM submissions GROUP BY 1')
      .all() as { key: string; n: number }[];
    return new Map(rows.map((row) => [row.key, Number(row.n)]));
  } finally {
    db.close();
  }
}

let failed = false;
function check(label: string, ok: boolean, detail: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) failed = true;
}

function report(title: string, outcomes: Outcome[], seconds: number, dataDir: string): void {
  const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const statuses = Object.entries(
    outcomes.reduce<Record<number, number>>((count, o) => {
      count[o.status] = (count[o.status] ?? 0) + 1;
      return count;
    }, {}),
  )
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`\n${title}`);
  console.log(
    `  ${outcomes.length} requests in ${seconds.toFixed(2)} s: ${(outcomes.length / seconds).toFixed(0)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${statuses})`,
  );
  const stored = storedKeys(dataDir);
  const answeredKeys = new Set(ok.map((o) => o.key));
  const missing = [...answeredKeys].filter((key) => !stored.has(key));
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  check(
    'every 2xx stored',
    missing.length === 0,
    `${answeredKeys.size} keys answered 2xx, ${missing.length} missing`,
  );
  check('stored once', duplicated === 0, `${stored.size} rows, ${duplicated} keys stored twice`);
  check(
    'nothing unanswered stored',
    stored.size === answeredKeys.size,
    `${stored.size} rows for ${answeredKeys.size} answered keys`,
  );
}

async function main(): Promise<void> {
  console.log(
    `Forms service on loopback: ${SUBMISSIONS} submissions from ${CLIENTS} concurrent clients (node ${process.version})`,
  );
  for (const retries of [false, true]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-bench-forms-'));
    const port = await freePort();
    const server = await startServer(port, dataDir);
    try {
      const { outcomes, seconds } = await run({ port, retries });
      report(
        retries ? `2. With 10% of submissions retried (same idempotency key)` : '1. Plain run',
        outcomes,
        seconds,
        dataDir,
      );
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-bench-forms-'));
  const port = await freePort();
  let server = await startServer(port, dataDir);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const answeredBeforeKill = new Set<string>();
  let killed = false;
  const { outcomes } = await run({
    port,
    retries: true,
    onAnswer: (answered) => {
      if (!killed && answered >= SUBMISSIONS / 2) {
        killed = true;
        server.kill('SIGKILL');
      }
      return killed;
    },
  });
  // Every 2xx that reached a client was written before the answer, even one in flight at the kill.
  for (const outcome of outcomes) {
    if (outcome.status >= 200 && outcome.status < 300) answeredBeforeKill.add(outcome.key);
  }
  await exited;
  server = await startServer(port, dataDir);
  try {
    console.log('\n3. SIGKILL half-way through a run, then restart');
    const stored = storedKeys(dataDir);
    const lost = [...answeredBeforeKill].filter((key) => !stored.has(key));
    check(
      'every 2xx before the kill stored',
      lost.length === 0,
      `${answeredBeforeKill.size} answered 2xx before SIGKILL, ${lost.length} lost; ${stored.size} rows after restart`,
    );
    const after = await submit(port, randomUUID(), SUBMISSIONS + 1);
    check('service answers after restart', after.status === 201, `status ${after.status}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

await main();
