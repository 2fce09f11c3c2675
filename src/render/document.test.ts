import { describe, expect, it } from 'vitest';
import type { InitialData, StaticQueryResult } from '../contracts/page-data.ts';
import { serializeInitialData, serializeJsonForScript } from './document.ts';

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
