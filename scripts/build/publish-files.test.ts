import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishFiles, publishOrder, removalOrder } from './publish-files.ts';

let dir: string;
let out: string;
let temp: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-files-'));
  out = path.join(dir, 'dist');
  temp = path.join(dir, 'dist-staging');
  await mkdir(out, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const put = (name: string, text: string) => ({ name, bytes: Buffer.from(text) });

describe('publishOrder', () => {
  it('given pages, their data, stylesheets and a search index, should put what pages load first, the index entry next and pages last', () => {
    const names = publishOrder([
      put('blog/a/index.html', ''),
      put('pagefind/pagefind-entry.json', ''),
      put('assets/page-0123456789ab.css.br', ''),
      put('page-data/blog/a/page-data.json', ''),
      put('pagefind/fragment/en_1.pf_fragment', ''),
      put('assets/page-0123456789ab.css', ''),
      put('404.html', ''),
    ]).map((file) => file.name);
    expect(names).toEqual([
      'assets/page-0123456789ab.css.br',
      'assets/page-0123456789ab.css',
      'page-data/blog/a/page-data.json',
      'pagefind/fragment/en_1.pf_fragment',
      'pagefind/pagefind-entry.json',
      '404.html',
      'blog/a/index.html',
    ]);
  });

  it('given files to remove, should remove pages before what they load', () => {
    expect(
      removalOrder(['page-data/blog/a/page-data.json', 'assets/x.css', 'blog/a/index.html']),
    ).toEqual(['blog/a/index.html', 'assets/x.css', 'page-data/blog/a/page-data.json']);
  });
});

describe('publishFiles', () => {
  it('given new, changed, unchanged and removed files, should write only what differs and remove the rest with its empty directory', async () => {
    await mkdir(path.join(out, 'blog/old'), { recursive: true });
    await mkdir(path.join(out, 'blog/same'), { recursive: true });
    await writeFile(path.join(out, 'blog/old/index.html'), 'old page');
    await writeFile(path.join(out, 'blog/same/index.html'), 'same');
    await writeFile(path.join(out, 'app-data.json'), '{"v":1}');
    const before = await stat(path.join(out, 'blog/same/index.html'));

    const result = await publishFiles(
      out,
      temp,
      [
        put('blog/same/index.html', 'same'),
        put('app-data.json', '{"v":2}'),
        put('blog/new/index.html', 'new page'),
      ],
      ['blog/old/index.html', 'blog/never-there/index.html'],
    );

    expect(result.rewritten.sort()).toEqual(['app-data.json', 'blog/new/index.html']);
    expect(result.removed).toEqual(['blog/old/index.html']);
    expect(await readFile(path.join(out, 'app-data.json'), 'utf8')).toBe('{"v":2}');
    expect(await readFile(path.join(out, 'blog/new/index.html'), 'utf8')).toBe('new page');
    expect((await stat(path.join(out, 'blog/same/index.html'))).mtimeMs).toBe(before.mtimeMs);
    expect((await readdir(path.join(out, 'blog'))).sort()).toEqual(['new', 'same']);
  });

  it('given a file being replaced, should never leave a partial file under its name (the new bytes arrive by rename)', async () => {
    const big = 'x'.repeat(4 << 20);
    await writeFile(path.join(out, 'page.html'), 'old');
    const seen = new Set<string>();
    const state = { done: false };
    const watch = (async () => {
      while (!state.done) {
        const text = await readFile(path.join(out, 'page.html'), 'utf8').catch(() => 'missing');
        seen.add(text === big ? 'new' : text);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await publishFiles(out, temp, [put('page.html', big)]);
    state.done = true;
    await watch;
    seen.add((await readFile(path.join(out, 'page.html'), 'utf8')) === big ? 'new' : 'other');
    expect([...seen].every((value) => value === 'old' || value === 'new')).toBe(true);
  });
});
