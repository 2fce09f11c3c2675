/**
 * Scheduling and events that end (issue 33, points 4 and 5), on two real builds of one copy of the content
 * with a post scheduled for 2026-11-28 09:00 UTC: one built for the day before, one for a week
 * after (BUILD_DATE), each into its own DIST_DIR and served by its own preview server. Nothing
 * here depends on the real date.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const POST = '/blog/scheduled-launch-notes/';
const TITLE = 'Launch notes for the scheduled release';
const BEFORE = '2026-11-27T12:00:00Z';
const AFTER = '2026-12-03T00:00:00Z';

let work = '';
const servers: ChildProcess[] = [];
const origins: Record<'before' | 'after', string> = { before: '', after: '' };

function build(distDir: string, buildDate: string, contentDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=16', 'scripts/build/build.ts'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: distDir, BUILD_DATE: buildDate, CONTENT_DIR: contentDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build for ${buildDate} failed:\n${errors}`)),
    );
  });
}

function serve(distDir: string): Promise<string> {
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: path.join(work, `data-${servers.length}`),
      // These builds are frozen in time: the server must not rebuild them on the real clock.
      SCHEDULED_BUILDS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Every file of a built site that mentions `needle` (path relative to the site). */
async function filesMentioning(distDir: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz|png|jpe?g|webp|avif|woff2?|ico)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'utf8')).includes(needle)) found.push(path.relative(distDir, file));
  }
  return found;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two builds of the whole site: minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  await mkdir(path.join(ROOT, '.cache'), { recursive: true });
  work = await mkdtemp(path.join(ROOT, '.cache/e2e-schedule-'));
  const content = path.join(work, 'content');
  await cp(path.join(ROOT, 'content'), content, { recursive: true });
  await writeFile(
    path.join(content, 'pages/blog/scheduled-launch-notes.md'),
    `---
path: ${POST}
template: templates/blog-post
title: ${TITLE}
description: What changes in the scheduled release, published the morning it ships.
category: Product
date: 2026-11-28
author: Jun Park
publishAt: '2026-11-28T09:00:00Z'
---

The release ships this morning.
`,
  );
  await Promise.all([
    build(path.join(work, 'before'), BEFORE, content),
    build(path.join(work, 'after'), AFTER, content),
  ]);
  origins.before = await serve(path.join(work, 'before'));
  origins.after = await serve(path.join(work, 'after'));
});

test.afterAll(async () => {
  for (const server of servers) server.kill();
  // The builds' dist-deploy directories are inside `work` too.
  if (work) await rm(work, { recursive: true, force: true });
});

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test('a post with publishAt tomorrow is absent everywhere: no page, listing, feed, sitemap or page data', async ({
  request,
}) => {
  const origin = origins.before;
  expect((await request.get(`${origin}${POST}`)).status()).toBe(404);
  expect((await request.get(`${origin}/page-data${POST}page-data.json`)).status()).toBe(404);
  expect(await text(request, `${origin}/blog/`)).not.toContain(POST);
  expect(await text(request, `${origin}/blog/rss.xml`)).not.toContain(POST);
  expect(await text(request, `${origin}/sitemap-1.xml`)).not.toContain(POST);
  // Not in any built file at all: related posts, topic pages, search data, anything.
  expect(await filesMentioning(path.join(work, 'before'), POST)).toEqual([]);
  expect(await filesMentioning(path.join(work, 'before'), TITLE)).toEqual([]);
  // The schedule beside the site (not in it) names the moment to rebuild.
  const schedule = JSON.parse(
    await readFile(path.join(work, 'before-deploy/schedule.json'), 'utf8'),
  ) as { nextDueAt: string; due: { at: string; what: string }[] };
  expect(schedule.due).toContainEqual({
    at: '2026-11-28T09:00:00.000Z',
    what: 'pages/blog/scheduled-launch-notes.md › publishAt',
  });
  expect(schedule.nextDueAt <= '2026-11-28T09:00:00.000Z').toBe(true);
});

test('once BUILD_DATE passes publishAt, the post is served and listed in the blog, feed and sitemap', async ({
  request,
}) => {
  const origin = origins.after;
  expect(await text(request, `${origin}${POST}`)).toContain(TITLE);
  expect(await text(request, `${origin}/blog/`)).toContain(POST);
  expect(await text(request, `${origin}/blog/rss.xml`)).toContain(POST);
  expect(await text(request, `${origin}/sitemap-1.xml`)).toContain(POST);
});

test.describe('in the visitor’s time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a past webinar has no registration form, says it has ended and shows when it was', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(`${origins.before}/blog/webinar-live-q-and-a/`);
    const session = page.getByRole('complementary', { name: 'This session has ended' });
    // Prerendered in the event's zone, zone stated…
    await expect(page.locator('time[data-zone]').first()).toBeAttached();
    await waitForHydration(page);
    // …then in the visitor's (Tokyo: the session was 01:00–02:00 on 13 August there).
    await expect(session.locator('time')).toHaveAttribute('data-zone', 'visitor');
    await expect(session.locator('time')).toContainText(/Aug 13, 2025, 1:00\s.\s2:00\sAM GMT\+9/);
    await expect(page.getByRole('form', { name: /seat|webinar|register/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /save your seat|register/i })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an upcoming webinar keeps its form and lists its sessions by start, zone stated before hydration', async ({
    page,
    request,
  }) => {
    const html = await text(request, `${origins.before}/webinars/foundations-of-great-service/`);
    expect(html).toMatch(/data-zone="event">Wed, Jan 13, 2027, 11:00\sAM\s.\s12:00\sPM EST</);
    await page.goto(`${origins.before}/webinars/foundations-of-great-service/`);
    await waitForHydration(page);
    const times = page.locator('#upcoming-sessions + ul time');
    await expect(times).toHaveCount(2);
    await expect(times.first()).toContainText('Jan 14, 2027');
    await expect(
      page.getByRole('button', { name: /register|sign up|save/i }).first(),
    ).toBeVisible();
  });
});

test('the classes form offers only the classes still to come', async ({ page }) => {
  // Built for 3 December 2026: the class of 2 December is over, those of 9 and 16 are to come.
  await page.goto(`${origins.after}/classes/`);
  const choices = page.getByRole('group', { name: 'Class' }).getByRole('radio');
  await expect(choices).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /Getting started/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Getting started with Harbor' })).toHaveCount(0);
});
