import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createWriteGuard, DEFAULT_GUARDS } from './index.ts';

describe('write guards per endpoint family', () => {
  it('given analytics events that spent their daily budget, should still accept lead forms from the same client', async () => {
    const guard = createWriteGuard({
      ...DEFAULT_GUARDS,
      eventsPerMinute: 10_000,
      dailyBytesPerClient: 64 * 1024,
    });
    const app = new Hono();
    app.post('/api/events', guard(['application/json'], 10_000), async (c) =>
      c.json({ n: (await c.req.text()).length }, 202),
    );
    app.post('/api/forms/*', guard(['application/json'], 30), (c) => c.json({ ok: true }, 201));
    const padded = JSON.stringify({ type: 'track', pad: ' '.repeat(16 * 1024 - 40) });
    const post = (url: string, body: string) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        body,
      });
    let status = 202;
    let sent = 0;
    while (status === 202 && sent < 100) {
      status = (await post('/api/events', padded)).status;
      sent += 1;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThan(10);
    const lead = await post('/api/forms/GET_A_DEMO', '{"email":"a@b.example"}');
    expect(lead.status).toBe(201);
  });
});
