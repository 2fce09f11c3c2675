/**
 * Starts the studio beside the built site (`npm start`): the local proxy when STUDIO_BACKEND is
 * local, and the preview, which renders with the server bundle and template assets the build keeps in
 * `<dist>-studio/` (scripts/build/build.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { PageData } from '../../src/contracts/page-data.ts';
import type { TemplateId } from '../../src/contracts/templates.ts';
import { startLocalProxy, type LocalProxy } from './decap-server.ts';
import { createPreviews, type PageRenderer } from './preview.ts';
import { studioBackendFromEnv, studioRoutes } from './studio.ts';

/** A template's chunks and styles, as the build wrote them (src/render/document.ts DocumentAssets). */
interface DocumentAssets {
  entry: string;
  template: string;
  css: string[];
  modulePreload: string[];
}

/** A block's or section's chunks and styles (scripts/build/render-pages.ts renderAssets). */
interface BlockAssets {
  js: string[];
  css: string[];
}

/** What the preview uses of the build's server bundle (src/render/server-entry.tsx, built). */
interface ServerEntry {
  loadAllTemplates: () => Promise<Map<TemplateId, unknown>>;
  renderPage: (input: {
    site: { buildHash: string; siteUrl: string; queries: unknown; slices: unknown };
    page: PageData;
    component: unknown;
    assets: {
      template: (id: TemplateId) => DocumentAssets | undefined;
      block: (type: string) => BlockAssets | undefined;
    };
  }) => string;
}

/** Where the build keeps what the preview renders with. */
export const studioBuildDir = (distDir: string) => `${distDir}-studio`;

/** The built site's renderer: the build's server bundle, its chunks and styles. */
export function builtRenderer(distDir: string): PageRenderer {
  const dir = studioBuildDir(distDir);
  let ready:
    | Promise<{
        entry: ServerEntry;
        templates: Map<TemplateId, unknown>;
        assets: Partial<Record<TemplateId, DocumentAssets>>;
        blocks: Partial<Record<string, BlockAssets>>;
      }>
    | undefined;
  return async (compiled, page) => {
    ready ??= (async () => {
      const entry = (await import(
        pathToFileURL(path.join(dir, 'server/server-entry.js')).href
      )) as ServerEntry;
      const assets = JSON.parse(await readFile(path.join(dir, 'assets.json'), 'utf8')) as Partial<
        Record<TemplateId, DocumentAssets>
      >;
      const blocks = JSON.parse(
        await readFile(path.join(dir, 'blocks.json'), 'utf8').catch(() => '{}'),
      ) as Partial<Record<string, BlockAssets>>;
      return { entry, templates: await entry.loadAllTemplates(), assets, blocks };
    })();
    const { entry, templates, assets, blocks } = await ready;
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
        template: (id: TemplateId) => assets[id],
        block: (type: string) => blocks[type],
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
