import { describe, expect, it } from 'vitest';
import { compileSite, contentHash } from './compile.ts';
import type { Site } from './load.ts';

const site = {
  settings: { brand: 'Harbor' },
  shared: { settings: { brand: 'Harbor' }, navigation: { items: [] }, footer: {}, pricing: {} },
  pages: [
    { path: '/', template: 'templates/home', title: 'Home', description: 'd', props: { a: 1 } },
    {
      path: '/blog/x/',
      template: 'templates/blog-post',
      title: 'X — “quoted”',
      description: 'e',
      noindex: true,
      props: { body: { json: { nodeType: 'document' } } },
    },
  ],
} as unknown as Site;

describe('compileSite', () => {
  it('given pages, should hash the code, shared data and slices, and hand each page JSON on', () => {
    const texts: string[] = [];
    const compiled = compileSite(site, 'client-1', new Date('2026-01-01'), (json) =>
      texts.push(json.toString('utf8')),
    );
    expect(compiled.appData.buildHash).toBe(
      contentHash({
        clientBuildId: 'client-1',
        queries: [...compiled.queries.keys()],
        slices: compiled.slices,
      }),
    );
    expect(texts).toEqual(compiled.pages.map((page) => JSON.stringify(page)));
  });

  it('given one page edited, should keep the build hash every page carries (incremental builds)', () => {
    const changed = { ...site, pages: [site.pages[0]!, { ...site.pages[1]!, title: 'Y' }] };
    expect(compileSite(changed, 'client-1').appData.buildHash).toBe(
      compileSite(site, 'client-1').appData.buildHash,
    );
  });

  it('given new code, should give another build hash', () => {
    expect(compileSite(site, 'client-2').appData.buildHash).not.toBe(
      compileSite(site, 'client-1').appData.buildHash,
    );
  });
});
