/**
 * A local stand-in for HubSpot's Forms Submission API v3, for tests and offline trials of
 * FORMS_PROVIDER=hubspot: `POST /submissions/v3/integration/submit/{portal}/{guid}` records the
 * body and answers like HubSpot (200 with an inline message, 400 for a body without fields).
 * `failNext(n, status)` makes the next n submissions fail, to exercise retries.
 *
 * `node server/stand-ins/hubspot-standin.ts` serves it on HUBSPOT_STANDIN_PORT (default 4390), 127.0.0.1.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface RecordedSubmission {
  portalId: string;
  formGuid: string;
  body: { fields?: { name: string; value: string }[]; context?: Record<string, string> };
}

export function createHubSpotStandIn() {
  const received: RecordedSubmission[] = [];
  let failures: { remaining: number; status: number } = { remaining: 0, status: 503 };
  const app = new Hono();
  app.post('/submissions/v3/integration/submit/:portal/:guid', async (c) => {
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      return c.json({ status: 'error', message: 'Stand-in failure' }, failures.status as 503);
    }
    const body = (await c.req.json().catch(() => null)) as RecordedSubmission['body'] | null;
    if (!body || !Array.isArray(body.fields)) {
      return c.json({ status: 'error', message: 'Invalid input JSON' }, 400);
    }
    received.push({ portalId: c.req.param('portal'), formGuid: c.req.param('guid'), body });
    return c.json({ inlineMessage: 'Thanks for submitting the form.' });
  });
  app.get('/_standin/submissions', (c) => c.json(received));
  return {
    app,
    received,
    failNext(count: number, status = 503) {
      failures = { remaining: count, status };
    },
  };
}

if (import.meta.main) {
  const port = Number(process.env.HUBSPOT_STANDIN_PORT || 4390);
  serve({ fetch: createHubSpotStandIn().app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`HubSpot stand-in at http://127.0.0.1:${port}/`),
  );
}
