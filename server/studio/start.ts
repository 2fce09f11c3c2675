/**
 * Starts the studio beside the built site (`npm start`): the local proxy when STUDIO_BACKEND is
 * local, and the preview, which renders with the server bundle and manifest the build keeps in
 * `<dist>-studio/` (scripts/build/build.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { TemplateId } from '../../src/contracts/templates.ts';
import { documentAssets, type Manifest } from '../../scripts/build/manifest.ts';
import { startLocalProxy, type LocalProxy } from './decap-server.ts';
import { createPreviews, type PageRenderer } from './preview.ts';
import { studioBackendFromEnv, studioRoutes } from './studio.ts';

type ServerEntry = typeof import('../../src/render/server-entry.tsx');

/** Where the build keeps what the preview renders with. */
export const studioBuildDir = (distDir: string) => `${distDir}-studio`;

/** The built site's renderer: the build's server bundle, its chunks and styles. */
export function builtRenderer(distDir: string): PageRenderer {
  const dir = studioBuildDir(distDir);
  let ready:
    | Promise<{
        entry: ServerEntry;
        templates: Awaited<ReturnType<ServerEntry['loadAllTemplates']>>;
        manifest: Manifest;
      }>
    | undefined;
  return async (compiled, page) => {
    ready ??= (async () => {
      const entry = (await import(
        pathToFileURL(path.join(dir, 'server/server-entry.js')).href
      )) as ServerEntry;
      const manifest = JSON.parse(
        await readFile(path.join(dir, 'manifest.json'), 'utf8'),
      ) as Manifest;
      return { entry, templates: await entry.loadAllTemplates(), manifest };
    })();
    const { entry, templates, manifest } = await ready;
    return entry.renderPage({
      site: {
        buildHash: compiled.appData.buildHash,
        siteUrl: 'http://localhost',
        queries: compiled.queries,
        slices: compiled.slices,
      },
      page,
      component: templates.get(page.template),
      assets: {
        template: (id: TemplateId) => documentAssets(manifest, id),
        block: () => undefined,
      },
    });
  };
}

export interface RunningStudio {
  routes: Hono;
  proxy?: LocalProxy;
  stop: () => Promise<void>;
}

export async function startStudio(
  env: Record<string, string | undefined>,
  distDir: string,
  contentDir: string,
): Promise<RunningStudio | null> {
  if ((env.STUDIO_BACKEND || env.STUDIO_DEFAULT || 'off') === 'off') return null;
  const proxy =
    (env.STUDIO_BACKEND || env.STUDIO_DEFAULT) === 'local'
      ? await startLocalProxy(
          path.dirname(contentDir),
          env.STUDIO_PROXY_PORT ? Number(env.STUDIO_PROXY_PORT) : undefined,
        )
      : undefined;
  const backend = studioBackendFromEnv(env, proxy?.url);
  if (!backend) return null;
  const previews =
    backend.kind === 'local' || env.STUDIO_PREVIEW === 'on'
      ? createPreviews(contentDir, builtRenderer(distDir), {
          acceptUploads: backend.kind === 'local',
        })
      : undefined;
  const routes = studioRoutes({ backend, script: '/admin/studio.js', previews });
  return { routes, proxy, stop: async () => proxy?.stop() };
}
