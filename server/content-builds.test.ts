import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startContentBuilder, type ContentBuilder } from './content-builds.ts';

let dir = '';
let builder: ContentBuilder | null = null;
afterEach(async () => {
  builder?.stop();
  builder = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * A stand-in for scripts/build/rebuild-worker.ts in a root of its own: it answers each request
 * after 150 ms with the paths it was given, so the queue's order and coalescing show.
 */
async function standInRoot(): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'builder-'));
  await mkdir(path.join(dir, 'scripts/build'), { recursive: true });
  await writeFile(
    path.join(dir, 'scripts/build/rebuild-worker.ts'),
    `process.on('message', (request) => {
  setTimeout(() => process.send({ id: request.id, ok: true, mode: 'incremental', rendered: request.paths.length, rewritten: 0, removed: 0, ms: 0, reason: request.paths.join(',') }), 150);
});
process.on('disconnect', () => process.exit(0));
`,
  );
  return dir;
}

describe('startContentBuilder', () => {
  it('given no build tools, should give no builder', () => {
    expect(startContentBuilder({ root: tmpdir(), distDir: 'dist' })).toBeNull();
  });

  it('given changes during a rebuild, should run them together in one rebuild after it', async () => {
    builder = startContentBuilder({ root: await standInRoot(), distDir: path.join(dir, 'dist') });
    const first = builder!.rebuildContent(['a.md']);
    const second = builder!.rebuildContent(['b.md']);
    const third = builder!.rebuildContent(['c.md', 'b.md']);
    const outcomes = await Promise.all([first, second, third]);
    expect(outcomes.map((outcome) => outcome.ok && outcome.reason)).toEqual([
      'a.md',
      'b.md,c.md',
      'b.md,c.md',
    ]);
  });
});
