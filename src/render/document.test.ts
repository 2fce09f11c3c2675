import { describe, expect, it } from 'vitest';
import type { InitialData, StaticQueryResult } from '../contracts/page-data.ts';
import { BOOT_SCRIPT } from '../contracts/boot-script.ts';
import { renderDocument, serializeInitialData, serializeJsonForScript } from './document.ts';

const navigation = {
  name: 'navigation',
  data: { items: [{ label: 'Pricing </script><script>alert(1)</script>', href: '/pricing/' }] },
} as unknown as StaticQueryResult;
const footer = {
  name: 'footer',
  data: { note: 'Line\u2028separator & <!-- comment --> “quoted”' },
} as unknown as StaticQueryResult;

function initialData(overrides: Partial<InitialData> = {}): InitialData {
  return {
    buildHash: 'abc123',
    page: {
      path: '/blog/a/',
      template: 'blog-post',
      title: 'A </script> title',
      description: 'Ends with \u2029',
      props: { heading: '<b>bold</b>' },
      sq: ['h1'],
    },
    templateModule: '/assets/blog-post.js',
    slices: { header: { name: 'header', sq: ['h1'], props: {} } },
    sq: { h1: navigation, h2: footer },
    ...overrides,
  } as InitialData;
}

describe('serializeJsonForScript', () => {
  it('leaves nothing that could end the script element or break a line', () => {
    const text = serializeJsonForScript({ a: '</script><!--&\u2028\u2029>' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!--&\u2028\u2029>' });
  });
});

describe('serializeInitialData', () => {
  it('writes the same bytes as serialising the whole object', () => {
    const data = initialData();
    expect(serializeInitialData(data)).toBe(serializeJsonForScript(data));
  });

  it('stays the same when the shared parts come from its cache', () => {
    const first = initialData();
    const second = initialData({
      buildHash: 'def456',
      page: { ...first.page, path: '/blog/b/', title: 'B' },
    });
    serializeInitialData(first);
    expect(serializeInitialData(second)).toBe(serializeJsonForScript(second));
  });

  it('leaves out a template module that is not set, as JSON.stringify does', () => {
    const data = initialData({ templateModule: undefined as unknown as string });
    expect(serializeInitialData(data)).toBe(serializeJsonForScript(data));
    expect(serializeInitialData(data)).not.toContain('templateModule');
  });

  it('keeps shared queries in their order, even with number-like keys', () => {
    const data = initialData({ sq: { z: navigation, '10': footer, '2': navigation } });
    expect(serializeInitialData(data)).toBe(serializeJsonForScript(data));
  });
});

describe('the client loader', () => {
  const assets = {
    css: [],
    inlineCss: '',
    modulePreload: ['/assets/framework.js', '/assets/home.js'],
    entry: '/assets/client.js',
    template: '/assets/home.js',
  };
  const html = renderDocument({
    page: initialData().page,
    appHtml: '<main></main>',
    initialData: initialData(),
    assets,
    siteUrl: 'https://www.harbor.example',
  });

  it('is the only script the page runs, and names the entry and chunks in its attributes', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toBe(
      ' data-entry="/assets/client.js" data-preload="/assets/framework.js /assets/home.js"',
    );
    expect(scripts[0]?.[2]).toBe(BOOT_SCRIPT);
    expect(html).not.toContain('rel="modulepreload"');
  });

  /**
   * Runs the loader with a stand-in document, timers and performance observer. Vitest's module
   * runner cannot run a dynamic import() in evaluated code, so the one import() is handed in as
   * a function; the real one is exercised by every end-to-end test, in Chromium, under the
   * site's CSP.
   */
  function runLoader({ paintEntries }: { paintEntries: boolean }) {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; delay: number | undefined }[] = [];
    const observers: { notify: () => void; options: unknown }[] = [];
    const document = {
      currentScript: {
        dataset: { entry: '/assets/client.js', preload: ' /assets/a.js  /assets/b.js' },
      },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintEntries ? ['navigation', 'paint'] : ['navigation'];
      readonly notify: () => void;
      constructor(notify: () => void) {
        this.notify = notify;
      }
      observe(options: unknown) {
        observers.push({ notify: this.notify, options });
      }
    }
    expect(BOOT_SCRIPT.split('import(')).toHaveLength(2);
    // eslint-disable-next-line typescript/no-implied-eval -- the inline script, run as a browser would
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      'load',
      BOOT_SCRIPT.replace('import(', 'load('),
    )(
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, delay?: number) => timers.push({ run, delay }),
      PerformanceObserver,
      (url: string) => imported.push(url),
    );
    return { appended, imported, frames, timers, observers };
  }

  it('starts the client once, when the first paint is reported, with each chunk preloaded', () => {
    const { appended, imported, frames, timers, observers } = runLoader({ paintEntries: true });
    expect(imported).toEqual([]);
    expect(frames).toEqual([]);
    expect(observers.map(({ options }) => options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(timers.map(({ delay }) => delay)).toEqual([1000]);
    observers[0]?.notify(); // first-paint
    observers[0]?.notify(); // first-contentful-paint
    timers[0]?.run();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ]);
    expect(imported).toEqual(['/assets/client.js']);
  });

  it('given a browser without paint entries, starts the client in a task after the first frame', () => {
    const { imported, frames, timers } = runLoader({ paintEntries: false });
    frames[0]?.();
    expect(imported).toEqual([]);
    timers[1]?.run();
    expect(imported).toEqual(['/assets/client.js']);
    timers[0]?.run();
    expect(imported).toEqual(['/assets/client.js']);
  });

  it('starts the client after 1 s when nothing is painted (a tab opened in the background)', () => {
    const { appended, imported, timers } = runLoader({ paintEntries: true });
    timers[0]?.run();
    expect(appended).toHaveLength(2);
    expect(imported).toEqual(['/assets/client.js']);
  });
});
