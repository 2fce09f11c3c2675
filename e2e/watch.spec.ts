/**
 * Watch mode (issue 33, point 2): the preview server watches its content directory and serves an
 * edit without a restart. Run on a copy of the fixture content, built once into a directory of its
 * own and served by a server of its own with the watcher on (the main e2e server has it off); the
 * repository's content/ is never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeFixtureContent } from '../src/content/fixtures/fixture-content.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const POST = '/blog/first-post/';

let work = '';
let server: ChildProcess | null = null;
let origin = '';
let output = '';

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CONTENT_DIR: path.join(work, 'content'),
    DIST_DIR: path.join(work, 'dist'),
  };
}

test.beforeAll(async () => {
  // One build of the fixture site: a minute on a loaded two-core machine.
  test.setTimeout(240_000);
  await mkdir(path.join(ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(ROOT, '.cache/e2e-watch-'));
  await writeFixtureContent(path.join(work, 'content'));
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['--max-semi-space-size=16', 'scripts/build/build.ts'], {
      cwd: ROOT,
      env: env(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed:\n${errors}`)),
    );
  });
  server = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...env(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SCHEDULED_BUILDS: 'off',
      CONTENT_WATCH: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  origin = await new Promise<string>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /localhost:(\d+)\//.exec(output)?.[1];
      if (port && output.includes('Watching')) resolve(`http://127.0.0.1:${port}`);
    });
    server?.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  server?.kill();
  if (work) await rm(work, { recursive: true, force: true });
});

test("a post's title edited in the served content shows on its page without a restart, and invalid content keeps the last good page", async ({
  page,
}) => {
  await page.goto(`${origin}${POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The first post');

  const file = path.join(work, 'content/pages/blog/first-post.md');
  const title = 'The first post, retitled while served';
  const saved = Date.now();
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace('title: The first post', `title: ${title}`),
  );
  // Polled until it shows (or 30 s). The time it took is reported with the rebuild's own figures,
  // not judged: a timing held in a test fails on a loaded machine and says nothing about the code
  // (the 2 s target is a benchmark's; docs/deployment.md has the figures).
  let shown = false;
  while (!shown && Date.now() - saved < 30_000) {
    await page.goto(`${origin}${POST}`);
    shown = (await page.getByRole('heading', { level: 1 }).textContent()) === title;
  }
  const elapsed = Date.now() - saved;
  const rebuilt = /Rebuilt after[^\n]*/.exec(output)?.[0] ?? output;
  test
    .info()
    .annotations.push({ type: 'save to served', description: `${elapsed} ms: ${rebuilt}` });
  expect(shown, `not served within 30 s: ${rebuilt}`).toBe(true);

  // Invalid content keeps the last good page served, and says why.
  await writeFile(
    file,
    (await readFile(file, 'utf8')).replace('template: templates/blog-post', 'template: nonsense'),
  );
  await expect
    .poll(() => output, { timeout: 30_000 })
    .toContain('still serving the last good build');
  await page.goto(`${origin}${POST}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
