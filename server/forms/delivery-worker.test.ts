import { afterEach, describe, expect, it } from 'vitest';
import { listenHubSpotStandIn } from '../stand-ins/hubspot-standin.ts';
import { hubspotDestination } from './destinations.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { openDatabase } from './events.ts';
import { createLeadStore, type AcceptedSubmission } from './lead-store.ts';
import { DEAD_AFTER_MS } from './outbox.ts';
import { inProcessBackend } from './store-client.ts';

const lead = (n: number): AcceptedSubmission => ({
  formName: 'NEWSLETTER',
  formId: 'b43b7b21-3801-5237-921d-d56c32fe98dc',
  portalId: '4030251',
  values: { email: `lead-${n}@acme.example` },
  tracking: null,
  idempotencyKey: `key-worker-${n}`,
  pageUri: 'http://localhost/newsletter/supportive/',
  pageName: 'Newsletter',
  hutk: undefined,
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

async function setUp(timeoutMs = 1000) {
  const standIn = await listenHubSpotStandIn();
  cleanups.push(() => standIn.stop());
  const db = openDatabase(':memory:', 'forms.sqlite');
  const store = createLeadStore(db);
  const backend = inProcessBackend(db);
  const destinations = [hubspotDestination({ apiUrl: standIn.url })];
  const workers: DeliveryWorker[] = [];
  const start = (now?: () => number) => {
    const worker = startDeliveryWorker({
      backend,
      destinations,
      timeoutMs,
      pollMs: 50,
      now,
      log: () => {},
    });
    workers.push(worker);
    cleanups.push(() => worker.stop());
    return worker;
  };
  const receipts = (n: number) =>
    standIn.received.filter((entry) =>
      entry.body.fields?.some((field) => field.value === `lead-${n}@acme.example`),
    ).length;
  return { standIn, store, start, receipts };
}

describe('delivery worker', () => {
  it('given HubSpot down when leads arrive, should deliver each exactly once after it comes back', async () => {
    const { standIn, store, start, receipts } = await setUp();
    await standIn.stop();
    store.accept([1, 2, 3].map((n) => ({ submission: lead(n), destinations: ['hubspot'] })));
    const worker = start();
    await expect
      .poll(() => store.summary())
      .toEqual([{ destination: 'hubspot', state: 'retrying', n: 3 }]);
    await standIn.start();
    await expect
      .poll(() => store.summary(), { timeout: 8000 })
      .toEqual([{ destination: 'hubspot', state: 'delivered', n: 3 }]);
    await worker.settled();
    expect([1, 2, 3].map(receipts)).toEqual([1, 1, 1]);
  });

  it('given a delivery left in sending by a crash, should send it again at start; once acknowledged, never again', async () => {
    const { store, start, receipts } = await setUp();
    store.accept([{ submission: lead(4), destinations: ['hubspot'] }]);
    // The crashed server had claimed it: the attempt's outcome was never written.
    const [claimed] = store.claimDue(Date.now(), 10, ['hubspot']);
    expect(claimed?.lead.values.email).toBe('lead-4@acme.example');
    const first = start();
    await expect
      .poll(() => store.summary())
      .toEqual([{ destination: 'hubspot', state: 'delivered', n: 1 }]);
    await first.settled();
    await first.stop();
    // A restart after the acknowledgement sends nothing.
    const second = start();
    await second.settled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receipts(4)).toBe(1);
    expect(store.deliveriesOf([claimed!.lead.id])[0]).toMatchObject({
      state: 'delivered',
      attempts: 1,
    });
  });

  it('given a hung HubSpot, should count the timeout as a failed attempt', async () => {
    const { standIn, store, start } = await setUp(150);
    standIn.setMode('hang');
    store.accept([{ submission: lead(5), destinations: ['hubspot'] }]);
    start();
    await expect.poll(() => store.deliveriesOf([1])[0]?.last_error).toBe('timed out');
    expect(store.deliveriesOf([1])[0]?.state).toMatch(/retrying|sending/);
  });

  it('given a delivery failing 24 h after the lead arrived, should dead-letter it; an operator retry delivers it', async () => {
    const { standIn, store, start, receipts } = await setUp();
    store.accept([{ submission: lead(6), destinations: ['hubspot'] }], Date.now() - DEAD_AFTER_MS);
    standIn.setMode('error');
    const worker = start();
    await expect
      .poll(() => store.summary())
      .toEqual([{ destination: 'hubspot', state: 'dead', n: 1 }]);
    expect(store.deliveriesOf([1])[0]).toMatchObject({
      last_error: 'HTTP 500',
      next_attempt_at: null,
    });
    standIn.setMode('up');
    expect(store.retryDead({ submissionId: 1 })).toBe(1);
    worker.kick();
    await expect
      .poll(() => store.summary())
      .toEqual([{ destination: 'hubspot', state: 'delivered', n: 1 }]);
    expect(receipts(6)).toBe(1);
  });
});
