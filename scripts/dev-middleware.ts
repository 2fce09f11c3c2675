/**
 * `npm run dev`: the same URLs as the built site, computed from `content/` on every request so
 * content edits show on reload.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { InitialData, PageData } from '../src/app/page-data.ts';
import { APP_DATA_URL, normalizePath, pageKey } from '../src/app/paths.ts';
import { sharedByName } from '../src/app/shared.ts';
import { compileSite } from '../src/content/compile.ts';
import { loadSite } from '../src/content/load.ts';

type ServerEntry = typeof import('../src/app/server-entry.tsx');

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
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
        compiled = compileSite(await loadSite(), 'dev');
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
      const found = path ? byKey.get(pageKey(path)) : undefined;
      const page: PageData | undefined = found ?? byKey.get('404');
      if (!page) return next();
      const entry = (await server.ssrLoadModule('/src/app/server-entry.tsx')) as ServerEntry;
      const templates = await entry.loadAllTemplates();
      const sq: InitialData['sq'] = {};
      for (const hash of [...page.sq, ...compiled.slices.header.sq, ...compiled.slices.footer.sq]) {
        const result = compiled.queries.get(hash);
        if (result) sq[hash] = result;
      }
      const shared = sharedByName(Object.values(sq));
      const component = templates.get(page.template);
      if (!component) return next();
      const appHtml = entry.renderApp(
        { page, shared, slices: compiled.slices },
        component,
        path ?? '/',
      );
      const html = entry.renderDocument({
        page,
        appHtml,
        initialData: {
          buildHash: 'dev',
          page,
          templateModule: `/src/${page.template}/index.tsx`,
          slices: compiled.slices,
          sq,
        },
        assets: {
          css: [],
          modulePreload: [],
          entry: '/src/app/client.tsx',
          template: `/src/${page.template}/index.tsx`,
        },
        siteUrl: 'http://localhost',
      });
      res.statusCode = found ? 200 : 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml(url.pathname, html));
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}
