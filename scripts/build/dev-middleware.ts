/**
 * `npm run dev`: the same URLs as the built site, computed from `content/` on every request so
 * content edits show on reload.
 */
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PageData } from '../../src/contracts/page-data.ts';
import { APP_DATA_URL, normalizePath, pageKey } from '../../src/contracts/paths.ts';
import { templateSource } from '../../src/contracts/templates.ts';
import { compileSite, type CompiledSite } from '../../src/content/compile.ts';
import { contentDir, loadSite } from '../../src/content/load.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import { ERROR_PAGE } from '../../server/static/static.ts';

import type { AssetResolver } from '../../src/render/render-page.tsx';

type ServerEntry = typeof import('../../src/render/server-entry.tsx');

/** Dev serves source modules: the entry and each template's own file, styles injected by Vite. */
export const DEV_ASSETS: AssetResolver = {
  template: (id) => ({
    entry: '/src/runtime/client.tsx',
    template: `/${templateSource(id)}`,
    css: [],
    modulePreload: [],
  }),
  block: () => undefined,
};

/** A page as the dev server sends it, before Vite adds its client: through renderPage(). */
export function renderDevPage(
  entry: ServerEntry,
  templates: Awaited<ReturnType<ServerEntry['loadAllTemplates']>>,
  compiled: CompiledSite,
  page: PageData,
  locationPath: string | null,
  assets: AssetResolver = DEV_ASSETS,
): string {
  return entry.renderPage({
    site: {
      buildHash: compiled.appData.buildHash,
      siteUrl: DEV_SITE_URL,
      queries: compiled.queries,
      slices: compiled.slices,
    },
    page,
    component: templates.get(page.template),
    assets,
    locationPath: locationPath ?? page.path,
  });
}

export const DEV_SITE_URL = 'http://localhost';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Every file under the content folder with its size and time: a change to any shows here. */
function contentStamp(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .join('\n');
}

let cache: { stamp: string; compiled: Promise<CompiledSite> } | undefined;

/**
 * The site compiled from content/, again only when a file there changed: a page asks for its
 * document, app data, page data, slices and queries, and compiling the site for each made a dev
 * page take seconds.
 */
function compiledContent(): Promise<CompiledSite> {
  const dir = contentDir();
  const stamp = contentStamp(dir);
  if (cache?.stamp !== stamp) {
    const compiled = loadSite(dir, process.env, { icon: iconByName }).then((site) =>
      compileSite(site, 'dev'),
    );
    cache = { stamp, compiled };
    // A content error is shown on this request and retried on the next.
    compiled.catch(() => {
      if (cache?.compiled === compiled) cache = undefined;
    });
  }
  return cache.compiled;
}

export function devSiteMiddleware(server: ViteDevServer) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const url = new URL(req.url ?? '/', 'http://dev.local');
      // Only page data and documents come from content; scripts, styles and images go on to Vite.
      const wantsData = /^\/(page-data|slice-data)\//.test(url.pathname);
      const wantsDocument =
        req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (!wantsData && !wantsDocument) return next();
      let compiled;
      try {
        compiled = await compiledContent();
      } catch (error) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(String((error as Error).message));
        return;
      }
      const byKey = new Map(compiled.pages.map((page) => [pageKey(page.path), page]));
      if (url.pathname === APP_DATA_URL) return sendJson(res, 200, compiled.appData);
      const query = /^\/page-data\/sq\/d\/([a-z0-9]+)\.json$/.exec(url.pathname);
      if (query) {
        const result = compiled.queries.get(query[1] ?? '');
        return result ? sendJson(res, 200, result) : sendJson(res, 404, { error: 'not found' });
      }
      const slice = /^\/slice-data\/([a-z]+)\.json$/.exec(url.pathname);
      if (slice) {
        const data = compiled.slices[slice[1] as 'header' | 'footer'];
        return data ? sendJson(res, 200, data) : sendJson(res, 404, { error: 'not found' });
      }
      const pageData = /^\/page-data\/(.+)\/page-data\.json$/.exec(url.pathname);
      if (pageData) {
        const page = byKey.get(pageData[1] ?? '');
        return page ? sendJson(res, 200, page) : sendJson(res, 404, { error: 'not found' });
      }
      if (!wantsDocument) return sendJson(res, 404, { error: 'not found' });
      const path = normalizePath(url.pathname);
      // The error pages are not pages, as on the preview server and nginx: asked for, a 404.
      const found = path && !ERROR_PAGE.test(url.pathname) ? byKey.get(pageKey(path)) : undefined;
      const page: PageData | undefined = found ?? byKey.get('404');
      if (!page) return next();
      const entry = (await server.ssrLoadModule('/src/render/server-entry.tsx')) as ServerEntry;
      const templates = await entry.loadAllTemplates();
      const html = renderDevPage(entry, templates, compiled, page, found ? page.path : path);
      res.statusCode = found ? 200 : 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml(url.pathname, html));
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}
