import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLocalSource } from '../local-source.ts';
import { writeFixtureContent } from '../fixtures/fixture-content.ts';
import { buildSite } from '../load.ts';
import { ContentError } from '../model.ts';
import type { IconName } from '../../contracts/icon-names.ts';
import fixture from './fixtures/entries.json' with { type: 'json' };
import {
  reshape,
  reshapeAsset,
  reshapeContext,
  reshapeEntry,
  reshapeRichText,
  type EntryCollection,
  type RawEntry,
} from './reshape.ts';

const collection = fixture as unknown as EntryCollection;

/** A fresh context over the recorded fixture, and one of its entries or assets by id. */
function recorded() {
  const context = reshapeContext([collection]);
  const entry = (id: string): RawEntry => {
    const found = context.entries.get(id);
    if (!found) throw new Error(`no entry ${id} in the fixture`);
    return found;
  };
  return { context, entry };
}

/** Content knows icon names only; the drawings are the design system's, not needed here. */
const icon = (name: IconName) => ({ name, paths: [] });

describe('reshapeAsset', () => {
  it('given the recorded image asset, should give an https image named by its description, with its size', () => {
    const asset = reshapeContext([collection]).assets.get('img1');
    expect(asset && reshapeAsset(asset)).toEqual({
      src: 'https://images.ctfassets.net/harbor01/img1/abc/inbox.png',
      alt: 'The inbox with three open conversations',
      width: 1600,
      height: 1000,
    });
  });

  it('given an asset without description, size or file, should fall back to its title and an empty src', () => {
    expect(
      reshapeAsset({ sys: { id: 'a', type: 'Asset' }, fields: { title: 'Only a title' } }),
    ).toEqual({ src: '', alt: 'Only a title' });
  });
});

describe('reshapeEntry', () => {
  it('given the recorded call to action, should give a Cta block whose form is the linked form name', () => {
    const { context, entry } = recorded();
    expect(reshapeEntry(entry('cta1'), ['body'], context)).toEqual({
      type: 'Cta',
      id: 'cta1',
      title: 'Try it yourself',
      buttonText: 'Start free',
      contentful_id: 'cta1',
      form: 'TRIAL',
    });
    expect(context.issues).toEqual([]);
  });

  it('given the recorded related-content entry, should turn its page links into entry ids', () => {
    const { context, entry } = recorded();
    expect(reshapeEntry(entry('rel1'), [], context)).toEqual({
      type: 'RelatedContent',
      id: 'rel1',
      title: 'More reading',
      posts: ['first-response-time'],
    });
  });

  it('given the recorded page linking a missing asset, should leave the field out and report it', () => {
    const { context, entry } = recorded();
    const block = reshapeEntry(entry('8mBroken'), [], context);
    expect(block).not.toHaveProperty('thumbnailImage');
    expect(context.issues).toEqual([
      {
        file: 'entry 8mBroken (page)',
        field: 'thumbnailImage',
        message: 'links to a missing asset missingAsset',
      },
    ]);
  });
});

describe('reshapeRichText', () => {
  it('given the recorded post body, should list its embedded blocks and entry links and point the asset at its block', () => {
    const { context, entry } = recorded();
    const post = entry('4kQxPost');
    const body = reshapeRichText(
      post.fields.body as { content: unknown[] },
      post,
      ['body'],
      context,
    );
    expect(Object.keys(body.blocks).sort()).toEqual(['asset-img1', 'cta1', 'rel1']);
    expect(body.blocks['asset-img1']).toEqual({
      type: 'Images',
      layout: 'SINGLE',
      images: [reshapeAsset(context.assets.get('img1')!)],
    });
    expect(body.links).toEqual({ '7pNoSlug': null });
    const nodes = body.json as unknown as { content: { nodeType: string; data: unknown }[] };
    expect(nodes.content.map((node) => node.nodeType)).toEqual([
      'heading-2',
      'paragraph',
      'embedded-entry-block',
      'embedded-entry-block',
      'embedded-entry-block',
    ]);
    expect(nodes.content[3]?.data).toEqual({
      target: { sys: { id: 'asset-img1', type: 'Link', linkType: 'Entry' } },
    });
    expect(context.issues).toEqual([]);
  });

  it('given a body embedding an unpublished entry and a missing asset, should report the asset and leave the entry to validation', () => {
    const { context, entry } = recorded();
    const broken = entry('8mBroken');
    const body = reshapeRichText(
      {
        content: [
          ...(broken.fields.body as { content: unknown[] }).content,
          {
            nodeType: 'embedded-asset-block',
            data: { target: { sys: { id: 'gone', type: 'Link', linkType: 'Asset' } } },
            content: [],
          },
        ],
      },
      broken,
      ['body'],
      context,
    );
    expect(body.blocks).toEqual({});
    expect(context.issues).toEqual([
      { file: 'entry 8mBroken (page)', field: 'body', message: 'embeds a missing asset gone' },
    ]);
  });
});

describe('reshape', () => {
  it('given a page entry, should produce a page entry with rich text, blocks, images and links', () => {
    const source = reshape([collection]);
    const page = source.pages.find((candidate) => candidate.id === '4kQxPost');
    expect(page?.data).toMatchObject({
      path: '/blog/cms-post/',
      template: 'templates/blog-post',
      props: {
        heading: 'A post from the CMS',
        intro: 'Written in Contentful, rendered like any other post.',
        image: {
          src: 'https://images.ctfassets.net/harbor01/img1/abc/inbox.png',
          alt: 'The inbox with three open conversations',
          width: 1600,
          height: 1000,
        },
        body: {
          blocks: {
            cta1: { type: 'Cta', id: 'cta1', title: 'Try it yourself', form: 'TRIAL' },
            'asset-img1': { type: 'Images', layout: 'SINGLE' },
            rel1: { type: 'RelatedContent', posts: ['first-response-time'] },
          },
          // An entry without a path: the renderer sends the link to /404.
          links: { '7pNoSlug': null },
        },
      },
    });
  });

  it('given unresolved links and a missing optional field, should report the links with entry and field', () => {
    const source = reshape([collection]);
    expect(source.issues).toContainEqual({
      file: 'entry 8mBroken (page)',
      field: 'thumbnailImage',
      message: 'links to a missing asset missingAsset',
    });
    const broken = source.pages.find((candidate) => candidate.id === '8mBroken');
    expect(broken?.data).toMatchObject({ props: { heading: 'A post with a broken link' } });
    expect(
      (broken?.data as { props?: Record<string, unknown> } | undefined)?.props,
    ).not.toHaveProperty('category');
  });

  it('given no siteData entries, should name each missing one', () => {
    expect(reshape([collection]).issues.map((issue) => issue.file)).toEqual(
      expect.arrayContaining([
        'siteData "settings"',
        'siteData "navigation"',
        'siteData "footer"',
        'siteData "pricing"',
        'siteData "forms"',
      ]),
    );
  });

  it('given the reshaped entries beside the embedded store, should validate into the same app model and fail on the unpublished embed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    await writeFixtureContent(dir);
    const local = await readLocalSource(dir).finally(() =>
      rm(dir, { recursive: true, force: true }),
    );
    const pages = reshape([collection]).pages;
    const error = await Promise.resolve()
      .then(() =>
        buildSite(
          { ...local, pages: [...local.pages, ...pages] },
          {},
          { onWarning: () => {}, icon },
        ),
      )
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues).toEqual([
      {
        file: 'entry 8mBroken (page)',
        field: 'props.body.json.content.0',
        message: 'links to a missing entry unpublished1',
      },
    ]);
    const site = buildSite(
      { ...local, pages: [...local.pages, ...pages.filter((page) => page.id !== '8mBroken')] },
      {},
      { onWarning: () => {}, icon },
    );
    const page = site.pages.find((candidate) => candidate.path === '/blog/cms-post/');
    const body = page?.props.body as {
      json: { content: { data: { id?: string } }[] };
      blocks: Record<string, unknown>;
    };
    expect(body.json.content[0]?.data.id).toBe('why-it-matters');
    expect(body.blocks.cta1).toMatchObject({ form: { name: 'TRIAL', id: expect.any(String) } });
    expect(body.blocks.rel1).toMatchObject({
      posts: [{ permalink: '/blog/first-response-time/' }],
    });
  });
});
