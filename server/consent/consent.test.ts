import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONSENT_CONFIG } from '../../src/consent/regions.ts';
import { createConsentApp } from './app.ts';
import { createConsentRecorder } from './recorder.ts';
import {
  consentCsv,
  createConsentStore,
  openConsentDatabase,
  PROOF_YEARS,
  retentionCutoffs,
  type ConsentRow,
} from './store.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'consent-'));
  dirs.push(dir);
  return dir;
};

const post = (app: ReturnType<typeof createConsentApp>, body: unknown, headers = {}) =>
  app.request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const record = { id: '0123456789abcdef', version: '2026-11', analytics: true, marketing: false };

describe('POST /api/consent', () => {
  it('given a choice from Germany, should store it on disk with the time, version, categories and country, and no IP or user agent', async () => {
    const dataDir = tempDir();
    const recorder = createConsentRecorder(dataDir);
    const app = createConsentApp(recorder, DEFAULT_CONSENT_CONFIG);
    const response = await post(app, record, {
      'cf-ipcountry': 'DE',
      'user-agent': 'Mozilla/5.0 Secret',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await recorder.close();
    // Read back through another connection, as `npm run consent` does.
    const rows = createConsentStore(openConsentDatabase(dataDir)).all();
    expect(rows).toEqual([
      expect.objectContaining({
        consent_id: record.id,
        policy_version: '2026-11',
        necessary: 1,
        analytics: 1,
        marketing: 0,
        country: 'DE',
      }),
    ]);
    expect(Date.now() - Date.parse(rows[0]?.recorded_at ?? '')).toBeLessThan(60_000);
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|203\.0\.113/);
  });

  it('given no country header, should take the country from the region cookie the server set', async () => {
    const recorder = createConsentRecorder(':memory:');
    const app = createConsentApp(recorder, DEFAULT_CONSENT_CONFIG);
    const response = await post(app, record, { cookie: 'hs_consent_region=r=1&c=FR' });
    expect(response.status).toBe(201);
    await recorder.close();
  });

  it.each([
    ['an id with spaces', { ...record, id: 'not an id at all' }],
    ['a missing category', { id: record.id, version: '2026-11', analytics: true }],
    ['an extra field', { ...record, email: 'a@b.example' }],
  ])('given %s, should answer 400 and store nothing', async (_, body) => {
    const recorder = createConsentRecorder(':memory:');
    const app = createConsentApp(recorder, DEFAULT_CONSENT_CONFIG);
    const response = await post(app, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('Invalid consent record');
    await recorder.close();
  });
});

describe('consent CSV and npm run consent', () => {
  it('should export every record as CSV, a formula-like cell as text', () => {
    const row: ConsentRow = {
      id: 1,
      consent_id: '=cmd',
      recorded_at: '2026-11-27T10:00:00.000Z',
      policy_version: '2026-11',
      necessary: 1,
      analytics: 0,
      marketing: 1,
      country: 'DE',
    };
    expect(consentCsv([row])).toBe(
      'id,consent_id,recorded_at,policy_version,necessary,analytics,marketing,country\r\n' +
        "1,'=cmd,2026-11-27T10:00:00.000Z,2026-11,1,0,1,DE\r\n",
    );
  });

  it('should list and export what the server stored', async () => {
    const dataDir = tempDir();
    const recorder = createConsentRecorder(dataDir);
    await post(createConsentApp(recorder, DEFAULT_CONSENT_CONFIG), record, {
      'cf-ipcountry': 'AT',
    });
    await recorder.close();
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['scripts/ops/consent.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const listed = run('list');
    expect(listed).toMatch(/^#1 \S+ policy 2026-11 AT 0123456789abcdef: necessary, analytics$/m);
    expect(listed).toMatch(
      /^Retention: each record is kept while the consent is in force .*3 years after/m,
    );
    expect(run('prune')).toMatch(/^Deleted 0 consent record\(s\) past retention\.$/m);
    expect(run('export').split('\r\n')[1]).toMatch(/^1,0123456789abcdef,[^,]+,2026-11,1,1,0,AT$/);
  });
});

describe('consent retention', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = new Date('2030-06-15T12:00:00.000Z');
  const ago = (years: number, days: number) => {
    const at = new Date(now);
    at.setUTCFullYear(at.getUTCFullYear() - years);
    return new Date(at.getTime() - days * DAY).toISOString();
  };
  const add = (store: ReturnType<typeof createConsentStore>, id: string, recordedAt: string) =>
    store.add({ ...record, id, recordedAt, country: 'DE' });

  it('given records of every age, should keep each while in force and 3 years after, then delete it', () => {
    const store = createConsentStore(openConsentDatabase(':memory:'));
    // Expired (183 days) more than 3 years ago: deleted.
    add(store, 'expired-long-ago', ago(3, 184));
    // Expired 3 years ago less 17 days: still kept.
    add(store, 'expired-lately', ago(3, 166));
    // Replaced by the same visitor's next choice more than 3 years ago: the first is deleted,
    // the second (in force 183 days from then) kept.
    add(store, 'changed-mind', ago(4, 0));
    add(store, 'changed-mind', ago(3, 10));
    // Replaced less than 3 years ago: both kept.
    add(store, 'recent-change', ago(3, 100));
    add(store, 'recent-change', ago(1, 0));
    add(store, 'today', now.toISOString());

    expect(PROOF_YEARS).toBe(3);
    expect(store.prune(now)).toBe(2);
    expect(store.all().map((row) => [row.consent_id, row.recorded_at])).toEqual([
      ['expired-lately', ago(3, 166)],
      ['changed-mind', ago(3, 10)],
      ['recent-change', ago(3, 100)],
      ['recent-change', ago(1, 0)],
      ['today', now.toISOString()],
    ]);
    expect(store.prune(now)).toBe(0);
  });

  it("should cut at the proof period after the choice cookie's lifetime", () => {
    expect(retentionCutoffs(now)).toEqual({
      ended: '2027-06-15T12:00:00.000Z',
      recordedBefore: new Date(Date.parse('2027-06-15T12:00:00.000Z') - 183 * DAY).toISOString(),
    });
  });

  it('given a server starting on old records, should delete them before it records new ones', async () => {
    const dataDir = tempDir();
    const db = openConsentDatabase(dataDir);
    add(createConsentStore(db), 'expired-long-ago', ago(10, 0));
    db.close();
    const recorder = createConsentRecorder(dataDir);
    await recorder.add({ ...record, recordedAt: new Date().toISOString(), country: 'DE' });
    await recorder.close();
    const check = openConsentDatabase(dataDir);
    expect(
      createConsentStore(check)
        .all()
        .map((row) => row.consent_id),
    ).toEqual([record.id]);
    check.close();
  });
});
