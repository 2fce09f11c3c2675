/**
 * Runs in plain Node, through the same renderPage() as the build: importing and rendering every
 * template and page catches browser-only code at module scope, render-time crashes on empty
 * props, and shared data a template reads without declaring it. The HTML is then parsed to
 * check, by role, what each page shows.
 */
import { getQueriesForElement } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShared } from '../app/site-data.tsx';
import { loadBlocks } from '../blocks/registry.tsx';
import type { PageData, StaticQueryResult } from '../contracts/page-data.ts';
import { BLOCK_TYPES } from '../contracts/schemas/blocks.ts';
import { SHARED_NAMES } from '../contracts/shared.ts';
import { TEMPLATE_IDS, TEMPLATE_SHARED, type TemplateId } from '../contracts/templates.ts';
import { TEMPLATE_LOADERS } from '../runtime/templates.ts';
import { TEST_SHARED } from '../test/shared.ts';
import { renderPage, type AssetResolver, type SiteSnapshot } from './render-page.tsx';

// Blocks load on demand in the browser; here every renderer is ready before rendering.
beforeAll(() => loadBlocks(BLOCK_TYPES));

const queries = new Map<string, StaticQueryResult>(
  SHARED_NAMES.map((name) => [`h-${name}`, { name, data: TEST_SHARED[name] } as StaticQueryResult]),
);
const site: SiteSnapshot = {
  buildHash: 'test',
  siteUrl: 'https://www.harbor.example',
  queries,
  slices: {
    header: { name: 'header', sq: ['h-settings', 'h-navigation'], props: {} },
    footer: { name: 'footer', sq: ['h-settings', 'h-footer'], props: { buildYear: 2026 } },
  },
};
const assets: AssetResolver = {
  template: (id) => ({ entry: '/entry.js', template: `/${id}.js`, css: [], modulePreload: [] }),
  block: () => undefined,
};

const page = (template: TemplateId, props: Record<string, unknown>): PageData => ({
  path: '/x/',
  template,
  title: 'Test page | Harbor',
  description: 'A page rendered by a test.',
  props,
  // Exactly what the build gives the template: its declared shared results.
  sq: (TEMPLATE_SHARED[template] ?? []).map((name) => `h-${name}`),
});

/** The rendered document, parsed (jsdom as a parser only: this test runs in plain Node). */
function parse(html: string) {
  return getQueriesForElement(new JSDOM(html).window.document.body);
}

async function render(template: TemplateId, props: Record<string, unknown>): Promise<string> {
  const component = (await TEMPLATE_LOADERS[template]()).default;
  return renderPage({ site, page: page(template, props), component, assets });
}

describe.each(TEMPLATE_IDS)('template %s', (id) => {
  it('given minimal props, should render the whole page in Node: chrome, main, its heading and intro', async () => {
    expect(typeof window).toBe('undefined');
    const html = await render(id, { heading: 'Heading here', intro: 'Intro.' });
    expect(html).toContain('<title>Test page | Harbor</title>');
    const view = parse(html);
    expect(view.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent('Heading here');
    expect(view.getByRole('main')).toHaveTextContent('Intro.');
    expect(view.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('given no props at all, should still render the header, one main holding the h1, and the footer', async () => {
    const view = parse(await render(id, {}));
    expect(view.getAllByRole('banner').length).toBeGreaterThan(0);
    expect(view.getByRole('main')).toContainElement(view.getByRole('heading', { level: 1 }));
    expect(view.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('renderPage', () => {
  it('given a template that reads shared data the page does not hold, should fail naming it', () => {
    function ReadsPricing() {
      return <p>{useShared('pricing').headline}</p>;
    }
    const withPricing = page('templates/pricing', {});
    expect(renderPage({ site, page: withPricing, component: ReadsPricing, assets })).toContain(
      '<p>Test plans</p>',
    );
    expect(() =>
      renderPage({ site, page: { ...withPricing, sq: [] }, component: ReadsPricing, assets }),
    ).toThrow(`Shared data "pricing" is not on this page`);
  });

  it('given a page whose shared query is unknown, should fail naming the page', async () => {
    const component = (await TEMPLATE_LOADERS['pages/dei']()).default;
    expect(() =>
      renderPage({ site, page: { ...page('pages/dei', {}), sq: ['nope'] }, component, assets }),
    ).toThrow('/x/: unknown shared query nope');
  });
});
