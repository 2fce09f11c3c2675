/**
 * Runs in plain Node: importing and rendering every template and page catches browser-only
 * code at module scope and render-time crashes on empty props. The HTML is parsed afterwards
 * (jsdom as a parser only) to check what it shows.
 */
import { getQueriesForElement } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { JSDOM } from 'jsdom';
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

/** Renders the page in Node (no DOM here), then parses the HTML to query it by role. */
async function renderInNode(id: TemplateId, props: Record<string, unknown>) {
  const component = (await TEMPLATE_LOADERS[id]()).default as PageComponent;
  const html = renderToString(
    <App
      path="/x/"
      search=""
      status="idle"
      component={component}
      resources={resources(id, props)}
    />,
  );
  return getQueriesForElement(new JSDOM(html).window.document.body);
}

describe.each(Object.keys(TEMPLATE_LOADERS) as TemplateId[])('template %s', (id) => {
  it('given a heading and intro, should render them in Node inside the whole app', async () => {
    expect(typeof window).toBe('undefined');
    const page = await renderInNode(id, { heading: 'Heading here', intro: 'Intro.' });
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Heading here');
    expect(page.getByRole('main')).toHaveTextContent('Intro.');
    expect(page.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('given no props at all, should still render the header, one main and the footer', async () => {
    const page = await renderInNode(id, {});
    expect(page.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(page.getByRole('main')).toContainElement(page.getByRole('heading', { level: 1 }));
    expect(page.getByRole('contentinfo')).toBeInTheDocument();
  });
});
