import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RebuildOutcome } from './content-builds.ts';
import { describeOutcome, isIgnored, watchContent, type ContentWatch } from './watch.ts';

let dir = '';
let watch: ContentWatch | null = null;
afterEach(async () => {
  await watch?.stop();
  watch = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

const OK: RebuildOutcome = {
  ok: true,
  mode: 'incremental',
  rendered: 5,
  rewritten: 17,
  removed: 0,
  ms: 420,
};

describe('watchContent', () => {
  it('given several saves in a burst, should rebuild once with every changed file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'watch-'));
    const calls: string[][] = [];
    const rebuilt = new Promise<void>((resolve) => {
      watch = watchContent({
        contentDir: dir,
        builder: {
          rebuildContent: async (paths) => {
            calls.push([...paths].sort());
            return OK;
          },
        },
        debounceMs: 200,
        log: () => {},
        onRebuilt: () => resolve(),
      });
    });
    await watch!.ready;
    await writeFile(path.join(dir, 'a.md'), 'a');
    await writeFile(path.join(dir, 'b.json'), '{}');
    await writeFile(path.join(dir, '.a.md.swp'), 'editor');
    await rebuilt;
    expect(calls).toEqual([[path.join(dir, 'a.md'), path.join(dir, 'b.json')]]);
  });

  it('given a failed rebuild, should report the content error and that the last build is served', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'watch-'));
    const errors: string[] = [];
    const rebuilt = new Promise<void>((resolve) => {
      watch = watchContent({
        contentDir: dir,
        builder: {
          rebuildContent: async () => ({ ok: false, error: 'a.md › title: Required' }),
        },
        debounceMs: 50,
        log: () => {},
        error: (message) => errors.push(message),
        onRebuilt: () => resolve(),
      });
    });
    await watch!.ready;
    await writeFile(path.join(dir, 'a.md'), 'a');
    await rebuilt;
    expect(errors.join('\n')).toContain('still serving the last good build');
    expect(errors.join('\n')).toContain('a.md › title: Required');
  });
});

describe('describeOutcome', () => {
  it('given an incremental rebuild, should say what it rendered and wrote', () => {
    expect(describeOutcome(OK, ['/c/pages/blog/a.md'])).toBe(
      'Rebuilt after a.md: incremental build, 5 pages rendered, 17 files written, 0 removed, 0.42 s',
    );
  });

  it('given a full build, should say why', () => {
    expect(
      describeOutcome({ ...OK, mode: 'full', reason: 'the code changed' }, ['x', 'y']),
    ).toContain('after 2 content files: full build (the code changed)');
  });
});

describe('isIgnored', () => {
  it.each([
    ['/c/.post.md.swp', true],
    ['/c/post.md~', true],
    ['/c/.DS_Store', true],
    ['/c/pages/blog/post.md', false],
    ['/c/pricing.json', false],
  ])('given %s, should answer %s', (file, ignored) => {
    expect(isIgnored(file)).toBe(ignored);
  });
});
