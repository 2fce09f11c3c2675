import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFixtureContent } from '../../src/content/fixtures/fixture-content.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe('build with broken content', () => {
  it('given a broken content file, should exit non-zero with every problem and leave the previous dist untouched', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'broken-build-'));
    const content = path.join(dir, 'content');
    const dist = path.join(dir, 'dist');
    await writeFixtureContent(content);
    await mkdir(dist);
    await writeFile(path.join(dist, 'marker.txt'), 'previous build');
    const post = path.join(content, 'pages/blog/first-post.md');
    await writeFile(
      post,
      (await readFile(post, 'utf8')).replace(
        'template: templates/blog-post',
        'template: templates/blog-post\nnoindex: maybe',
      ),
    );
    await writeFile(path.join(content, 'pricing.json'), '{ "plans": [ }');

    const result = spawnSync(process.execPath, ['scripts/build/build.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CONTENT_DIR: content,
        DIST_DIR: dist,
        CONTENTFUL_SPACE_ID: '',
        CONTENTFUL_ACCESS_TOKEN: '',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('pages/blog/first-post.md › noindex');
    expect(result.stderr).toContain('pricing.json › (syntax): is not valid JSON');
    expect(result.stderr).toContain('The previous dist/ was left untouched.');
    expect(await readFile(path.join(dist, 'marker.txt'), 'utf8')).toBe('previous build');
  }, 120_000);
});
