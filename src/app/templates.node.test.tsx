/**
 * Runs in plain Node: importing and rendering every template and page catches browser-only
 * code at module scope and render-time crashes on empty props.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import type { PageComponent } from './loader.ts';
import type { PageResources } from './page-data.ts';
import { TEMPLATE_LOADERS, type TemplateId } from './routes.ts';

const resources = (template: TemplateId, props: Record<string, unknown>): PageResources => ({
  page: { path: '/x/', template, title: 'T', description: 'D', props, sq: [] },
  shared: {},
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
