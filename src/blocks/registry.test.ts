import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFixtureContent } from '../content/fixtures/fixture-content.ts';
import { loadSite } from '../content/load.ts';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { BLOCK_TYPES } from '../contracts/schemas/blocks.ts';
import { BLOCK_MODULES } from './modules.ts';
import { BLOCK_LOADERS, blockTypesIn, loadBlocks, MODULES } from './registry.tsx';

describe('block registry', () => {
  it('given the block types of the content model, should have exactly one renderer for each', () => {
    expect(Object.keys(BLOCK_LOADERS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('given the renderer modules of the folder, should be exactly the files BLOCK_MODULES names', () => {
    const named = new Set(Object.values(BLOCK_MODULES).map(({ file }) => `./${file}`));
    expect(Object.keys(MODULES).sort()).toEqual([...named].sort());
  });

  it('given every block type, should load a component for it', async () => {
    for (const type of BLOCK_TYPES) {
      expect(typeof (await BLOCK_LOADERS[type]())).toBe('function');
    }
    await expect(loadBlocks(['Cta', 'NotABlock'])).resolves.toBeUndefined();
  });
});

describe('blockTypesIn', () => {
  it('given page props with rich text at any depth, should list the block types used', () => {
    const props = {
      heading: 'x',
      body: {
        json: { nodeType: 'document' },
        blocks: { a: { type: 'Table' }, b: { type: 'Cta' } },
        links: {},
      },
      sections: [
        { type: 'Content', body: { json: {}, blocks: { c: { type: 'Video' } }, links: {} } },
      ],
    };
    expect([...blockTypesIn(props)].sort()).toEqual(['Cta', 'Table', 'Video']);
  });

  it('given the rich text of a loaded page, should find its blocks, the form of its form block included', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    try {
      await writeFixtureContent(dir);
      const site = await loadSite(dir, {}, { onWarning: () => {}, icon: iconByName });
      const page = site.pages.find((candidate) => candidate.path === '/blog/blocks-post/');
      expect([...blockTypesIn(page?.props)].sort()).toEqual(['Cta', 'Form', 'RelatedContent']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("given rich text in a block's fields, should list its blocks, and not read blocks off the document tree", () => {
    const props = {
      body: {
        json: {
          nodeType: 'document',
          // Not a place blocks come from: a node's data is not rich text.
          content: [{ data: { json: {}, blocks: { x: { type: 'Video' } } } }],
        },
        blocks: {
          a: {
            type: 'Tabs',
            tabs: [{ body: { json: {}, blocks: { b: { type: 'Table' } }, links: {} } }],
          },
        },
        links: {},
      },
    };
    expect([...blockTypesIn(props)].sort()).toEqual(['Table', 'Tabs']);
  });

  it('given a call to action with a form, should list the Form block too', () => {
    const props = {
      body: { json: {}, blocks: { a: { type: 'Cta', form: { name: 'NEWSLETTER' } } }, links: {} },
    };
    expect([...blockTypesIn(props)].sort()).toEqual(['Cta', 'Form']);
  });

  it('given props without rich text or hostile shapes, should find nothing and not throw', () => {
    expect([...blockTypesIn({ type: 'Content', blocks: 'x' })]).toEqual([]);
    expect([...blockTypesIn(null)]).toEqual([]);
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let i = 0; i < 100; i++) cursor = (cursor.next = {}) as Record<string, unknown>;
    expect([...blockTypesIn(deep)]).toEqual([]);
  });
});
