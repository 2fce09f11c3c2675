import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/forms/events.ts';
import { createLeadStore, type AcceptedSubmission } from '../../server/forms/lead-store.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

const run = (...args: string[]) =>
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

const base = {
  formId: 'x',
  portalId: '1',
  tracking: null,
  pageUri: 'http://localhost/lp/get-a-demo/',
  pageName: '',
  hutk: undefined,
} satisfies Partial<AcceptedSubmission>;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-leads-cli-'));
  const db = openDatabase(dataDir, 'forms.sqlite');
  const store = createLeadStore(db);
  store.accept([
    {
      submission: {
        ...base,
        formName: 'GET_A_DEMO',
        values: { firstname: '=evil()', email: 'a@acme.example' },
        idempotencyKey: 'key-cli-0001',
      },
      destinations: ['hubspot', 'email'],
    },
    {
      submission: {
        ...base,
        formName: 'NEWSLETTER',
        values: { email: 'b\u001b[2J@acme.example' },
        idempotencyKey: 'key-cli-0002',
      },
      destinations: ['hubspot'],
    },
  ]);
  const [claimed] = store.claimDue(Date.now(), 1, ['hubspot']);
  store.finish([
    {
      deliveryId: claimed!.deliveryId,
      attemptId: claimed!.attemptId,
      outcome: { type: 'fail', error: 'HTTP 400', permanent: true, random: 0 },
    },
  ]);
  db.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each case starts the command-line tool as a process (up to three): a second or so idle, several
// under load, so the suite's default 5 s per test is too short.
describe('npm run leads', { timeout: 30_000 }, () => {
  it('given stored leads, should list them newest first with each destination state, escaped', () => {
    const out = run('scripts/ops/leads.ts');
    expect(out.indexOf('#2 ')).toBeLessThan(out.indexOf('#1 '));
    expect(out).toContain('hubspot=dead#1 after 1 attempt(s) (HTTP 400), email=pending#2');
    expect(out).toContain('b\\u001b[2J@acme.example');
    expect(out).not.toContain('\u001b');
  });

  it('given a dead delivery, should count it, retry it, and count it pending', () => {
    expect(run('scripts/ops/leads.ts', 'status')).toContain('hubspot  dead       1');
    expect(run('scripts/ops/leads.ts', 'retry', '--lead', '1')).toContain('1 dead delivery back');
    expect(run('scripts/ops/leads.ts', 'status')).toContain('hubspot  pending    2');
  });

  it('given export with and without --form, should write CSV of one form or of all', () => {
    const all = run('scripts/ops/leads.ts', 'export').split('\r\n');
    expect(all[1]).toContain("GET_A_DEMO,http://localhost/lp/get-a-demo/,'=evil()");
    expect(all[2]).toContain('NEWSLETTER');
    const one = run('scripts/ops/leads.ts', 'export', '--form', 'NEWSLETTER').split('\r\n');
    expect(one[0]).toBe('id,received_at,form,page_uri,email');
    expect(one).toHaveLength(3);
  });

  it('given leads:backup, should write a consistent copy with every lead', () => {
    const out = path.join(dataDir, 'backup-test');
    expect(run('scripts/ops/leads-backup.ts', '--out', out)).toMatch(/forms\.sqlite: \d+ pages/);
    const copy = new DatabaseSync(path.join(out, 'forms.sqlite'), { readOnly: true });
    const row = copy.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number };
    copy.close();
    expect(Number(row.n)).toBe(2);
  });
});
