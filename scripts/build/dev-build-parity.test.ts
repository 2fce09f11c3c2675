/**
 * Guards against the dev server and the build drifting apart: for every page of the real
 * content, the dev server's renderer and the prerender worker's produce the same bytes when
 * given the same chunk files (only where code lives differs between the two: source modules in
 * dev, hashed chunks in the build).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileSite, type CompiledSite } from '../../src/content/compile.ts';
import { loadSite } from '../../src/content/load.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import type { PageComponent, TemplateId } from '../../src/contracts/templates.ts';
import * as entry from '../../src/render/server-entry.tsx';
import { DEV_ASSETS, DEV_SITE_URL, renderDevPage } from './dev-middleware.ts';
import { pageRenderer } from './prerender-page.ts';

let compiled: CompiledSite;
let templates: Map<TemplateId, PageComponent>;

beforeAll(async () => {
  compiled = compileSite(
    await loadSite(undefined, {}, { onWarning: () => {}, icon: iconByName }),
    'parity',
  );
  templates = await entry.loadAllTemplates();
}, 60_000);

describe('dev server and build', () => {
  it(
    'given the same content and chunk files, should render every page to identical HTML',
    { timeout: 60_000 },
    () => {
      const assets = Object.fromEntries(
        [...new Set(compiled.pages.map((page) => page.template))].map((id) => [
          id,
          DEV_ASSETS.template(id),
        ]),
      );
      const build = pageRenderer(entry, templates, {
        buildHash: compiled.appData.buildHash,
        siteUrl: DEV_SITE_URL,
        queries: [...compiled.queries],
        slices: compiled.slices,
        assets,
        blockAssets: {},
      });
      expect(compiled.pages.length).toBeGreaterThan(50);
      const differing = compiled.pages
        .filter(
          (page) => renderDevPage(entry, templates, compiled, page, page.path) !== build(page).html,
        )
        .map((page) => page.path);
      expect(differing).toEqual([]);
      expect(build(compiled.pages[0]!).html).toMatch(/<title>[^<]+<\/title>/);
    },
  );
});
