/**
 * The content studio as an editor meets it (issue 32): at /admin/ on the built site with its
 * local backend, a blog post is written with an uploaded picture, shown in the preview by the
 * site's own blog template, saved, and found on the site once it is rebuilt; a post missing a
 * required field is refused and nothing is written. The spec works on a copy of content/ in a
 * temporary folder (the studio writes files), with a server of its own on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../server/free-port.ts';
import { DIST } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

test.describe.configure({ mode: 'serial' });

let work = '';
let content = '';
let studio: ChildProcess | undefined;
let origin = '';
const servers: ChildProcess[] = [];

/** Starts server/index.ts with `env` and resolves its origin once it answers. */
async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: '.cache/e2e-studio-data',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a loaded two-core machine the server and its studio proxy take a while to start.
  for (const started = Date.now(); Date.now() - started < 90_000;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${errors}`);
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer on ${url}: ${errors}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), 'harbor-studio-'));
  content = path.join(work, 'content');
  cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  // The studio serves the shared built site beside a copy of the content: with its watcher on, a
  // post saved here rebuilt that site from the copy while the other worker tested it, and left the
  // test post in dist/. The rebuild is this spec's own, into a folder of its own (below).
  origin = await startServer({
    DIST_DIR: DIST,
    CONTENT_DIR: content,
    STUDIO_BACKEND: 'local',
    CONTENT_WATCH: 'off',
    SCHEDULED_BUILDS: 'off',
  });
  studio = servers[0];
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }),
  );
  if (work) rmSync(work, { recursive: true, force: true });
});

async function openNewPost(page: Page): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Blog posts', exact: true })).toBeVisible();
  await page.goto(`${origin}/admin/#/collections/blog/new`);
  await expect(page.getByLabel('Path')).toBeVisible();
}

const blogFiles = () => readdirSync(path.join(content, 'pages/blog')).sort();

test('given the studio, should write a post with a picture, preview it with the blog template, and publish it to the site', async ({
  page,
}) => {
  // It rebuilds the whole site (about a minute alone, several under load).
  test.setTimeout(480_000);
  const picture = path.join(work, 'harbor-lighthouse.png');
  await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2f6f5e' } })
    .png()
    .toFile(picture);
  await openNewPost(page);
  await page.getByLabel('Path').fill('/blog/written-in-the-studio/');
  await page.getByLabel('Title').fill('A post written in the studio');
  // The post's own description: an event of the post has one too, inside its (empty) list.
  await page
    .getByLabel('Description', { exact: true })
    .first()
    .fill('Written, illustrated and previewed without a developer.');
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(picture);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    .getByPlaceholder('e.g. The inbox with three open conversations')
    .first()
    .fill('A lighthouse over a calm green sea');
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type('Every word of this post was typed in the studio.');

  // The preview is the site's blog template with the site's styles, not Decap's own rendering.
  const preview = page.frameLocator('iframe').first().frameLocator('iframe[title="Page preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'A post written in the studio',
    {
      timeout: 30_000,
    },
  );
  await expect(preview.getByText('Every word of this post was typed in the studio.')).toBeVisible();
  // Re-rendered once the upload and its alt text reach the preview.
  await expect(
    preview.getByRole('img', { name: 'A lighthouse over a calm green sea' }),
  ).toBeAttached({ timeout: 30_000 });
  await expect(preview.locator('link[rel="stylesheet"][href^="/assets/"]').first()).toBeAttached();

  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 15_000 });
  const saved = readFileSync(
    path.join(content, 'pages/blog/a-post-written-in-the-studio.md'),
    'utf8',
  );
  expect(saved).toContain('src: /images/harbor-lighthouse.png');
  expect(existsSync(path.join(content, 'images/harbor-lighthouse.png'))).toBe(true);

  // Rebuilt from the edited content, the site has the post, with its picture.
  const dist = path.join(work, 'dist');
  const build = spawnSync(
    process.execPath,
    ['--max-semi-space-size=16', 'scripts/build/build.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr).toBe(0);
  const site = await startServer({ DIST_DIR: dist, CONTENT_DIR: content });
  await page.goto(`${site}/blog/written-in-the-studio/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A post written in the studio');
  await expect(
    page.getByRole('img', { name: 'A lighthouse over a calm green sea' }),
  ).toBeAttached();
  await page.goto(`${site}/blog/`);
  await expect(
    page.getByRole('link', { name: /A post written in the studio/ }).first(),
  ).toBeVisible();
});

test('given a post without its required description, should show the error and write nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = blogFiles();
  await openNewPost(page);
  await page.getByLabel('Path').fill('/blog/missing-description/');
  await page.getByLabel('Title').fill('A post without a description');
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
  await expect(
    page.getByText("Oops, you've missed a required field. Please complete before saving."),
  ).toBeVisible();
  // The error under the post's own Description field (its label's bar holds the field's errors).
  const description = page
    .locator('label', { hasText: /^Description$/ })
    .first()
    .locator('..');
  await expect(description.getByText('Description is required.')).toBeVisible();
  // The preview says what the build would say.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('alert')).toContainText('description');
  expect(blogFiles()).toEqual(before);
  expect(studio?.exitCode).toBeNull();
});

test('given a phone (375 px), should fit the redirects editor to the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Redirects', exact: true })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  // Decap's editor is 800 px wide at least: it ran 425 px off the screen (src/studio/narrow-layout.ts).
  await page.goto(`${origin}/admin/#/collections/redirects/entries/redirects`);
  await page.getByRole('button', { name: /Add redirect/ }).click();
  await expect(page.getByLabel('Old path').last()).toBeVisible();
  expect(await overflow()).toBe(0);
  const field = await page.getByLabel('Old path').last().boundingBox();
  expect(field!.x + field!.width).toBeLessThanOrEqual(375);
});
