/**
 * A local stand-in for HubSpot's Forms Submission API v3, for tests, benchmarks and offline
 * trials of FORMS_PROVIDER=hubspot: `POST /submissions/v3/integration/submit/{portal}/{guid}`
 * records the body and answers like HubSpot (200 with an inline message, 400 for a body without
 * fields).
 *
 * Outages, to exercise the outbox: `failNext(n, status)` fails the next n submissions;
 * `setMode('error')` answers 500 to everything, `setMode('hang')` never answers (nothing is
 * recorded), `setMode('up')` is normal again. `listenHubSpotStandIn` serves it on a port that
 * `stop()` closes (connection refused: HubSpot down) and `start()` opens again.
 *
 * `node server/stand-ins/hubspot-standin.ts` serves it on HUBSPOT_STANDIN_PORT (default 4390), 127.0.0.1.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';

export interface RecordedSubmission {
  portalId: string;
  formGuid: string;
  body: { fields?: { name: string; value: string }[]; context?: Record<string, string> };
  /** When it was received (ms since epoch). */
  at: number;
}

export type StandInMode = 'up' | 'error' | 'hang';

export function createHubSpotStandIn() {
  const received: RecordedSubmission[] = [];
  let failures: { remaining: number; status: number } = { remaining: 0, status: 503 };
  let mode: StandInMode = 'up';
  const app = new Hono();
  // Pages post here from the browser with FORMS_DIRECT=hubspot: HubSpot answers any origin's
  // preflight for this endpoint, which needs no credentials.
  app.use('/submissions/*', cors());
  app.post('/submissions/v3/integration/submit/:portal/:guid', async (c) => {
    if (mode === 'hang') return new Promise<Response>(() => {});
    if (mode === 'error') return c.json({ status: 'error', message: 'Stand-in outage' }, 500);
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      return c.json({ status: 'error', message: 'Stand-in failure' }, failures.status as 503);
    }
    const body = (await c.req.json().catch(() => null)) as RecordedSubmission['body'] | null;
    if (!body || !Array.isArray(body.fields)) {
      return c.json({ status: 'error', message: 'Invalid input JSON' }, 400);
    }
    received.push({
      portalId: c.req.param('portal'),
      formGuid: c.req.param('guid'),
      body,
      at: Date.now(),
    });
    return c.json({ inlineMessage: 'Thanks for submitting the form.' });
  });
  app.get('/_standin/submissions', (c) => c.json(received));
  return {
    app,
    received,
    failNext(count: number, status = 503) {
      failures = { remaining: count, status };
    },
    setMode(next: StandInMode) {
      mode = next;
    },
  };
}

/** The stand-in on 127.0.0.1 (a free port unless given), which can be taken down and back up. */
export async function listenHubSpotStandIn(port = 0) {
  const standIn = createHubSpotStandIn();
  let server: ServerType | undefined;
  const start = (at: number) =>
    new Promise<number>((resolve) => {
      server = serve({ fetch: standIn.app.fetch, port: at, hostname: '127.0.0.1' }, (info) =>
        resolve((info as AddressInfo).port),
      );
    });
  const bound = await start(port);
  return {
    ...standIn,
    url: `http://127.0.0.1:${bound}`,
    /** Down: the port refuses connections, open ones are cut. */
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server as (ServerType & { closeAllConnections?: () => void }) | undefined;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
        current.closeAllConnections?.();
      }),
    start: async () => {
      if (!server) await start(bound);
    },
  };
}

if (import.meta.main) {
  const port = Number(process.env.HUBSPOT_STANDIN_PORT || 4390);
  serve({ fetch: createHubSpotStandIn().app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`HubSpot stand-in at http://127.0.0.1:${port}/`),
  );
}
