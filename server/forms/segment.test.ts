import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDeliveryWorker } from './delivery-worker.ts';
import { deliveryConfigFromEnv } from './destinations.ts';
import { openDatabase } from './events.ts';
import { createFormsApp } from './forms.ts';
import { createLeadStore, type AcceptedSubmission, type Lead } from './lead-store.ts';
import {
  segmentDestination,
  segmentFromEnv,
  sendSegmentTrack,
  trialStartedToSegment,
  type StoredSignup,
} from './segment.ts';
import { inProcessBackend } from './store-client.ts';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> & { properties?: Record<string, unknown> };
}

/** Segment's Tracking API on 127.0.0.1: answers each call with the next scripted status. */
async function segmentStandIn(script: (number | 'hang')[] = []) {
  const received: Received[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'];
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const next = script.shift() ?? 200;
      if (next === 'hang') return; // Never answers: the caller's timeout must end the call.
      response.writeHead(next, { 'content-type': 'application/json' });
      response.end(next === 200 ? '{"success":true}' : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}`, received };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).toReversed()) await cleanup();
});

const WRITE_KEY = 'wk_test_123';
const basic = `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`;

const lead: Lead = {
  id: 42,
  receivedAt: '2026-11-27T10:00:00.000Z',
  formName: 'GET_A_DEMO',
  formId: 'f-1',
  portalId: 'p',
  values: { email: 'ada@acme.example', firstname: 'Ada', company: 'Acme' },
  tracking: {
    GA_Source: 'google',
    GA_Medium: 'cpc',
    GA_Source_First: 'news',
    GA_Medium_First: '-',
  },
  pageUri: 'https://harbor.example/lp/get-a-demo/?email=ada@acme.example',
  pageName: 'Get a demo',
  hutk: undefined,
  anonymousId: 'anon-1',
};

describe('segmentDestination', () => {
  it('given a lead, should post its Form Submitted to /v1/track with the write key, and no field value', async () => {
    const segment = await segmentStandIn();
    const outcome = await segmentDestination({ writeKey: WRITE_KEY, apiUrl: segment.url }).send(
      lead,
      AbortSignal.timeout(2000),
    );
    expect(outcome).toEqual({ ok: true });
    expect(segment.received).toHaveLength(1);
    const [call] = segment.received;
    expect(call?.path).toBe('/v1/track');
    expect(call?.authorization).toBe(basic);
    expect(call?.body).toMatchObject({
      type: 'track',
      event: 'Form Submitted',
      anonymousId: 'anon-1',
      messageId: 'harbor-form-submitted-42',
      timestamp: lead.receivedAt,
      properties: {
        formName: 'GET_A_DEMO',
        formId: 'f-1',
        page: '/lp/get-a-demo/',
        touches: { first: { source: 'news' }, last: { source: 'google', medium: 'cpc' } },
      },
      context: { page: { path: '/lp/get-a-demo/' } },
    });
    const text = JSON.stringify(call?.body);
    for (const value of Object.values(lead.values)) expect(text).not.toContain(value);
  });

  it('given a lead without an analytics id, should send one of its own (Segment refuses none)', async () => {
    const segment = await segmentStandIn();
    await segmentDestination({ writeKey: WRITE_KEY, apiUrl: segment.url }).send(
      { ...lead, anonymousId: undefined },
      AbortSignal.timeout(2000),
    );
    expect(segment.received[0]?.body.anonymousId).toBe('harbor-lead-42');
  });
});

describe('sendSegmentTrack', () => {
  it('given 500, 429, 400 and a hang, should retry the first two, give up on the third, time out the fourth', async () => {
    const segment = await segmentStandIn([500, 429, 400, 'hang']);
    const options = { writeKey: WRITE_KEY, apiUrl: segment.url };
    const send = (ms = 2000) => sendSegmentTrack(options, '{}', AbortSignal.timeout(ms));
    expect(await send()).toEqual({ ok: false, permanent: false, error: 'HTTP 500' });
    expect(await send()).toEqual({ ok: false, permanent: false, error: 'HTTP 429' });
    expect(await send()).toEqual({ ok: false, permanent: true, error: 'HTTP 400' });
    const started = Date.now();
    expect(await send(200)).toEqual({ ok: false, permanent: false, error: 'timed out' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('given nothing listening, should be a failure worth retrying, not a throw', async () => {
    const segment = await segmentStandIn();
    await cleanups.pop()?.();
    const outcome = await sendSegmentTrack(
      { writeKey: WRITE_KEY, apiUrl: segment.url },
      '{}',
      AbortSignal.timeout(2000),
    );
    expect(outcome).toMatchObject({ ok: false, permanent: false });
  });
});

describe('the segment destination in the leads outbox', () => {
  it('given Segment failing then hanging then up, should deliver each lead with one messageId, acknowledged once', async () => {
    const segment = await segmentStandIn([503, 'hang']);
    const db = openDatabase(':memory:', 'forms.sqlite');
    const store = createLeadStore(db);
    const submission: AcceptedSubmission = {
      formName: 'GET_A_DEMO',
      formId: 'f-1',
      portalId: 'p',
      values: { email: 'grace@acme.example' },
      tracking: null,
      idempotencyKey: 'key-segment-1',
      pageUri: 'http://localhost/lp/get-a-demo/',
      pageName: 'Get a demo',
      hutk: undefined,
      anonymousId: 'anon-9',
    };
    store.accept([{ submission, destinations: ['segment'] }]);
    const worker = startDeliveryWorker({
      backend: inProcessBackend(db),
      destinations: [segmentDestination({ writeKey: WRITE_KEY, apiUrl: segment.url })],
      timeoutMs: 500,
      pollMs: 50,
      log: () => {},
    });
    cleanups.push(() => worker.stop());
    await expect
      .poll(() => store.summary(), { timeout: 10_000 })
      .toEqual([{ destination: 'segment', state: 'delivered', n: 1 }]);
    await worker.settled();
    // 503, the hang, then success; on a loaded machine a slow success can also time out and be
    // sent again (at least once), always under the same messageId.
    expect(segment.received.length).toBeGreaterThanOrEqual(3);
    expect(new Set(segment.received.map((call) => call.body.messageId))).toEqual(
      new Set(['harbor-form-submitted-1']),
    );
    expect(segment.received.at(-1)?.body).toMatchObject({
      event: 'Form Submitted',
      anonymousId: 'anon-9',
    });
  });
});

describe('trialStartedToSegment', () => {
  it('given a 503 then success, should send Trial Started again with the same messageId', async () => {
    const segment = await segmentStandIn([503]);
    const send = trialStartedToSegment(
      { writeKey: WRITE_KEY, apiUrl: segment.url, timeoutMs: 1000, retryMs: 10 },
      () => {},
    );
    const outcome = await send({
      id: 7,
      registrationId: '1',
      anonymousId: undefined,
      tracking: { GA_Source: 'google' },
    });
    expect(outcome).toEqual({ ok: true });
    expect(segment.received.map((call) => call.body.messageId)).toEqual([
      'harbor-trial-started-7',
      'harbor-trial-started-7',
    ]);
    expect(segment.received[1]?.body).toMatchObject({
      event: 'Trial Started',
      anonymousId: 'harbor-signup-7',
      properties: { registrationId: '1', touches: { first: null, last: { source: 'google' } } },
    });
  });

  it('given Segment down for every attempt, should log and resolve, never throw', async () => {
    const segment = await segmentStandIn([500, 500]);
    const logged: string[] = [];
    const outcome = await trialStartedToSegment(
      { writeKey: WRITE_KEY, apiUrl: segment.url, timeoutMs: 1000, attempts: 2, retryMs: 10 },
      (message) => logged.push(message),
    )({ id: 8, registrationId: '1', tracking: {} });
    expect(outcome).toMatchObject({ ok: false });
    expect(logged).toEqual(['Segment: Trial Started of sign-up 8 not sent: HTTP 500']);
  });
});

describe('the forms service’s onSignup', () => {
  it('given a stored sign-up, should report its id, registration, analytics id and touches, not its fields', async () => {
    const seen: StoredSignup[] = [];
    const app = createFormsApp({ addSignup: () => 5 }, { onSignup: (signup) => seen.push(signup) });
    const response = await app.request('/signup', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'ajs_anonymous_id=%22anon-3%22',
      },
      body: JSON.stringify({
        registrationId: '1',
        email: 'ada@acme.example',
        firstName: 'Ada',
        GA_Source: 'google',
      }),
    });
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: 5, registrationId: '1', anonymousId: 'anon-3' });
    expect(seen[0]?.tracking.GA_Source).toBe('google');
    expect(JSON.stringify(seen[0])).not.toContain('ada@acme.example');
  });
});

describe('segmentFromEnv and the destinations', () => {
  it('given SEGMENT_WRITE_KEY, should add the segment destination; without it, none', () => {
    const names = (env: Record<string, string>) =>
      deliveryConfigFromEnv(env).destinations.map((destination) => destination.name);
    expect(names({ SEGMENT_WRITE_KEY: 'k' })).toEqual(['segment']);
    expect(names({ SEGMENT_WRITE_KEY: '  ' })).toEqual([]);
    expect(
      segmentFromEnv({ SEGMENT_WRITE_KEY: 'k', SEGMENT_API_URL: 'http://127.0.0.1:9' }),
    ).toEqual({ writeKey: 'k', apiUrl: 'http://127.0.0.1:9' });
  });

  it('given a SEGMENT_API_URL that is not http(s), should refuse to start, naming it', () => {
    expect(() => segmentFromEnv({ SEGMENT_WRITE_KEY: 'k', SEGMENT_API_URL: 'ftp://x' })).toThrow(
      /SEGMENT_API_URL/,
    );
  });
});
