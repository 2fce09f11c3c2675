/**
 * `POST /api/consent` (issue 36): the banner posts each choice; the server adds the time and the
 * country (from the CDN's header, else the region cookie it set) and stores it (recorder.ts).
 * Never cached; no IP address or user agent is kept.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { consentFrom } from '../../src/consent/categories.ts';
import { consentConfigFromEnv, countryOf, type ConsentConfig } from '../../src/consent/regions.ts';
import type { ConsentRecorder } from './recorder.ts';
import { consentPostSchema } from './store.ts';

export function createConsentApp(
  recorder: ConsentRecorder,
  config: ConsentConfig = consentConfigFromEnv(process.env),
): Hono {
  const app = new Hono();
  app.post(
    '/',
    bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: 'Too large' }, 413) }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'Expected a JSON body' }, 400);
      }
      const parsed = consentPostSchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
        );
        return c.json({ error: 'Invalid consent record', issues }, 400);
      }
      const country =
        countryOf(c.req.raw.headers, config) || consentFrom(c.req.header('cookie') ?? '').country;
      const id = await recorder.add({
        ...parsed.data,
        recordedAt: new Date().toISOString(),
        country,
      });
      return c.json({ id }, 201);
    },
  );
  return app;
}
