/**
 * Runs in plain Node: importing and rendering every template and page catches browser-only
 * code at module scope and render-time crashes on empty props.
 */
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import type { PageComponent } from './loader.ts';
import type { PageResources } from './page-data.ts';
import { TEMPLATE_LOADERS, type TemplateId } from './routes.ts';
import { TEST_SETTINGS } from '../test/settings.ts';
import { loadBlocks } from '../blocks/registry.tsx';
import { BLOCK_TYPES } from '../content/schemas/blocks.ts';

// Blocks load on demand in the browser; here every renderer is ready before rendering.
beforeAll(() => loadBlocks(BLOCK_TYPES));

const resources = (template: TemplateId, props: Record<string, unknown>): PageResources => ({
  page: { path: '/x/', template, title: 'T', description: 'D', props, sq: [] },
  shared: { settings: TEST_SETTINGS },
  slices: {
    header: { name: 'header', sq: [], props: {} },
    footer: { name: 'footer', sq: [], props: { buildYear: 2026 } },
  },
});

describe.each(Object.keys(TEMPLATE_LOADERS) as TemplateId[])('template %s', (id) => {
  it('given minimal props, should import and render in Node inside the whole app', async () => {
    expect(typeof window).toBe('undefined');
    const component = (await TEMPLATE_LOADERS[id]()).default as PageComponent;
    const html = renderToString(
      <App
        path="/x/"
        search=""
        status="idle"
        component={component}
        resources={resources(id, { heading: 'Heading here', intro: 'Intro.' })}
      />,
    );
    expect(html).toContain('<main');
    expect(html).toMatch(/<h1[^>]*>/);
  });

  it('given no props at all, should still render without throwing', async () => {
    const component = (await TEMPLATE_LOADERS[id]()).default as PageComponent;
    expect(() =>
      renderToString(
        <App
          path="/x/"
          search=""
          status="idle"
          component={component}
          resources={resources(id, {})}
        />,
      ),
    ).not.toThrow();
  });
});
