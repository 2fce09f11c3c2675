// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maybeLoadLegacyScript } from './legacy-script.ts';
import type { LoadResult, ResourceLoader } from './loader.ts';
import { applyDocumentMeta, NavigationController } from './navigation.ts';
import type { PageData, PageResources } from '../contracts/page-data.ts';

const resources = (path: string, title = `Title ${path}`): PageResources => ({
  page: {
    path,
    template: 'templates/company-page',
    title,
    description: `About ${path}`,
    props: {},
    sq: [],
  } as PageData,
  shared: {},
  slices: {
    header: { name: 'header', sq: [], props: {} },
    footer: { name: 'footer', sq: [], props: {} },
  },
});
const Component = () => null;

function setup(
  load: (path: string) => Promise<LoadResult> = async (path) => ({
    kind: 'page',
    resources: resources(path),
    component: Component,
  }),
) {
  const loader = { load: vi.fn(load) } as unknown as ResourceLoader & {
    load: ReturnType<typeof vi.fn>;
  };
  const assign = vi.fn();
  const controller = new NavigationController(
    loader,
    { resources: resources('/'), component: Component },
    { window, assign },
  );
  const stop = controller.start();
  return { controller, loader, assign, stop };
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'link';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

function click(anchor: HTMLElement, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  anchor.dispatchEvent(event);
  return event;
}

describe('NavigationController', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="old"><link rel="canonical" href="https://www.harbor.example/"><meta property="og:url" content="https://www.harbor.example/">';
    window.history.replaceState({}, '', '/');
  });
  afterEach(() => stop());

  it('given a click on an internal link, should load the page first, then push the URL', async () => {
    const env = setup();
    stop = env.stop;
    const event = click(link('/pricing/?plan=pro#faq'));
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(env.controller.getSnapshot().path).toBe('/pricing/'));
    expect(env.loader.load).toHaveBeenCalledWith('/pricing/');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pricing/?plan=pro#faq',
    );
    expect(env.controller.getSnapshot().key).toBe(1);
    expect(document.title).toBe('Title /pricing/');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.harbor.example/pricing/',
    );
  });

  it.each([
    ['an external link', 'https://elsewhere.example/x', {}, {}],
    ['a new-tab link', '/pricing/', { target: '_blank' }, {}],
    ['a download link', '/file.pdf', { download: '' }, {}],
    ['a ctrl-click', '/pricing/', {}, { ctrlKey: true }],
    ['a middle click', '/pricing/', {}, { button: 1 }],
    ['a link marked for full navigation', '/pricing/', { 'data-full-navigation': '' }, {}],
    ['an anchor on the same page', '/#section', {}, {}],
  ] as const)('given %s, should leave it to the browser', (_name, href, attributes, init) => {
    const env = setup();
    stop = env.stop;
    const event = click(link(href, attributes), init);
    expect(event.defaultPrevented).toBe(false);
    expect(env.loader.load).not.toHaveBeenCalled();
  });

  describe('back and forward', () => {
    let scrollY = 0;
    let scrollTo: ReturnType<typeof vi.fn>;
    beforeEach(() => {
      scrollY = 0;
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
      scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      delete (window as { scrollY?: number }).scrollY;
    });
    const scrolled = (y: number) => {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    };
    const popped = () =>
      new Promise<void>((resolve) =>
        window.addEventListener('popstate', () => resolve(), { once: true }),
      );

    it('given an anchor followed on the same page, should count no page; back should return to where the reader was', async () => {
      const env = setup();
      stop = env.stop;
      scrolled(900);
      click(link('#section'));
      // What the browser does itself: a new entry for the hash, its jump, popstate, and only
      // then the jump's scroll event.
      window.history.pushState(null, '', '/#section');
      scrollY = 1500;
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      window.dispatchEvent(new Event('scroll'));
      expect(env.controller.getSnapshot()).toMatchObject({ key: 0, hash: '#section' });

      const back = popped();
      window.history.back();
      await back;
      expect(scrollTo).toHaveBeenCalledWith(0, 900);
      expect(env.loader.load).not.toHaveBeenCalled();
      expect(env.controller.getSnapshot()).toMatchObject({ key: 0, hash: '' });
    });

    it('given a page left by back, should find it again where the reader left it on forward', async () => {
      const env = setup();
      stop = env.stop;
      scrolled(300);
      click(link('/pricing/'));
      await vi.waitFor(() => expect(env.controller.getSnapshot().path).toBe('/pricing/'));
      scrolled(600);
      const back = popped();
      window.history.back();
      await back;
      await vi.waitFor(() => expect(env.controller.getSnapshot().path).toBe('/'));
      expect(env.controller.getSnapshot().restoreScrollY).toBe(300);
      scrolled(300);
      const forward = popped();
      window.history.forward();
      await forward;
      await vi.waitFor(() => expect(env.controller.getSnapshot().path).toBe('/pricing/'));
      expect(env.controller.getSnapshot().restoreScrollY).toBe(600);
    });
  });

  it('given the loader asks for a reload, should navigate the browser to the destination', async () => {
    const env = setup(async (path) => ({ kind: 'reload', path, reason: 'chunk-failed' }));
    stop = env.stop;
    click(link('/about/#team'));
    await vi.waitFor(() => expect(env.assign).toHaveBeenCalledWith('/about/#team'));
    expect(window.location.pathname).toBe('/');
  });

  it('given two quick clicks, should show only the last destination', async () => {
    let release: () => void = () => {};
    const env = setup(
      (path) =>
        new Promise((resolve) => {
          const done = () =>
            resolve({ kind: 'page', resources: resources(path), component: Component });
          if (path === '/slow/') release = done;
          else done();
        }),
    );
    stop = env.stop;
    click(link('/slow/'));
    click(link('/fast/'));
    await vi.waitFor(() => expect(env.controller.getSnapshot().path).toBe('/fast/'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.controller.getSnapshot().path).toBe('/fast/');
  });

  it('given a slow load, should report loading and then slow after 1 s', async () => {
    vi.useFakeTimers();
    let resolveLoad: (result: LoadResult) => void = () => {};
    const env = setup(() => new Promise((resolve) => (resolveLoad = resolve)));
    stop = env.stop;
    click(link('/about/'));
    expect(env.controller.getSnapshot().status).toBe('loading');
    vi.advanceTimersByTime(999);
    expect(env.controller.getSnapshot().status).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(env.controller.getSnapshot().status).toBe('slow');
    resolveLoad({ kind: 'page', resources: resources('/about/'), component: Component });
    vi.useRealTimers();
    await vi.waitFor(() => expect(env.controller.getSnapshot().status).toBe('idle'));
  });

  it('given an href that cannot name a page, should leave it to the browser', () => {
    const env = setup();
    stop = env.stop;
    const event = click(link(`/${'a'.repeat(3000)}/`));
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('applyDocumentMeta', () => {
  it('given a noindex page and then an indexable one, should add and then remove robots', () => {
    document.head.innerHTML = '<title>x</title><meta name="description" content="x">';
    applyDocumentMeta(document, {
      ...resources('/design-system/'),
      page: { ...resources('/design-system/').page, noindex: true },
    });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    applyDocumentMeta(document, resources('/about/'));
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About /about/',
    );
  });
});

describe('maybeLoadLegacyScript', () => {
  it('given no configured URL, should load nothing', () => {
    expect(maybeLoadLegacyScript(document, '/', null)).toBe(false);
  });

  it('given a page outside the three paths, should load nothing', () => {
    expect(maybeLoadLegacyScript(document, '/pricing/', 'https://cdn.example/legacy.js')).toBe(
      false,
    );
    expect(document.querySelector('script[src="https://cdn.example/legacy.js"]')).toBeNull();
  });

  it('given /classes/, should load the script once', () => {
    expect(maybeLoadLegacyScript(document, '/classes/', 'https://cdn.example/legacy.js')).toBe(
      true,
    );
    expect(maybeLoadLegacyScript(document, '/', 'https://cdn.example/legacy.js')).toBe(false);
    expect(document.querySelectorAll('script[src="https://cdn.example/legacy.js"]')).toHaveLength(
      1,
    );
  });
});
