import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IconName } from '../contracts/icon-names.ts';
import { writeFixtureContent } from './fixtures/fixture-content.ts';
import { loadSite } from './load.ts';
import {
  cachedPage,
  cacheEntry,
  createSourceCache,
  readLocalSource,
  sourceEntryOf,
} from './local-source.ts';
import { ContentError } from './model.ts';

// A kept build process (watch mode) reads the content per edit through one SourceCache and
// loads the site from it; what it keeps must never change what a fresh load gives.
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'source-cache-'));
  await writeFixtureContent(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const icon = (name: IconName) => ({ name, paths: [] });
const quiet = { onWarning: () => {}, icon };
async function edit(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = await readFile(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(full, after);
}

describe('SourceCache', () => {
  it('given an unchanged file, should hand out an equal copy from the same entry on each read, and a new entry once it changes', async () => {
    const cache = createSourceCache();
    const first = await readLocalSource(dir, cache);
    const post = (pages: typeof first.pages) => pages.find((page) => page.id === 'first-post');
    const before = post(first.pages)!;
    // The loader writes into what it is given (a heading's id): a later read must not see it.
    (before.data as Record<string, unknown>).title = 'changed by a reader';
    const second = await readLocalSource(dir, cache);
    const again = post(second.pages)!;
    expect((again.data as { title: string }).title).not.toBe('changed by a reader');
    expect(sourceEntryOf(again)).toBeDefined();
    expect(sourceEntryOf(again)).toBe(sourceEntryOf(before));

    await edit('pages/blog/first-post.md', (text) =>
      text.replace('title: The first post', 'title: The first post, edited'),
    );
    const third = post((await readLocalSource(dir, cache)).pages)!;
    expect((third.data as { title: string }).title).toBe('The first post, edited');
    expect(sourceEntryOf(third)).not.toBe(sourceEntryOf(again));
  });

  it('given a page that JSON would not give back (a date, an undefined field), should keep and copy it whole', () => {
    const page = { id: 'p', name: 'pages/p.json', data: { at: new Date(0), gone: undefined } };
    const entry = cacheEntry('stamp', page);
    expect('json' in entry).toBe(false);
    const copy = cachedPage(entry);
    expect(copy).toEqual(page);
    expect(copy).not.toBe(page);
    expect((copy.data as { at: unknown }).at).toBeInstanceOf(Date);
    expect('json' in cacheEntry('stamp', { id: 'q', name: 'pages/q.json', data: { a: [1] } })).toBe(
      true,
    );
  });
});

describe('loadSite through a SourceCache', () => {
  it('given unchanged content, should load the same site as without the cache, read after read', async () => {
    const cache = createSourceCache();
    const fresh = await loadSite(dir, {}, { ...quiet, now: new Date('2026-01-01') });
    for (let read = 0; read < 2; read++) {
      const kept = await loadSite(
        dir,
        {},
        {
          ...quiet,
          now: new Date('2026-01-01'),
          sourceCache: cache,
        },
      );
      expect(kept.pages).toEqual(fresh.pages);
    }
  });

  it('given a post whose stated price was right and the price then changes, should fail on the next load though the post did not change', async () => {
    await edit('pages/blog/first-post.md', (text) =>
      text.replace(
        'description: The oldest post of the fixture.',
        "description: 'From $22 per user per month.'",
      ),
    );
    const cache = createSourceCache();
    await loadSite(dir, {}, { ...quiet, sourceCache: cache });
    await loadSite(dir, {}, { ...quiet, sourceCache: cache });
    await edit('pricing.json', (text) => text.replace('"price": 22', '"price": 23'));
    const error = await loadSite(dir, {}, { ...quiet, sourceCache: cache }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain(
      'first-post.md › description: states "$22 per user per month", but no plan costs that',
    );
  });
});
