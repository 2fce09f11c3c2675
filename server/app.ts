/**
 * The preview server's request handling: the built site with the cache headers a CDN would
 * apply, compression, and the 404 page with a real 404 status. Later services (images, forms,
 * analytics events) mount here too.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createEventsApp,
  createEventStore,
  dataDirFromEnv,
  EVENTS_DB,
  openDatabase,
} from './events.ts';
import { createFormsApp, createSignupStore, SIGNUP_DB } from './forms.ts';
import { createImageService } from './images.ts';
import {
  PRIVATE_REVALIDATE,
  withAttributionCookies,
  type SiteCookieOptions,
} from '../src/tracking/server-cookies.ts';

/** HTML and data must be revalidated so a new deploy is seen at once. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Hashed assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServerOptions {
  /** The built site. */
  distDir: string;
  /** SQLite files of the events and forms endpoints (env DATA_DIR, default .cache/data; ':memory:' in tests). */
  dataDir?: string;
  /**
   * Attribution cookies set on page responses (issue 14): the site's own hosts and the cookie
   * domain; `false` leaves attribution to the browser alone, as a plain static host does.
   */
  attribution?: SiteCookieOptions | false;
}

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  return REVALIDATE;
}

export function createApp({
  distDir,
  dataDir = dataDirFromEnv(),
  attribution = {},
}: ServerOptions): Hono {
  const app = new Hono();
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('x-content-type-options')) c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  // Outside compression and ETags: a 304 keeps its Set-Cookie headers (the ETag middleware
  // drops them), and the private Cache-Control it sets wins over the public default below.
  if (attribution) {
    app.use('*', async (c, next) => {
      await next();
      const updated = withAttributionCookies(c.req.raw, c.res, attribution);
      if (updated === c.res) return;
      // Hono copies the previous response's headers onto a new one: make them agree first.
      c.res.headers.set('Cache-Control', PRIVATE_REVALIDATE);
      c.res = updated;
    });
  }
  app.use('*', compress());
  app.use('*', etag({ weak: true }));

  app.use('*', async (c, next) => {
    await next();
    if ((c.res.ok || c.res.status === 304) && !c.res.headers.has('cache-control')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    }
  });
  // The local image service (`/_img/*`), the embedded default for images when no IMGIX_DOMAIN is set.
  app.route('/', createImageService());
  // Analytics events and sign-ups (embedded defaults of SPEC §7), stored in SQLite.
  app.route('/api/events', createEventsApp(createEventStore(openDatabase(dataDir, EVENTS_DB))));
  app.route('/api/forms', createFormsApp(createSignupStore(openDatabase(dataDir, SIGNUP_DB))));
  app.use('*', serveStatic({ root }));

  const notFound = async (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    const accept = c.req.header('accept') ?? '';
    const wantsJson =
      c.req.path.endsWith('.json') || (!accept.includes('text/html') && accept.includes('json'));
    if (wantsJson) return c.json({ error: 'Not found', path: c.req.path }, 404);
    try {
      const html = await readFile(path.join(distDir, '404.html'), 'utf8');
      return c.html(html, 404);
    } catch {
      return c.text('Not found', 404);
    }
  };
  app.notFound(notFound);
  app.onError((error, c) => {
    console.error(error);
    return c.text('Internal server error', 500);
  });
  return app;
}
