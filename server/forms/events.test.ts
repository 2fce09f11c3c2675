import { describe, expect, it } from 'vitest';
import { createEventsApp, createEventStore, openDatabase } from './events.ts';

const viewedPage = {
  type: 'track',
  event: 'Viewed Page',
  properties: {
    path: '/pricing/',
    url: 'http://localhost/pricing/',
    title: 'Pricing',
    referrer: '',
    pageType: 'marketing',
    variation: 'B',
  },
  anonymousId: '0b9a3c64-4a8e-4a4e-9d1e-5b7e2f0c1d2e',
  sentAt: '2025-01-01T00:00:00.000Z',
};

function setUp() {
  const store = createEventStore(openDatabase(':memory:', 'events.sqlite'));
  return { store, app: createEventsApp(store) };
}
const post = (app: ReturnType<typeof setUp>['app'], body: string) =>
  app.request('/', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('events endpoint', () => {
  it('given a Viewed Page event, should store it and list it first', async () => {
    const { app, store } = setUp();
    const response = await post(app, JSON.stringify(viewedPage));
    expect(response.status).toBe(202);
    expect(store.latest(5)).toEqual([
      expect.objectContaining({
        type: 'track',
        event: 'Viewed Page',
        path: '/pricing/',
        variation: 'B',
        anonymous_id: '0b9a3c64-4a8e-4a4e-9d1e-5b7e2f0c1d2e',
      }),
    ]);
  });

  it('given an unknown event or bad JSON, should answer 400 and store nothing', async () => {
    const { app, store } = setUp();
    expect((await post(app, JSON.stringify({ ...viewedPage, event: 'Hacked' }))).status).toBe(400);
    expect((await post(app, '{not json')).status).toBe(400);
    expect(store.latest(5)).toEqual([]);
  });

  it('given values longer than stored, should store the event with them cut, not refuse it', async () => {
    const { app, store } = setUp();
    const long = {
      ...viewedPage,
      properties: { ...viewedPage.properties, variation: 'v'.repeat(3000) },
      anonymousId: `a\u0000${'x'.repeat(300)}`,
    };
    expect((await post(app, JSON.stringify(long))).status).toBe(202);
    const [row] = store.latest(1);
    // Cut to the stored limit; an id of a shape the site never gives is not kept (event-fields.ts).
    expect([row?.anonymous_id, row?.variation?.length]).toEqual(['', 80]);
  });

  it('given an oversized body, should answer 413', async () => {
    const { app } = setUp();
    expect(
      (await post(app, JSON.stringify({ ...viewedPage, padding: 'x'.repeat(20_000) }))).status,
    ).toBe(413);
  });
});

describe('events endpoint under a lock held elsewhere', () => {
  it('given the database locked past the short busy timeout, should answer 503 rather than stall', async () => {
    const { store } = setUp();
    const locked = {
      ...store,
      add: () => {
        throw Object.assign(new Error('database is locked'), { errcode: 5 });
      },
    };
    const response = await post(createEventsApp(locked), JSON.stringify(viewedPage));
    expect(response.status).toBe(503);
  });
});
