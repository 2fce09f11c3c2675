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
import { useShared } from '../site/site-data.tsx';
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

  it('given a render, should hold painting until its markup is parsed: rel=expect names what follows it', async () => {
    const { document } = new JSDOM(await render(id, {})).window;
    const links = document.head.querySelectorAll('link[rel="expect"][blocking="render"]');
    expect(links).toHaveLength(1);
    const target = document.getElementById(links[0]?.getAttribute('href')?.slice(1) ?? '');
    expect(target).not.toBeNull();
    const root = document.getElementById('root');
    expect(root?.compareDocumentPosition(target!)).toBe(document.DOCUMENT_POSITION_FOLLOWING);
  });
});

/** A rich-text body: one paragraph, and the given blocks embedded after it. */
function body(text: string, blocks: Record<string, Record<string, unknown>> = {}) {
  const node = (nodeType: string, content: unknown[], data = {}) => ({ nodeType, data, content });
  return {
    json: node('document', [
      node('paragraph', [{ nodeType: 'text', value: text, marks: [], data: {} }]),
      ...Object.keys(blocks).map((id) =>
        node('embedded-entry-block', [], {
          target: { sys: { id, type: 'Link', linkType: 'Entry' } },
        }),
      ),
    ]),
    blocks,
    links: {},
  };
}

/** The data embedded in a rendered page for hydration. */
function embedded(html: string): { page: PageData } {
  const script = new JSDOM(html).window.document.getElementById('__HARBOR_DATA__');
  return JSON.parse(script?.textContent ?? 'null') as { page: PageData };
}

describe('blog post body', () => {
  it('given a body that needs no code, should write its markup once: in the document, marked for the client, and not in the embedded page data', async () => {
    const html = await render('templates/blog-post', {
      heading: 'Post',
      intro: 'Intro.',
      body: body('A sentence only the body holds.'),
    });
    expect(html.split('A sentence only the body holds.')).toHaveLength(2);
    const document = new JSDOM(html).window.document;
    expect(document.querySelector('[data-prerendered="body"]')?.textContent).toBe(
      'A sentence only the body holds.',
    );
    const props = embedded(html).page.props;
    expect(props.body).toBeUndefined();
    expect(props.bodyHtml).toEqual({ html: '', styles: [] });
  });

  it('given a body with a block that needs code, should keep the rich text in the page data for the client to render', async () => {
    const video = { type: 'Video', title: 'Tour', url: 'https://www.youtube.com/watch?v=abc' };
    const html = await render('templates/blog-post', {
      heading: 'Post',
      intro: 'Intro.',
      body: body('Before the video.', { v1: video }),
    });
    expect(html).not.toContain('data-prerendered="body"');
    const props = embedded(html).page.props as { body?: { blocks: object }; bodyHtml?: unknown };
    expect(props.bodyHtml).toBeUndefined();
    expect(props.body?.blocks).toEqual({ v1: video });
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
