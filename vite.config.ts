import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';

/**
 * Short CSS-module class names in the build: every module's class map ships in the page's
 * JavaScript, and `_title_ywent_78` costs three times `_k3Xa9`. Derived from the file (relative
 * to the project) and the local name, so the client and server builds agree.
 */
function shortClassName(name: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  return `_${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 5)}`;
}

type DevMiddleware = typeof import('./scripts/build/dev-middleware.ts');

/** Serves page data and prerendered HTML from the content layer on the fly (`npm run dev`). */
function harborDev(): Plugin {
  return {
    name: 'harbor-dev',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      // Loaded through Vite's own module graph: it imports the app, which the config must not.
      return () =>
        server.middlewares.use((req, res, next) => {
          server
            .ssrLoadModule('/scripts/build/dev-middleware.ts')
            .then((module) => (module as DevMiddleware).devSiteMiddleware(server)(req, res, next))
            .catch(next);
        });
    },
  };
}

type ServicesModule = typeof import('./server/services.ts');

/** Where `npm run dev` keeps its leads and events: never DATA_DIR, where real ones may live. */
export const DEV_DATA_DIR = '.cache/dev-data';

/**
 * The services of the preview server (server/services.ts: `/_img/`, `/api/events`, `/api/forms`,
 * the stand-ins) in front of Vite, the very same code, loaded by Node itself rather than bundled
 * with this config. Leads and events go to DEV_DATA_DIR (env, default .cache/dev-data) and are
 * delivered nowhere, whatever .env says, so development never touches real leads.
 */
function harborServices(): Plugin {
  return {
    name: 'harbor-services',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      const load = (file: string) =>
        import(pathToFileURL(path.join(import.meta.dirname, file)).href) as Promise<unknown>;
      const [{ getRequestListener }, services, guards, images, destinations] = await Promise.all([
        import('@hono/node-server'),
        load('server/services.ts') as Promise<ServicesModule>,
        load('server/guards/index.ts') as Promise<typeof import('./server/guards/index.ts')>,
        load('server/images/images.ts') as Promise<typeof import('./server/images/images.ts')>,
        load('server/forms/destinations.ts') as Promise<
          typeof import('./server/forms/destinations.ts')
        >,
      ]);
      const { app, close } = services.createServices({
        dataDir: path.resolve(import.meta.dirname, process.env.DEV_DATA_DIR || DEV_DATA_DIR),
        contentDir: path.resolve(import.meta.dirname, process.env.CONTENT_DIR || 'content'),
        delivery: destinations.deliveryConfigFromEnv({}),
        guards: guards.guardConfigFromEnv(),
        images: images.imageServiceOptionsFromEnv(),
      });
      server.httpServer?.once('close', () => void close());
      const listener = getRequestListener(app.fetch);
      // Consent (issue 36): the region cookie on page requests, as the preview server sets it.
      const [cookies, regions] = (await Promise.all([
        load('src/tracking/server-cookies.ts'),
        load('src/consent/regions.ts'),
      ])) as [
        typeof import('./src/tracking/server-cookies.ts'),
        typeof import('./src/consent/regions.ts'),
      ];
      const consent = regions.consentConfigFromEnv(process.env);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://dev.local').pathname;
        if (services.isServicePath(pathname)) {
          void listener(req, res);
          return;
        }
        if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers))
            if (typeof value === 'string') headers.set(name, value);
          const gate = cookies.consentGate(
            new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers }),
            consent,
          );
          if (gate.setCookies.length > 0) res.setHeader('Set-Cookie', gate.setCookies);
        }
        next();
      });
    },
  };
}

type StudioModules = [
  typeof import('./server/studio/decap-server.ts'),
  typeof import('./server/studio/studio.ts'),
  typeof import('./server/studio/preview.ts'),
];

/**
 * The studio at /admin/ (server/studio/): `npm run dev` starts its local backend (decap-server,
 * on 127.0.0.1) and stops it with the dev server; previews render with the dev server's modules.
 */
function harborStudio(): Plugin {
  return {
    name: 'harbor-studio',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      const env = process.env;
      if ((env.STUDIO_BACKEND || env.STUDIO_DEFAULT || 'off') === 'off') return;
      const load = (file: string) =>
        import(pathToFileURL(path.join(import.meta.dirname, file)).href) as Promise<unknown>;
      const [{ getRequestListener }, [proxyModule, studio, preview]] = await Promise.all([
        import('@hono/node-server'),
        Promise.all([
          load('server/studio/decap-server.ts'),
          load('server/studio/studio.ts'),
          load('server/studio/preview.ts'),
        ]) as Promise<StudioModules>,
      ]);
      const contentDir = path.resolve(import.meta.dirname, env.CONTENT_DIR || 'content');
      const local = (env.STUDIO_BACKEND || env.STUDIO_DEFAULT) === 'local';
      const proxy = local ? await proxyModule.startLocalProxy(path.dirname(contentDir)) : undefined;
      server.httpServer?.once('close', () => void proxy?.stop());
      const backend = studio.studioBackendFromEnv(env, proxy?.url);
      if (!backend) return;
      const render: import('./server/studio/preview.ts').PageRenderer = async (compiled, page) => {
        const dev = (await server.ssrLoadModule(
          '/scripts/build/dev-middleware.ts',
        )) as DevMiddleware;
        const entry = (await server.ssrLoadModule(
          '/src/render/server-entry.tsx',
        )) as typeof import('./src/render/server-entry.tsx');
        return dev.renderDevPage(entry, await entry.loadAllTemplates(), compiled, page, page.path);
      };
      const app = studio.studioRoutes({
        backend,
        script: '/src/studio/main.tsx',
        previews: preview.createPreviews(contentDir, render, {
          acceptUploads: local,
          hydrate: true,
        }),
        transformHtml: (html) => server.transformIndexHtml('/admin/', html),
        csp: false,
      });
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        if (/^\/(admin(\/|$)|images\/)/.test(req.url ?? '')) void listener(req, res);
        else next();
      });
    },
  };
}

/**
 * A change under content/ reloads the open pages: the dev middleware reads content on every
 * request, but no module imports it, so Vite's own hot reload never sees the change.
 */
function harborContentReload(): Plugin {
  return {
    name: 'harbor-content-reload',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const content = path.resolve(import.meta.dirname, process.env.CONTENT_DIR || 'content');
      server.watcher.add(content);
      const reload = (file: string) => {
        if (path.resolve(file).startsWith(content + path.sep)) {
          server.ws.send({ type: 'full-reload', path: '*' });
        }
      };
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), harborServices(), harborStudio(), harborContentReload(), harborDev()],
  appType: 'custom',
  optimizeDeps: {
    // The studio's script is found only when /admin/ is first opened (no HTML entry to scan):
    // Vite then bundled Decap while the page stayed blank (a minute on a busy machine) and
    // reloaded it. With the studio on, Decap is bundled when the dev server starts.
    include:
      (process.env.STUDIO_BACKEND || process.env.STUDIO_DEFAULT || 'off') === 'off'
        ? []
        : ['decap-cms-app', 'immutable'],
  },
  server: {
    // Build output and test artefacts change constantly and are never imported by the app.
    watch: {
      ignored: [
        '**/dist/**',
        '**/dist-*/**',
        '**/.cache/**',
        '**/test-results/**',
        '**/playwright-report/**',
      ],
    },
  },
  // The search worker (src/search/search-worker.ts) is a module worker: it imports Pagefind's
  // script from the built site, which only a module can.
  worker: { format: 'es' },
  build: {
    outDir: '.cache/build/client',
    emptyOutDir: true,
    manifest: true,
    // Each page's loader preloads its chunks itself (scripts/build/manifest.ts) and the prefetcher loads
    // the next page's code ahead; Vite's per-import dependency lists would cost every page ~0.7 KB.
    modulePreload: false,
    target: 'es2022',
    rollupOptions: {
      input: 'src/runtime/client.tsx',
      output: {
        // Every page loads React and the block registry before hydrating: one chunk instead of
        // five saves each page ~0.8 KB of per-chunk overhead.
        manualChunks: (id: string) => {
          if (
            /node_modules\/(react|react-dom|scheduler)\//.test(id) ||
            id.includes('vite/preload-helper') ||
            /rolldown[:/]runtime/.test(id) ||
            /src\/blocks\/(registry|modules|walk)\./.test(id) ||
            // Shared data by name: read by the app shell, the client and the loader alike.
            /src\/contracts\/shared\./.test(id) ||
            // The site-data context every component reading settings or shared data uses: left to
            // the bundler, it became a chunk of its own once two chunks imported the same reader.
            /src\/site\/site-data\./.test(id) ||
            // Read by the client before hydrating and by the slots that mark prerendered parts.
            /src\/contracts\/prerendered\./.test(id) ||
            // The near-viewport trigger of live sections, forms and the newsletter banner: left
            // to the bundler, it went into the sections chunk, which blog posts then loaded.
            /src\/ui\/near-viewport\./.test(id)
          ) {
            return 'framework';
          }
          // The attribution code every page runs after hydration (tracker.ts and exactly the
          // modules it imports), with the cookie and storage adapters the newsletter markers and
          // the forms' lazy tracking import also use: one chunk, not two
          // (docs/adr/0006-tracking-chunks.md). The sign-up form's static import (fields.ts) stays
          // out, so the form's first load does not carry the tracker.
          if (
            /node_modules\/js-cookie\//.test(id) ||
            /src\/tracking\/(tracker|page-hooks|analytics|optout|cookies|cookie-codec|hosts|params|storage|debug|decorate|paths|store|touch)\./.test(
              id,
            ) ||
            // The consent check the adapters gate on and the hook boot calls (issue 36): every page
            // runs both, so they cost no request of their own and boot never waits for them.
            /src\/consent\/(gate|start)\./.test(id)
          ) {
            return 'tracker';
          }
          // The components most templates use together: one chunk instead of seven small ones,
          // which cost the home, landing and pricing pages ~1 KB of per-chunk overhead.
          if (
            /src\/ui\/(Image|Button|Pill|Card|CardList|PlayButton)\/|src\/blocks\/(BlockImage|PostCard)\./.test(
              id,
            )
          ) {
            return 'ui-core';
          }
          // Load on intent (forms and the pricing hero on the first screen): left to the bundler,
          // it went into the sections chunk, which the sign-up page then loaded.
          if (/src\/ui\/intent\./.test(id)) return 'intent';
          // The frame of pages made of sections, with the rich-text section it always includes.
          if (/src\/sections\/(Sections|Content|lookup)\./.test(id)) return 'sections';
          // The page body every content template renders: rich text and the page frame.
          if (
            /src\/richtext\/|src\/templates\/shared\/(BasicPage|ContentPage|PageHeader)\.|src\/ui\/text\.|src\/ui\/(Section|Container)\/[A-Z]/.test(
              id,
            )
          ) {
            return 'page-core';
          }
          return undefined;
        },
      },
    },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // Readable names while developing.
      ...(command === 'build' ? { generateScopedName: shortClassName } : {}),
    },
  },
}));
