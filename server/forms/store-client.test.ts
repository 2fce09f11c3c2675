/**
 * The leads database in its worker thread, on real files: a lock held by another process delays
 * the form posts waiting for it, never the pages (the probe saw /pricing/ take 5.7 s).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEFAULT_GUARDS } from '../guards/index.ts';
import { createLeadsService, type LeadsService } from './leads-service.ts';
import { LEADS_DB } from './lead-store.ts';
import { workerBackend } from './store-client.ts';

let dist: string;
let dataDir: string;
let leads: LeadsService;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'harbor-dist-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'harbor-data-'));
  await mkdir(path.join(dist, 'pricing'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dist, 'pricing/index.html'), '<!doctype html><title>Pricing</title>');
  leads = createLeadsService({ dataDir, delivery: { destinations: [], timeoutMs: 1000 } });
  app = createApp({
    distDir: dist,
    dataDir,
    leads,
    attribution: false,
    guards: { ...DEFAULT_GUARDS, formsPerMinute: 1000 },
  });
  // The schema exists before another process takes the lock.
  const first = await post('first@acme.example');
  if (first.status !== 201) throw new Error(`The first lead was answered ${first.status}`);
});

afterAll(async () => {
  await leads.close();
  await rm(dist, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const post = (email: string) =>
  app.request('http://localhost/api/forms/NEWSLETTER', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify({ email }),
  });

/** Another process that takes the write lock on forms.sqlite and holds it for `ms`. */
function holdLock(file: string, ms: number): Promise<{ released: Promise<unknown> }> {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN EXCLUSIVE');
    db.exec("INSERT INTO signups (received_at, registration_id, email, first_name, last_name, company, tracking) VALUES ('x','1','x','x','x','x','{}')");
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); process.exit(0); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', () => resolve({ released: exited }));
    void exited.then((code) => reject(new Error(`lock holder exited ${String(code)}`)));
  });
}

describe('leads database in a worker thread', () => {
  it(
    'given another process holding the write lock, should serve pages at once and store the lead once the lock is released',
    { timeout: 20_000 },
    async () => {
      const { released } = await holdLock(path.join(dataDir, LEADS_DB), 1500);
      const started = performance.now();
      const lead = post('locked@acme.example');
      // While the post waits for the lock, pages are served as usual.
      const timings: number[] = [];
      for (const url of ['/', '/pricing/', '/', '/pricing/']) {
        const t = performance.now();
        const response = await app.request(url);
        expect(response.status).toBe(200);
        timings.push(performance.now() - t);
      }
      const pagesDone = performance.now() - started;
      const response = await lead;
      const leadDone = performance.now() - started;
      await released;
      expect(response.status).toBe(201);
      expect(Math.max(...timings)).toBeLessThan(200);
      expect(pagesDone).toBeLessThan(1000);
      expect(leadDone).toBeGreaterThan(1000);
      const db = new DatabaseSync(path.join(dataDir, LEADS_DB), { readOnly: true });
      const row = db
        .prepare("SELECT COUNT(*) AS n FROM submissions WHERE fields LIKE '%locked@acme.example%'")
        .get() as { n: number };
      db.close();
      expect(Number(row.n)).toBe(1);
      console.log(
        `lock held 1.5 s: pages ${timings.map((ms) => ms.toFixed(1)).join(', ')} ms; lead answered after ${leadDone.toFixed(0)} ms`,
      );
    },
  );
});

describe('leads database worker stopped', () => {
  it('given a closed backend, should refuse calls at once rather than leave them waiting', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harbor-data-'));
    try {
      const backend = workerBackend(dir);
      await backend.close();
      await expect(backend.interruptSending(Date.now())).rejects.toThrow(/closed/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
