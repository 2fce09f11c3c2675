import { describe, expect, it, vi } from 'vitest';
import { ResourceLoader } from './loader.ts';
import type { InitialData, PageData } from '../contracts/page-data.ts';
import type { TemplateId } from '../contracts/templates.ts';
import { TEST_SETTINGS } from '../test/settings.ts';

const page = (
  path: string,
  template: TemplateId = 'templates/company-page',
  sq: string[] = [],
): PageData => ({
  path,
  template,
  title: `Title of ${path}`,
  description: 'A page.',
  props: {},
  sq,
});

const initial: InitialData = {
  buildHash: 'build-1',
  page: page('/'),
  templateModule: '/assets/company-page.js',
  slices: {
    header: { name: 'header', sq: ['h-settings'], props: {} },
    footer: { name: 'footer', sq: ['h-settings'], props: {} },
  },
  sq: { 'h-settings': { name: 'settings', data: TEST_SETTINGS } },
};

type Route = Record<string, { status: number; body: unknown } | 'network-error'>;

function server(routes: Route) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    const answer = routes[url];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) return new Response('{}', { status: 404 });
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const Component = () => null;

function makeLoader(routes: Route, options: { htmlExists?: boolean; chunkFails?: boolean } = {}) {
  const { fetch, calls } = server({
    '/page-data/app-data.json': { status: 200, body: { buildHash: 'build-1' } },
    '/page-data/404/page-data.json': { status: 200, body: page('/404/', 'pages/not-found') },
    '/page-data/500/page-data.json': { status: 200, body: page('/500/', 'pages/server-error') },
    ...routes,
  });
  const loader = new ResourceLoader(initial, {
    fetch,
    sleep: async () => {},
    htmlExists: async () => options.htmlExists ?? false,
    loadTemplate: async () => {
      if (options.chunkFails) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Component };
    },
  });
  return { loader, calls };
}

describe('ResourceLoader.load', () => {
  it('given page data, should load it with its shared results and code', async () => {
    const { loader, calls } = makeLoader({
      '/page-data/pricing/page-data.json': {
        status: 200,
        body: page('/pricing/', 'templates/pricing', ['h-pricing']),
      },
      '/page-data/sq/d/h-pricing.json': {
        status: 200,
        body: { name: 'pricing', data: { plans: [] } },
      },
    });
    const result = await loader.load('/pricing/');
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.resources.page.path).toBe('/pricing/');
    expect(result.resources.shared).toEqual({ settings: TEST_SETTINGS, pricing: { plans: [] } });
    // The shared settings came with the first page and are not fetched again.
    expect(calls).not.toContain('/page-data/sq/d/h-settings.json');
  });

  it('given the same page twice, should fetch its page data once', async () => {
    const { loader, calls } = makeLoader({
      '/page-data/about/page-data.json': { status: 200, body: page('/about/') },
    });
    await loader.load('/about/');
    await loader.load('/about');
    expect(calls.filter((url) => url === '/page-data/about/page-data.json')).toHaveLength(1);
  });

  it('given two failures then success, should show the page', async () => {
    let attempts = 0;
    const flaky = new ResourceLoader(initial, {
      sleep: async () => {},
      loadTemplate: async () => ({ default: Component }),
      fetch: (async (url: string) => {
        if (url === '/page-data/about/page-data.json' && attempts++ < 2)
          throw new TypeError('offline');
        if (url === '/page-data/about/page-data.json')
          return new Response(JSON.stringify(page('/about/')));
        return new Response(JSON.stringify({ buildHash: 'build-1' }));
      }) as typeof fetch,
    });
    const result = await flaky.load('/about/');
    expect(result.kind === 'page' && result.resources.page.path).toBe('/about/');
    expect(attempts).toBe(3);
  });

  it('given a 404 and no document at the path, should fall back to the 404 page at the asked path', async () => {
    const { loader } = makeLoader({});
    const result = await loader.load('/no-such-page/');
    expect(result.kind === 'page' && result.resources.page.template).toBe('pages/not-found');
    expect(result.kind === 'page' && result.resources.page.path).toBe('/no-such-page/');
  });

  it('given a 200 that is not page data, should fall back to the 404 page', async () => {
    const { loader } = makeLoader({
      '/page-data/odd/page-data.json': { status: 200, body: { hello: 'world' } },
    });
    const result = await loader.load('/odd/');
    expect(result.kind === 'page' && result.resources.page.template).toBe('pages/not-found');
  });

  it('given a 200 with an unknown template, should fall back to the 404 page', async () => {
    const { loader } = makeLoader({
      '/page-data/odd/page-data.json': {
        status: 200,
        body: { ...page('/odd/'), template: 'templates/../../evil' },
      },
    });
    const result = await loader.load('/odd/');
    expect(result.kind === 'page' && result.resources.page.template).toBe('pages/not-found');
  });

  it('given 5xx after every retry, should fall back to the 500 page', async () => {
    const { loader, calls } = makeLoader({
      '/page-data/down/page-data.json': { status: 503, body: {} },
    });
    const result = await loader.load('/down/');
    expect(result.kind === 'page' && result.resources.page.template).toBe('pages/server-error');
    expect(calls.filter((url) => url === '/page-data/down/page-data.json')).toHaveLength(4);
  });

  it('given the fallback page data is unreachable too, should use the built-in fallback', async () => {
    const { loader } = makeLoader({
      '/page-data/down/page-data.json': 'network-error',
      '/page-data/500/page-data.json': 'network-error',
    });
    const result = await loader.load('/down/');
    expect(result.kind === 'page' && result.resources.page.title).toBe('Something went wrong');
  });

  it.each([
    ['missing', undefined],
    ['HTML', { status: 200, body: '<!doctype html><title>Legacy</title>' }],
    ['JSON that is not page data', { status: 200, body: { hello: 'world' } }],
  ] as const)(
    'given page data %s but an existing document, should ask for a full navigation',
    async (_name, answer) => {
      const { loader } = makeLoader(answer ? { '/page-data/legacy/page-data.json': answer } : {}, {
        htmlExists: true,
      });
      expect(await loader.load('/legacy/')).toEqual({
        kind: 'reload',
        path: '/legacy/',
        reason: 'html-only',
      });
    },
  );

  it('given a code chunk that fails to load, should ask for a full navigation', async () => {
    const { loader } = makeLoader(
      { '/page-data/about/page-data.json': { status: 200, body: page('/about/') } },
      { chunkFails: true },
    );
    expect(await loader.load('/about/')).toEqual({
      kind: 'reload',
      path: '/about/',
      reason: 'chunk-failed',
    });
  });

  it('given a shared result that cannot be fetched, should ask for a full navigation', async () => {
    const { loader } = makeLoader({
      '/page-data/pricing/page-data.json': {
        status: 200,
        body: page('/pricing/', 'templates/pricing', ['h-pricing']),
      },
      '/page-data/sq/d/h-pricing.json': 'network-error',
    });
    expect(await loader.load('/pricing/')).toEqual({
      kind: 'reload',
      path: '/pricing/',
      reason: 'data-failed',
    });
  });

  it('given a new build deployed, should ask for one full navigation and then no more', async () => {
    const { loader } = makeLoader({
      '/page-data/app-data.json': { status: 200, body: { buildHash: 'build-2' } },
      '/page-data/about/page-data.json': { status: 200, body: page('/about/') },
    });
    expect(await loader.load('/about/')).toEqual({
      kind: 'reload',
      path: '/about/',
      reason: 'new-build',
    });
    expect((await loader.load('/about/')).kind).toBe('page');
  });

  it('given app-data that cannot be read, should carry on with the running build', async () => {
    const { loader } = makeLoader({
      '/page-data/app-data.json': 'network-error',
      '/page-data/about/page-data.json': { status: 200, body: page('/about/') },
    });
    expect((await loader.load('/about/')).kind).toBe('page');
  });
});

describe('ResourceLoader prefetch', () => {
  it('given a path, should fetch its page data without navigating', async () => {
    const { loader, calls } = makeLoader({
      '/page-data/dei/page-data.json': { status: 200, body: page('/dei/', 'pages/dei') },
    });
    expect(await loader.prefetchData('/dei/')).toBe(true);
    expect(calls).toEqual(['/page-data/dei/page-data.json']);
    // A missing page still has something to show: the 404 page, whose code is worth having.
    expect(await loader.prefetchData('/nope/')).toBe(true);
  });

  it('given page data that keeps failing, should try it 4 times and prefetch no code for it', async () => {
    const { loader, calls } = makeLoader({
      '/page-data/about/page-data.json': { status: 500, body: 'down' },
    });
    expect(await loader.prefetchData('/about/')).toBe(false);
    const tries = () => calls.filter((url) => url === '/page-data/about/page-data.json').length;
    // One try and 3 retries; false, so the scheduler does not fetch it again for its code.
    expect(tries()).toBe(4);
  });
});
