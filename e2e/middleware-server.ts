/**
 * The built site as Cloudflare Pages serves it, for e2e/consent.spec.ts: a plain static host
 * (the preview server with no attribution and no consent handling of its own, services included
 * for /api/*) behind the Pages middleware (functions/_middleware.ts), which decides consent from
 * `CF-IPCountry` and sets the cookies. `node e2e/middleware-server.ts` with PORT and DATA_DIR.
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from '../server/app.ts';
import { onRequest } from '../functions/_middleware.ts';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const site = createApp({ distDir, attribution: false, consent: false });
const env = { CONSENT_MODE: process.env.CONSENT_MODE ?? 'auto' };

serve(
  {
    fetch: (request: Request) =>
      onRequest({ request, env, next: () => Promise.resolve(site.fetch(request)) }),
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
  },
  (info) => console.log(`middleware on ${info.port}`),
);
