/**
 * `npm run contentful:import` against a stand-in of the Content Management and Upload APIs on
 * 127.0.0.1: the fixture content store goes in as entries and its pictures as assets, reads back
 * through reshape.ts into the same site, and a second run updates instead of duplicating.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureContent } from '../../../src/content/fixtures/fixture-content.ts';
import {
  reshape,
  type EntryCollection,
  type RawEntry,
} from '../../../src/content/contentful/reshape.ts';
import { loadSiteFromSource } from '../../../src/content/load.ts';
import { readLocalSource } from '../../../src/content/local-source.ts';
import { iconByName } from '../../../src/ui/Icon/icons-by-name.ts';
import { startCmaStandIn, type CmaStandIn } from './cma-stand-in.ts';
import { contentfulId, importContent } from './import.ts';
import { SetupError } from './setup.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'contentful-import-'));
const PICTURE = path.resolve(import.meta.dirname, '../../../content/images/about-harbor.png');
let standIn: CmaStandIn;

beforeAll(async () => {
  await writeFixtureContent(dir);
  // One post with a picture, to see it uploaded and linked.
  mkdirSync(path.join(dir, 'images'), { recursive: true });
  copyFileSync(PICTURE, path.join(dir, 'images/about-harbor.png'));
  writeFileSync(
    path.join(dir, 'pages/blog/pictured-post.md'),
    '---\npath: /blog/pictured-post/\ntemplate: templates/blog-post\ntitle: A pictured post\ndescription: A post with a picture.\ncategory: Customer Service\ndate: 2024-02-01\nimage:\n  src: /images/about-harbor.png\n  alt: The Harbor team\n---\n\nA paragraph.\n',
  );
  standIn = await startCmaStandIn();
});

afterAll(async () => {
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  CONTENTFUL_SPACE_ID: 'space1',
  CONTENTFUL_MANAGEMENT_TOKEN: 'cma-token',
  CONTENTFUL_MANAGEMENT_HOST: `http://${standIn.host}`,
});

/** The stand-in's published entries and assets as the delivery API gives them (one locale). */
function delivered(): EntryCollection {
  const plain = (fields: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value['en-US']]));
  const items = [...standIn.entries.values()].map((entry): RawEntry => ({
    sys: {
      id: entry.sys.id,
      type: 'Entry',
      contentType: { sys: { id: (entry.sys.contentType as { sys: { id: string } }).sys.id } },
    },
    fields: plain(entry.fields as Record<string, Record<string, unknown>>),
  }));
  const assets = [...standIn.assets.values()].map((asset) => ({
    sys: { id: asset.sys.id, type: 'Asset' },
    fields: {
      ...plain(asset.fields as Record<string, Record<string, unknown>>),
    },
  }));
  return { items, includes: { Asset: assets } };
}

describe('importContent', () => {
  it('given no management token, should fail in one line naming it', async () => {
    const error = await importContent({ CONTENTFUL_SPACE_ID: 's' }, dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toMatch(
      /^contentful:import needs CONTENTFUL_MANAGEMENT_TOKEN:/,
    );
  });

  it('given the content store, should create and publish an entry per site file, page, section and block, and upload its pictures', async () => {
    const result = await importContent(env(), dir);
    const local = await readLocalSource(dir);
    expect(result.updated).toBe(0);
    expect(result.created).toBe(standIn.entries.size);
    expect([...standIn.entries.values()].every((entry) => entry.sys.publishedVersion)).toBe(true);
    const pages = [...standIn.entries.values()].filter(
      (entry) => (entry.sys.contentType as { sys: { id: string } }).sys.id === 'page',
    );
    expect(pages).toHaveLength(local.pages.length);
    // The picture: its bytes uploaded, the asset published, the post's field linking it.
    expect(result.assets).toBe(1);
    const asset = standIn.assets.get(contentfulId('img-about-harbor.png'));
    expect(asset?.sys.publishedVersion).toBeDefined();
    expect([...standIn.uploads.values()][0]?.equals(readFileSync(PICTURE))).toBe(true);
    const post = standIn.entries.get('pictured-post') as unknown as {
      fields: { image: { 'en-US': unknown } };
    };
    expect(post.fields.image['en-US']).toEqual({
      sys: { type: 'Link', linkType: 'Asset', id: contentfulId('img-about-harbor.png') },
    });
  });

  it('given the space it filled, should read back through reshape.ts into the same valid site', async () => {
    const local = await readLocalSource(dir);
    const source = reshape([delivered()]);
    expect(source.issues).toEqual([]);
    const options = { icon: iconByName, onWarning: () => {} };
    const site = await loadSiteFromSource(source, dir, {}, options);
    const fromFiles = await loadSiteFromSource(local, dir, {}, options);
    // Every page, with its title and heading, as the same content read from the files gives.
    const summary = (pages: typeof site.pages) =>
      pages
        .map((page) => `${page.path} ${page.template} ${page.title} ${String(page.props.heading)}`)
        .sort();
    expect(summary(site.pages)).toEqual(summary(fromFiles.pages));
    const post = site.pages.find((page) => page.path === '/blog/pictured-post/');
    expect(post?.title).toBe('A pictured post');
    expect(
      (post?.props as { image?: { src: string; alt: string } } | undefined)?.image,
    ).toMatchObject({
      src: 'https://assets.stand-in/img-about-harbor.png/about-harbor.png',
      alt: 'The Harbor team',
    });
  });

  it('given a second run after one post changed, should update that entry and leave the rest, duplicating nothing', async () => {
    const before = standIn.entries.size;
    const file = path.join(dir, 'pages/blog/first-post.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('The first post', 'The first post, edited'),
    );
    const result = await importContent(env(), dir);
    expect(result).toMatchObject({ created: 0, updated: 1, assets: 0 });
    expect(result.unchanged).toBe(before - 1);
    expect(standIn.entries.size).toBe(before);
    expect(standIn.assets.size).toBe(1);
    const post = standIn.entries.get('first-post') as unknown as {
      fields: { title: { 'en-US': string } };
    };
    expect(post.fields.title['en-US']).toBe('The first post, edited');
  });
});
