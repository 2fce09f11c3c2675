import { describe, expect, it } from 'vitest';
import { readLocalSource } from '../local-source.ts';
import { buildSite, DEFAULT_CONTENT_DIR } from '../load.ts';
import { ContentError } from '../model.ts';
import fixture from './fixtures/entries.json' with { type: 'json' };
import { reshape, type EntryCollection } from './reshape.ts';

const collection = fixture as unknown as EntryCollection;

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
    const local = await readLocalSource(DEFAULT_CONTENT_DIR);
    const cms = reshape([collection]);
    const pages = cms.pages.filter((page) => page.id !== 'first-response-time');
    const error = await Promise.resolve()
      .then(() =>
        buildSite({ ...local, pages: [...local.pages, ...pages] }, {}, { onWarning: () => {} }),
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
      { onWarning: () => {} },
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
