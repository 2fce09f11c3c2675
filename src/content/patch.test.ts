import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { compileSite } from './compile.ts';
import { writeFixtureContent } from './fixtures/fixture-content.ts';
import { keepContext, loadSite, siteContext, type Site } from './load.ts';
import { patchSite } from './patch.ts';

const CATEGORIES = ['Customer Service', 'Help Desk', 'Live Chat'];
const POSTS = 12;

let dir: string;
let content: string;
let env: Record<string, string | undefined>;
const options = { icon: iconByName, onWarning: () => {} };

const name = (index: number) => `pages/blog/gen-${index}.md`;

/** A generated post; the last one's related-content block shows the first's card. */
function post(index: number, fields: Partial<Record<string, string>> = {}): string {
  const values: Partial<Record<string, string>> = {
    path: `/blog/gen-${index}/`,
    title: `Post ${index}`,
    category: CATEGORIES[index % CATEGORIES.length],
    // Pairs of posts share a date, so titles decide their order.
    date: `2024-03-${String(10 + Math.floor(index / 2)).padStart(2, '0')}`,
    body: `A paragraph of post ${index}.`,
    ...fields,
  };
  const related =
    index === POSTS - 1
      ? '\n```block\ntype: RelatedContent\ntitle: Keep reading\nposts: [gen-0]\n```\n'
      : '';
  return `---
path: ${values.path}
template: templates/blog-post
title: ${values.title}
description: A generated post.
category: ${values.category}
date: ${values.date}
${values.image ? `image: { src: ${values.image}, alt: A picture, width: 1600, height: 1000 }\n` : ''}${values.publishAt ? `publishAt: ${values.publishAt}\n` : ''}---

${values.body}
${related}`;
}

async function writePosts() {
  for (let index = 0; index < POSTS; index++)
    await writeFile(path.join(content, name(index)), post(index));
}

const load = () => loadSite(content, env, options);

/** What the build writes for each page. */
const compiled = (site: Site) =>
  compileSite(site, 'test', new Date(0)).pages.map((page) => JSON.stringify(page));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'patch-'));
  content = path.join(dir, 'content');
  await writeFixtureContent(content);
  env = { CONTENT_DIR: content, BUILD_DATE: '2026-06-01T12:00:00Z' };
});

afterAll(() => rm(dir, { recursive: true, force: true }));

type Edit =
  | { kind: 'title'; pick: number; words: string }
  | { kind: 'body'; pick: number; words: string }
  | { kind: 'category'; pick: number; category: number };

const words = fc.constantFrom('Replies that land', 'Queues, tamed', 'A calmer inbox', 'Post 3');
const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('title' as const), pick: fc.nat(POSTS - 1), words }),
  fc.record({ kind: fc.constant('body' as const), pick: fc.nat(POSTS - 1), words }),
  fc.record({
    kind: fc.constant('category' as const),
    pick: fc.nat(POSTS - 1),
    category: fc.nat(CATEGORIES.length - 1),
  }),
);

async function apply(edit: Edit): Promise<string> {
  const file = path.join(content, name(edit.pick));
  const text = await readFile(file, 'utf8');
  const next =
    edit.kind === 'title'
      ? text.replace(/^title: .*$/m, `title: ${edit.words}`)
      : edit.kind === 'body'
        ? text.replace(/^A paragraph.*$/m, `A paragraph: ${edit.words}.`)
        : text.replace(/^category: .*$/m, `category: ${CATEGORIES[edit.category]}`);
  await writeFile(file, next);
  return name(edit.pick);
}

describe('patchSite', () => {
  it('given random title, body and category edits of posts, should give the pages a whole load gives', async () => {
    const patched = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(edits, { minLength: 1, maxLength: 5 }), async (sequence) => {
        await writePosts();
        let site = await load();
        for (const edit of sequence) {
          const result = await patchSite(site, [await apply(edit)], content, env, options);
          const whole = await load();
          if ('site' in result) patched.add(edit.kind);
          // A refused edit is loaded whole; a patched one must give the same pages.
          const pages = compiled('site' in result ? result.site : whole);
          expect({ edit, pages }).toEqual({ edit, pages: compiled(whole) });
          site = 'site' in result ? result.site : whole;
        }
      }),
      {
        numRuns: Number(process.env.PATCH_RUNS ?? 15),
        seed: Number(process.env.PATCH_SEED ?? 33),
        endOnFailure: true,
      },
    );
    // The property holds because each kind was patched, not because every edit was refused.
    expect([...patched].sort()).toEqual(['body', 'category', 'title']);
  }, 120_000);

  it('given an edited card a related-content block shows, should give that page the new card', async () => {
    await writePosts();
    const site = await load();
    // Its new title keeps its place among the posts of its date.
    await writeFile(path.join(content, name(0)), post(0, { title: 'Post 0, revised' }));
    const result = await patchSite(site, [name(0)], content, env, options);
    expect('reason' in result ? result.reason : null).toBeNull();
    const pages = compiled('site' in result ? result.site : site);
    expect(pages).toEqual(compiled(await load()));
    expect(pages.find((page) => page.includes('"path":"/blog/gen-11/"'))).toContain(
      'Post 0, revised',
    );
  });

  it.each([
    ['a moved post', { path: '/blog/gen-moved/' }, /path or template/],
    ['a post with a new date', { date: '2024-05-01' }, /path, date or kind/],
    ['a post with a new picture', { image: '/images/inbox.png' }, /pictures/],
    ['a post scheduled for later', { publishAt: '2030-01-01T00:00:00Z' }, /publication window/],
    ['a post with an empty title', { title: '' }, /problems/],
  ])('given %s, should refuse to patch and say why', async (_case, fields, reason) => {
    await writePosts();
    const site = await load();
    await writeFile(path.join(content, name(1)), post(1, fields));
    const result = await patchSite(site, [name(1)], content, env, options);
    expect('reason' in result && result.reason).toMatch(reason);
  });

  it('given a file the last load did not build, a scheduled moment passed or Contentful content, should refuse', async () => {
    await writePosts();
    const site = await load();
    expect(await patchSite(site, ['pages/blog/new.md'], content, env, options)).toEqual({
      reason: 'pages/blog/new.md: not a page the last load built',
    });
    // Loaded at 10:00 with a post due at 11:00; patched for BUILD_DATE's 12:00.
    const earlier: Site = {
      ...site,
      now: new Date('2026-06-01T10:00:00Z'),
      due: [{ at: '2026-06-01T11:00:00Z', what: 'pages/blog/x.md › publishAt' }],
    };
    keepContext(earlier, siteContext(site)!);
    // Contentful's entries are not files here: a rebuild reads them whole.
    const contentful = { ...env, CONTENTFUL_SPACE_ID: 'space', CONTENTFUL_ACCESS_TOKEN: 'token' };
    expect(await patchSite(site, [name(1)], content, contentful, options)).toEqual({
      reason: 'the content comes from Contentful',
    });
    expect(await patchSite(earlier, [name(1)], content, env, options)).toEqual({
      reason: 'a scheduled moment passed (pages/blog/x.md › publishAt)',
    });
  });
});
