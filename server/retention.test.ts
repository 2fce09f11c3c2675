import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventStore, eventSchema, openDatabase } from './forms/events.ts';
import { createLeadStore, LEADS_DB, type AcceptedSubmission } from './forms/lead-store.ts';
import { workerBackend } from './forms/store-client.ts';
import {
  EVENT_RETENTION_MONTHS,
  LEAD_RETENTION_MONTHS,
  monthsBefore,
  pruneExpired,
  pruneReport,
} from './retention.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta).getTime();

describe('retention periods', () => {
  it('given a date, should count whole calendar months back, the 31st landing on a shorter month’s last day', () => {
    expect(monthsBefore(NOW, 13)).toBe('2025-10-27T12:00:00.000Z');
    expect(monthsBefore(NOW, 24)).toBe('2024-11-27T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 1)).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 13)).toBe('2025-02-28T08:00:00.000Z');
  });

  it('given the privacy policy, should state the periods the code enforces', () => {
    const policy = readFileSync(
      path.join(import.meta.dirname, '../content/pages/legal/privacy.md'),
      'utf8',
    );
    const retention = policy.split('## Retention')[1]?.split('\n## ')[0] ?? '';
    const line = (label: string) =>
      retention.split('\n').find((text) => text.startsWith(`- **${label}**`)) ?? '';
    expect(line('Forms and leads')).toContain(
      `${LEAD_RETENTION_MONTHS} months after you sent the form`,
    );
    expect(line('Forms and leads')).toMatch(/not yet .* kept until/);
    expect(line('Page views')).toContain(`${EVENT_RETENTION_MONTHS} months, then deleted`);
    // No other period for them anywhere in the section.
    expect(retention.match(/\b\d+ months\b/g)?.sort()).toEqual(
      [`${EVENT_RETENTION_MONTHS} months`, `${LEAD_RETENTION_MONTHS} months`, '6 months'].sort(),
    );
  });
});

describe('pruning analytics events', () => {
  it('given events just outside and just inside 13 months, should delete only the older, in batches', () => {
    const store = createEventStore(openDatabase(':memory:', 'events.sqlite'));
    const cutoff = monthsBefore(NOW, EVENT_RETENTION_MONTHS);
    const view = (pagePath: string) =>
      eventSchema.parse({
        type: 'track',
        event: 'Viewed Page',
        properties: {
          path: pagePath,
          url: `https://www.harbor.example${pagePath}`,
          title: 'A page',
          referrer: '',
          pageType: 'marketing',
          variation: '',
        },
        anonymousId: 'anon-1',
        sentAt: '2026-11-27T12:00:00.000Z',
      });
    for (let index = 0; index < 7; index++)
      store.add(view(`/old-${index}/`), 'Chrome', new Date(ms(cutoff, -1 - index)));
    store.add(view('/at-the-cutoff/'), 'Chrome', new Date(cutoff));
    store.add(view('/recent/'), 'Chrome', new Date(ms(cutoff, 1)));
    store.addTrack(
      { event: 'Form Submitted', anonymousId: 'a', path: '/old-track/', properties: {} },
      new Date(ms(cutoff, -1000)),
    );
    expect(store.prune(cutoff, 3)).toBe(8);
    expect(
      store
        .latest(100)
        .map((row) => row.path)
        .sort(),
    ).toEqual(['/at-the-cutoff/', '/recent/']);
    expect(store.prune(cutoff)).toBe(0);
  });
});

describe('pruning leads', () => {
  const submission = (key: string): AcceptedSubmission => ({
    formName: 'GET_A_DEMO',
    formId: 'f-1',
    portalId: 'p',
    values: { email: `${key}@acme.example` },
    tracking: null,
    idempotencyKey: key,
    pageUri: 'https://www.harbor.example/get-a-demo/',
    pageName: 'Get a demo',
    hutk: undefined,
  });

  it('given old and recent leads in every delivery state, should delete only the old ones every destination has', () => {
    const db = openDatabase(':memory:', 'forms.sqlite');
    const store = createLeadStore(db);
    const cutoff = monthsBefore(NOW, LEAD_RETENTION_MONTHS);
    const old = ms(cutoff, -60_000);
    const accept = (key: string, at: number, destinations: string[]) =>
      store.accept([{ submission: submission(key), destinations }], at);
    accept('old-delivered', old, ['hubspot', 'email']);
    accept('old-half-dead', old, ['hubspot', 'email']);
    accept('old-pending', old, ['hubspot']);
    accept('old-local-only', old, []);
    accept('recent-delivered', ms(cutoff, 60_000), ['hubspot']);
    // Deliver everything due, except the email of old-half-dead, which fails for good.
    const claimed = store.claimDue(ms(cutoff, 120_000), 100, ['hubspot', 'email']);
    store.finish(
      claimed
        .filter((item) => !(item.lead.values.email === 'old-pending@acme.example'))
        .map((item) => ({
          deliveryId: item.deliveryId,
          attemptId: item.attemptId,
          outcome:
            item.lead.values.email === 'old-half-dead@acme.example' && item.destination === 'email'
              ? { type: 'fail' as const, error: 'rejected', permanent: true, random: 0 }
              : { type: 'ack' as const },
        })),
      ms(cutoff, 120_000),
    );
    // old-pending: its claimed delivery goes back to pending (a crash mid-send).
    store.interruptSending(ms(cutoff, 130_000));

    expect(pruneExpired({ leads: store }, NOW)).toEqual({ leads: 1, events: 0 });
    const left = store
      .recent(100)
      .map((lead) => JSON.parse(lead.fields).email as string)
      .sort();
    expect(left).toEqual([
      'old-half-dead@acme.example',
      'old-local-only@acme.example',
      'old-pending@acme.example',
      'recent-delivered@acme.example',
    ]);
    // The deleted lead's deliveries and attempts went with it; nothing else did.
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
    expect(
      count(
        'SELECT COUNT(*) AS n FROM deliveries WHERE submission_id NOT IN (SELECT id FROM submissions)',
      ),
    ).toBe(0);
    expect(
      count(
        'SELECT COUNT(*) AS n FROM delivery_attempts WHERE delivery_id NOT IN (SELECT id FROM deliveries)',
      ),
    ).toBe(0);
    // old-half-dead 2, old-pending 1, recent-delivered 1: old-delivered's 2 went with it.
    expect(count('SELECT COUNT(*) AS n FROM deliveries')).toBe(4);
    expect(pruneExpired({ leads: store }, NOW).leads).toBe(0);
  });

  it('given a prune, should report what it deleted, and nothing when it deleted nothing', () => {
    expect(pruneReport({ leads: 0, events: 0 })).toBeNull();
    expect(pruneReport({ leads: 2, events: 40 })).toBe(
      'Retention: deleted 2 lead(s) delivered to every destination and older than 24 months, 40 analytics event(s) older than 13 months.',
    );
  });
});

describe('pruning at server start', () => {
  it('given a data directory with expired rows, should delete them when the database worker starts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-retention-'));
    try {
      const now = new Date();
      const formsDb = openDatabase(dataDir, LEADS_DB);
      const leads = createLeadStore(formsDb);
      const old = Date.parse(monthsBefore(now, LEAD_RETENTION_MONTHS)) - 86_400_000;
      const lead = (key: string): AcceptedSubmission => ({
        formName: 'NEWSLETTER',
        formId: 'f-2',
        portalId: 'p',
        values: { email: `${key}@acme.example` },
        tracking: null,
        idempotencyKey: key,
        pageUri: '',
        pageName: '',
        hutk: undefined,
      });
      leads.accept([{ submission: lead('delivered'), destinations: ['email'] }], old);
      leads.accept([{ submission: lead('undelivered'), destinations: ['email'] }], old);
      const [first] = leads.claimDue(old + 1000, 1, ['email']);
      leads.finish(
        [{ deliveryId: first!.deliveryId, attemptId: first!.attemptId, outcome: { type: 'ack' } }],
        old + 2000,
      );
      formsDb.close();
      const eventsDb = openDatabase(dataDir, 'events.sqlite');
      createEventStore(eventsDb).addTrack(
        { event: 'Form Submitted', anonymousId: 'a', path: '/', properties: {} },
        new Date(Date.parse(monthsBefore(now, EVENT_RETENTION_MONTHS)) - 86_400_000),
      );
      eventsDb.close();

      const backend = workerBackend(dataDir);
      // Answered after the worker's start-up prune: messages wait for it.
      await backend.interruptSending(Date.now());
      await backend.close();

      const check = openDatabase(dataDir, LEADS_DB);
      const emails = createLeadStore(check)
        .recent(10)
        .map((row) => JSON.parse(row.fields).email as string);
      check.close();
      expect(emails).toEqual(['undelivered@acme.example']);
      const events = openDatabase(dataDir, 'events.sqlite');
      expect(createEventStore(events).latest(10)).toEqual([]);
      events.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
