/**
 * `/admin/`: the content studio (issue 32, point 1), Decap CMS configured from the content schemas
 * (src/studio/config.ts). Its page, its configuration, Decap's own files and the preview. The
 * studio has its own Content-Security-Policy (Decap styles with inline <style> elements and
 * compiles its validators with `new Function`), never indexed, never cached.
 */
import { Hono } from 'hono';
import { studioConfig, type StudioBackend } from '../../src/studio/config.ts';
import type { createPreviews } from './preview.ts';

export interface StudioOptions {
  backend: StudioBackend;
  /**
   * The studio's script: built (`/admin/studio.js`, served from dist/admin/ with Decap's chunks
   * by the static handler, under this CSP) or Vite's source module in dev.
   */
  script: string;
  previews?: ReturnType<typeof createPreviews>;
  /** The page's HTML as the browser gets it (dev: Vite's client and preamble added). */
  transformHtml?: (html: string) => Promise<string>;
  /** Send the studio's CSP (off in dev, where Vite's preamble is an inline script). */
  csp?: boolean;
}

/** STUDIO_BACKEND and its settings; `off` (the default for a plain server) serves no studio. */
export function studioBackendFromEnv(
  env: Record<string, string | undefined>,
  proxyUrl?: string,
): StudioBackend | null {
  const kind = env.STUDIO_BACKEND || env.STUDIO_DEFAULT || 'off';
  if (kind === 'off') return null;
  if (kind === 'local') {
    if (!proxyUrl) throw new Error('STUDIO_BACKEND=local needs the local proxy running');
    return { kind: 'local', proxyUrl };
  }
  if (kind === 'github') {
    if (!env.STUDIO_GITHUB_REPO || !/^[\w.-]+\/[\w.-]+$/.test(env.STUDIO_GITHUB_REPO))
      throw new Error('STUDIO_BACKEND=github needs STUDIO_GITHUB_REPO=owner/name');
    return {
      kind: 'github',
      repo: env.STUDIO_GITHUB_REPO,
      branch: env.STUDIO_GITHUB_BRANCH || 'main',
      authBaseUrl: env.STUDIO_AUTH_URL || undefined,
      siteUrl: env.SITE_URL || undefined,
    };
  }
  throw new Error(`STUDIO_BACKEND must be off, local or github, got "${kind}"`);
}

/**
 * What the studio may load and contact: itself, the local proxy in local mode only, GitHub's API
 * (and the OAuth provider) with the GitHub backend.
 */
export function studioCsp(backend: StudioBackend): string {
  const connect = ["'self'", 'blob:', 'data:'];
  if (backend.kind === 'local' && backend.proxyUrl) connect.push(new URL(backend.proxyUrl).origin);
  if (backend.kind === 'github') {
    connect.push('https://api.github.com');
    if (backend.authBaseUrl) connect.push(new URL(backend.authBaseUrl).origin);
  }
  return [
    "default-src 'self'",
    // Decap compiles its entry validators (ajv) with new Function: 'unsafe-eval' is needed here,
    // and only here; no inline script.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function studioHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Harbor studio</title>
</head>
<body>
<script type="module" src="${script}"></script>
</body>
</html>
`;
}

/** The image service, and the thumbnail the studio shows: 480 px wide at most, in a modern format. */
export const THUMBNAIL_ROUTE = '/_img';
export const THUMBNAIL_QUERY = 'w=480&fit=max&auto=format';

const NO_INDEX = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };

export function studioRoutes({
  backend,
  script,
  previews,
  transformHtml = async (html) => html,
  csp: enforce = true,
}: StudioOptions): Hono {
  const app = new Hono();
  const csp = studioCsp(backend);
  app.use('/admin/*', async (c, next) => {
    await next();
    if (enforce) c.res.headers.set('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(NO_INDEX))
      if (!c.res.headers.has(name) || name === 'X-Robots-Tag') c.res.headers.set(name, value);
  });
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  // Decap shows a picture an entry already has by its public path (/images/…), which the site
  // does not serve: it is sent to the image service (/_img/), as a thumbnail of picker size.
  app.get('/images/:file{[A-Za-z0-9_./-]+}', (c) => {
    const file = c.req.param('file');
    if (file.split('/').some((part) => part === '' || part.startsWith('.')))
      return c.text('Not an image path', 404);
    return c.redirect(`${THUMBNAIL_ROUTE}/${file}?${THUMBNAIL_QUERY}`, 302);
  });
  app.get('/admin/', async (c) => c.html(await transformHtml(studioHtml(script))));
  app.get('/admin/config.json', (c) => c.json(studioConfig(backend).config));
  if (previews) {
    app.post('/admin/api/preview', async (c) => {
      const request = (await c.req.json().catch(() => null)) as
        Parameters<typeof previews.preview>[0] | null;
      if (!request || typeof request.collection !== 'string' || typeof request.data !== 'object')
        return c.json(
          {
            ok: false,
            issues: [
              {
                file: '(request)',
                field: '(body)',
                message: 'expected { collection, slug, data }',
              },
            ],
          },
          400,
        );
      const result = await previews.preview(
        { ...request, slug: String(request.slug ?? '') },
        c.req.raw.signal,
      );
      return c.json(result.ok ? { ...result, url: `/admin/preview/${result.id}` } : result);
    });
    app.get('/admin/preview/:id', async (c) => {
      const html = previews.html(c.req.param('id'));
      return html
        ? c.html(await transformHtml(html))
        : c.text('This preview has expired: edit the entry to refresh it.', 404);
    });
  }
  return app;
}
