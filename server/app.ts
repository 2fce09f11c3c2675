/**
 * The preview server's request handling: the built site with the cache headers a CDN would
 * apply, compression, and the 404 page with a real 404 status; the services (images, forms,
 * analytics events: services.ts) mounted in front of it, as the dev server mounts them too.
 */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDirFromEnv } from './forms/events.ts';
import {
  headerRules,
  headersFor,
  IMMUTABLE,
  parseHeadersFile,
  REVALIDATE,
  type HeaderRule,
} from './static/headers.ts';
import type { LeadsService } from './forms/leads-service.ts';
import { guardConfigFromEnv, type GuardConfig } from './guards/index.ts';
import { fromTrustedProxy, parseTrustProxy, socketAddressOf, trustProxy } from './static/proxy.ts';
import { parseRedirectsFile, redirects, type RedirectRule } from './static/redirects.ts';
import { imageServiceOptionsFromEnv, type ImageServiceOptions } from './images/images.ts';
import { createServices } from './services.ts';
import { createPublishHook } from './hooks/publish.ts';
import { createDraftPreview } from './preview/draft.ts';
import { builtRenderer } from './studio/start.ts';
import { staticSite } from './static/static.ts';
import { compression } from './static/compress.ts';
import {
  PRIVATE_REVALIDATE,
  withAttributionCookies,
  type SiteCookieOptions,
} from '../src/tracking/server-cookies.ts';
import { consentConfigFromEnv, type ConsentConfig } from '../src/consent/regions.ts';

export { IMMUTABLE, REVALIDATE };

export interface ServerOptions {
  /** The built site. */
  distDir: string;
  /** SQLite files of the events and forms endpoints (env DATA_DIR, default data/; ':memory:' in tests). */
  dataDir?: string;
  /** The content store the forms registry is read from (env CONTENT_DIR, default content/). */
  contentDir?: string;
  /**
   * The leads outbox and its delivery worker; default: one over `dataDir` with the destinations
   * of the environment (FORMS_PROVIDER, SMTP_URL, LEADS_WEBHOOK_URL). Close it to stop the worker.
   */
  leads?: LeadsService;
  /** Cross-site, content-type, rate and storage guards of the endpoints that store (env by default). */
  guards?: GuardConfig;
  /** The image service's folders, cache size and render concurrency (env by default). */
  images?: ImageServiceOptions;
  /**
   * Proxy addresses whose `X-Forwarded-Proto` (and `X-Forwarded-For`, `X-Request-Id`) are
   * believed (env TRUST_PROXY: addresses and/or `loopback`; default none).
   */
  trustProxy?: string[];
  /**
   * Attribution cookies set on page responses (docs/product.md §4.10): the site's own hosts and the
   * cookie domain; `false` leaves attribution to the browser alone, as a plain static host does.
   */
  attribution?: SiteCookieOptions | false;
  /**
   * Where consent is required (issue 36, src/consent/regions.ts): env CONSENT_MODE,
   * CONSENT_REGIONS, CONSENT_COUNTRY_HEADER by default; `false`: no region cookie, no gating.
   */
  consent?: ConsentConfig | false;
  /** The content studio's routes under /admin/ (server/studio/), when it is on. */
  studio?: Hono;
  /**
   * The publish webhook's routes (`POST /api/hooks/publish`, server/hooks/publish.ts); by default
   * one with no secret, which answers 503 saying what to configure.
   */
  publishHook?: Hono;
  /**
   * `GET /api/preview` (server/preview/draft.ts): Contentful drafts rendered by the build's
   * renderer; by default from the environment (CONTENTFUL_PREVIEW_SECRET…), off without it.
   */
  draftPreview?: Hono;
}

/** The redirects the build wrote for static hosts (`dist/_redirects`); none without a build. */
function deployedRedirects(distDir: string): Map<string, RedirectRule> {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, '_redirects'), 'utf8');
  } catch {
    return new Map();
  }
  return parseRedirectsFile(text);
}

/** The built 500 page: `500.html` if a build writes one, else the 500 route's own file. */
async function errorPageHtml(distDir: string): Promise<string | null> {
  for (const name of ['500.html', '500/index.html']) {
    const html = await readFile(path.join(distDir, name), 'utf8').catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

/** A request id from a trusted proxy (nginx's `$request_id`), if it is a plain token. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The headers the build wrote for static hosts (`dist/_headers`, from server/static/headers.ts), so the
 * preview sends exactly what a deployment sends; without a build, the same rules with no
 * third-party hosts.
 */
function deployedHeaderRules(distDir: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
  } catch {
    return headerRules({});
  }
}

export function createApp({
  distDir,
  dataDir = dataDirFromEnv(),
  contentDir = path.resolve(process.env.CONTENT_DIR || 'content'),
  leads,
  guards = guardConfigFromEnv(),
  images = imageServiceOptionsFromEnv(),
  attribution = {},
  consent = consentConfigFromEnv(process.env),
  trustProxy: trusted = parseTrustProxy(process.env.TRUST_PROXY),
  studio,
  publishHook,
  draftPreview,
}: ServerOptions): Hono {
  const app = new Hono();
  const root = path.relative(process.cwd(), distDir) || '.';
  // One list of trusted proxies: TRUST_PROXY counts for the guards' client address too.
  const trustedProxies = [...new Set([...guards.trustedProxies, ...trusted])];

  // First: everything after sees the visitor's scheme (cookies' Secure, stored URLs, origins).
  app.use('*', trustProxy(trusted));

  const rules = deployedHeaderRules(distDir);
  app.use('*', async (c, next) => {
    await next();
    const { 'Cache-Control': _cache, ...security } = headersFor(rules, c.req.path);
    for (const [name, value] of Object.entries(security))
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  // 405 with Allow for a route asked with a method it has no handler for (static files: static.ts).
  app.use('*', methodNotAllowed({ app }));
  // Outside compression and ETags: a 304 keeps its Set-Cookie headers (the ETag middleware
  // drops them), and the private Cache-Control it sets wins over the public default below.
  if (attribution || consent) {
    const cookieOptions: SiteCookieOptions = {
      ...(attribution || { noAttribution: true }),
      ...(consent ? { consent } : {}),
    };
    app.use('*', async (c, next) => {
      await next();
      const updated = withAttributionCookies(c.req.raw, c.res, cookieOptions);
      if (updated === c.res) return;
      // Hono copies the previous response's headers onto a new one: make them agree first.
      c.res.headers.set('Cache-Control', PRIVATE_REVALIDATE);
      c.res = updated;
    });
  }
  // Pages and API answers; files with a precompressed copy are sent as that copy (static.ts).
  app.use('*', compression());
  // Not the studio's answers: they are never stored (no-store), and a 304 would reach the browser
  // with the site's policy (the headers above), which it would keep for the studio's page and so
  // block Decap's validators on a reload.
  const withEtag = etag({ weak: true });
  app.use('*', (c, next) =>
    studio && c.req.path.startsWith('/admin/') ? next() : withEtag(c, next),
  );

  app.use('*', async (c, next) => {
    await next();
    if ((c.res.ok || c.res.status === 304) && !c.res.headers.has('cache-control')) {
      c.res.headers.set(
        'Cache-Control',
        headersFor(rules, c.req.path)['Cache-Control'] ?? REVALIDATE,
      );
    }
  });
  if (studio) app.route('/', studio);
  // Contentful's calls: signed, never from a browser, so outside the write guards of services.ts.
  app.route(
    '/',
    publishHook ??
      createPublishHook({
        secret: undefined,
        sync: null,
        snapshotFile: '',
        rebuild: async () => false,
      }).routes,
  );
  app.route(
    '/',
    draftPreview ??
      createDraftPreview({ env: process.env, contentDir, render: builtRenderer(distDir) }),
  );
  // Images, the video stand-in, events and forms: the same services the dev server mounts.
  app.route(
    '/',
    createServices({
      dataDir,
      contentDir,
      distDir,
      leads,
      guards: { ...guards, trustedProxies },
      images,
    }).app,
  );
  // content/redirects.json and the trailing-slash rules, as the build wrote them for the hosts.
  app.use('*', redirects(deployedRedirects(distDir)));
  app.use('*', staticSite(root));

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
  // An exception answers the site's 500 page (JSON for the APIs) and logs one line, both with
  // a request id, so a visitor's report can be found in the log.
  app.onError(async (error, c) => {
    const fromProxy = fromTrustedProxy(socketAddressOf(c), trusted)
      ? c.req.header('x-request-id')
      : undefined;
    const id = fromProxy && PROXY_REQUEST_ID.test(fromProxy) ? fromProxy : randomUUID();
    const where = error.stack?.split('\n')[1]?.trim() ?? '';
    console.error(
      `500 ${c.req.method} ${c.req.path} request-id=${id} ${error.name}: ${error.message}${where ? ` (${where})` : ''}`.replace(
        /[\r\n]+/g,
        ' ',
      ),
    );
    c.header('X-Request-Id', id);
    c.header('Cache-Control', 'no-store');
    if (
      c.req.path.startsWith('/api/') ||
      (c.req.header('accept') ?? '').startsWith('application/json')
    ) {
      return c.json({ error: 'Internal server error', requestId: id }, 500);
    }
    const html = await errorPageHtml(distDir);
    return html === null
      ? c.text(`Internal server error (request id ${id})`, 500)
      : c.html(html, 500);
  });
  return app;
}
