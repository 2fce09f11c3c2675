/**
 * The preview server on the open internet: no credential in a URL or cookie, no cross-site
 * writes, per-client rate limits.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { waitForHydration } from './site.ts';

const PASSWORD = 'hunter2-Secret!';
const ROOT = path.resolve(import.meta.dirname, '..');

test('given JavaScript off, should post the login stand-in and never put the password in a URL or cookie', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/members/login/');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('ann@acme.example');
  await form.getByLabel('Password').fill(PASSWORD);
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/stand-in/login'));
  await form.getByRole('button', { name: 'Log in' }).click();
  expect((await posted).method()).toBe('POST');
  await expect(page.getByRole('heading', { name: 'Log in (local stand-in)' })).toBeVisible();
  await expect(page.getByText('has no accounts')).toBeVisible();
  expect(await page.content()).not.toContain(PASSWORD);
  for (const url of [...urls, page.url()]) {
    expect(url).not.toContain('hunter2');
    expect(url).not.toContain('password');
  }
  for (const cookie of await context.cookies()) expect(cookie.value).not.toContain('hunter2');
  await context.close();
});

test('given JavaScript on, should keep the login stand-in on its page and send nothing', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().endsWith('/api/events')) {
      posts.push(request.url());
    }
  });
  await page.goto('/members/login/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('ann@acme.example');
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This is a local stand-in for the login page')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/members/login/');
  expect(page.url()).not.toContain('hunter2');
  expect(posts).toEqual([]);
});

test('given a URL carrying a password and token, should store neither in cookies nor events', async ({
  page,
  context,
}) => {
  const event = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/events') && request.postData()?.includes('Viewed Page') === true,
  );
  await page.goto(
    `/pricing/?utm_source=news&password=${encodeURIComponent(PASSWORD)}&token=tok-123&email=ann%40acme.example`,
  );
  await waitForHydration(page);
  const body = (await event).postData() ?? '';
  expect(JSON.parse(body).properties.url).toMatch(/\/pricing\/\?utm_source=news$/);
  for (const secret of ['hunter2', 'tok-123', 'acme']) expect(body).not.toContain(secret);
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .toContain('hs_last_touch_url');
  for (const cookie of await context.cookies()) {
    expect(decodeURIComponent(cookie.value)).not.toMatch(/hunter2|tok-123|acme\.example/);
  }
});

test('given an address longer than the server reads, should answer 431 with a page that says so', async ({
  request,
}) => {
  const response = await request.get(`/members/register/39/?fn=${'a'.repeat(20_000)}`);
  expect(response.status()).toBe(431);
  expect(await response.text()).toContain('This address is too long');
});

test('given a form on another site posting to the sign-up endpoint, should refuse it and store nothing', async ({
  page,
  baseURL,
}) => {
  const email = `forged-${Date.now()}@evil.example`;
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form method="post" action="${baseURL}/api/forms/signup">
        <input name="registrationId" value="39"><input name="email" value="${email}">
        <input name="firstName" value="Mallory"><button>Go</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/forms/signup'));
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answer).status()).toBe(403);
  const db = new DatabaseSync(path.join(ROOT, '.cache/e2e-data/forms.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT COUNT(*) AS count FROM signups WHERE email = ?').get(email);
    expect(row?.count).toBe(0);
  } finally {
    db.close();
  }
});

test.describe('with a low events limit', () => {
  let server: ChildProcess | undefined;
  let origin = '';
  let dataDir = '';

  test.beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'harbor-e2e-limit-'));
    server = spawn(process.execPath, ['server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMIT_EVENTS_PER_MINUTE: '3',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const port = /localhost:(\d+)\//.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server?.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  });

  test.afterAll(async () => {
    server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('given a client over the limit, should answer 429 with Retry-After', async ({ request }) => {
    const event = {
      type: 'identify-company',
      properties: { path: '/', url: `${origin}/` },
      anonymousId: 'v-limit',
      sentAt: new Date().toISOString(),
    };
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 4; i++) {
      const response = await request.post(`${origin}/api/events`, { data: event });
      statuses.push(response.status());
      retryAfter = response.headers()['retry-after'];
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
