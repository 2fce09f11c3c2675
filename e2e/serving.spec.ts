/**
 * One behaviour on both ways of serving the built site: the generated nginx config (Debian's
 * nginx) and the preview server (`server/index.ts`) answer the same status and Location for the
 * error pages, the trailing slash, the hosts' own files and content/redirects.json. Then nginx
 * in front of the preview server, as deployed behind a TLS proxy: `X-Forwarded-Proto` from
 * nginx (TRUST_PROXY=loopback) makes the cookies `Secure`, and an upstream that is down answers
 * the site's 500 page. Last, the generated block with the Node service as its upstream
 * (NGINX_UPSTREAM): a form posted through nginx is stored, the page's events are stored, and an
 * image of the on-demand service renders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { freePort } from '../server/free-port.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseHeadersFile } from '../server/static/headers.ts';
import { nginxServerBlock } from '../scripts/deploy/config.ts';
import { redirectsSchema } from '../src/contracts/schemas/redirects.ts';
import { DIST, waitForHydration } from './site.ts';
import { startNginx, waitForOk } from './local-nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
let prefix = '';
let nginxBase = '';
let previewBase = '';
let upstreamBase = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const [nginxPort, previewPort, deadPort, upstreamPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  prefix = mkdtempSync(path.join(tmpdir(), 'harbor-serving-'));

  const preview = spawn(process.execPath, [path.join(ROOT, 'server/index.ts')], {
    env: {
      ...process.env,
      PORT: String(previewPort),
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      DATA_DIR: path.join(prefix, 'data'),
      IMAGE_CACHE_DIR: path.join(prefix, 'images'),
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(preview);
  let previewErr = '';
  preview.stderr?.on('data', (chunk: Buffer) => (previewErr += chunk.toString()));
  previewBase = `http://127.0.0.1:${previewPort}`;

  const rules = parseHeadersFile(readFileSync(path.join(DIST, '_headers'), 'utf8'));
  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(ROOT, 'content/redirects.json'), 'utf8')),
  );
  // The generated block, plus two proxied locations as a deployment with an upstream has.
  const block = nginxServerBlock(rules, {
    root: DIST,
    listen: `127.0.0.1:${nginxPort}`,
    redirects,
  }).replace(
    /\n}\n$/,
    `
    location = /proxied/pricing/ {
        proxy_pass http://127.0.0.1:${previewPort}/pricing/;
        proxy_set_header X-Forwarded-Proto https;
    }
    location /down/ {
        proxy_pass http://127.0.0.1:${deadPort};
    }
}
`,
  );
  const { nginx, stderr: nginxStderr } = startNginx(prefix, [
    block,
    nginxServerBlock(rules, {
      root: DIST,
      listen: `127.0.0.1:${upstreamPort}`,
      redirects,
      upstream: `127.0.0.1:${previewPort}`,
    }),
  ]);
  children.push(nginx);
  nginxBase = `http://127.0.0.1:${nginxPort}`;
  upstreamBase = `http://127.0.0.1:${upstreamPort}`;
  await Promise.all([
    waitForOk(`${nginxBase}/`, nginx, nginxStderr),
    waitForOk(`${previewBase}/`, preview, () => previewErr),
  ]);
});

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** [path, status, Location (null: none)] — what both must answer. */
const SAME: Array<[string, number, string | null]> = [
  ['/pricing/', 200, null],
  ['/pricing', 301, '/pricing/'],
  ['/pricing?plan=plus', 301, '/pricing/?plan=plus'],
  ['/robots.txt', 200, null],
  ['/no-such-page/', 404, null],
  ['/404', 404, null],
  ['/404/', 404, null],
  ['/404.html', 404, null],
  ['/500', 404, null],
  ['/500/', 404, null],
  ['/500.html', 404, null],
  ['/_headers', 404, null],
  ['/_redirects', 404, null],
  ['/features/', 301, '/all-features/'],
  ['/features', 301, '/all-features/'],
  ['/features/?utm_source=mail', 301, '/all-features/?utm_source=mail'],
];

for (const [url, status, location] of SAME) {
  test(`given ${url}, should answer ${status}${location ? ` → ${location}` : ''} on nginx and the preview server alike`, async () => {
    for (const base of [nginxBase, previewBase]) {
      const response = await fetch(`${base}${url}`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      const where = base === nginxBase ? 'nginx' : 'preview server';
      expect(response.status, `${where} ${url}`).toBe(status);
      const target = response.headers.get('location');
      expect(target && new URL(target, base).href, `${where} ${url}`).toBe(
        location && new URL(location, base).href,
      );
      const body = await response.text();
      if (status === 404) expect(body, `${where} ${url}`).toContain('<title>Page not found');
      if (url.startsWith('/_')) expect(body).not.toContain('Content-Security-Policy:');
    }
  });
}

test('given a TLS proxy in front of the preview server, should set Secure cookies for https', async () => {
  const response = await fetch(`${nginxBase}/proxied/pricing/`);
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  // Asked over plain http with no proxy saying otherwise: no Secure (unit tests cover a
  // forged header from an untrusted address, server/serving.test.ts).
  const direct = await fetch(`${previewBase}/pricing/`);
  for (const cookie of direct.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
});

test('given an upstream that is down, should answer the site 500 page with a 502', async () => {
  const response = await fetch(`${nginxBase}/down/anything`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(502);
  const body = await response.text();
  expect(body).toContain(readFileSync(path.join(DIST, '500/index.html'), 'utf8').slice(0, 200));
  expect(response.headers.get('content-security-policy')).toBeTruthy();
  expect(response.headers.get('cache-control')).toBe('no-store');
});

/** Rows of one of the preview server's databases (its DATA_DIR is this spec's). */
function rows(database: string, sql: string, ...values: string[]): number {
  const db = new DatabaseSync(path.join(prefix, 'data', database), { readOnly: true });
  try {
    return Number((db.prepare(sql).get(...values) as { n: number }).n);
  } finally {
    db.close();
  }
}

test('given nginx with the Node service as upstream, should store a form posted and the events of a visit', async ({
  page,
  context,
}) => {
  // nginx serves the pages itself, so no server says where the visitor is and the browser asks
  // first (issue 36): this visitor has accepted.
  await context.addCookies([
    {
      name: 'hs_consent',
      value: 'v=2026-11&a=1&m=1&id=0123456789abcdef&t=1790000000',
      url: upstreamBase,
    },
  ]);
  const event = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/events' && response.request().method() === 'POST',
  );
  await page.goto(`${upstreamBase}/`);
  await waitForHydration(page);
  expect((await event).status()).toBe(202);
  await expect
    .poll(() => rows('events.sqlite', "SELECT COUNT(*) AS n FROM events WHERE path = '/'"), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);

  // The banner goes live as it nears the viewport (src/sections/Sections.tsx).
  await page.getByTestId('newsletter').evaluate((element) => element.scrollIntoView());
  await page.locator('[data-live] [data-testid="newsletter"]').waitFor({ state: 'attached' });
  const banner = page.getByTestId('newsletter');
  const email = `upstream-${Date.now()}@example.com`;
  await banner.getByRole('textbox', { name: 'Email' }).fill(email);
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/forms/NEWSLETTER'),
  );
  await banner.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answer).status()).toBe(201);
  expect(
    rows(
      'forms.sqlite',
      "SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?",
      email,
    ),
  ).toBe(1);
});

test('given nginx with the Node service as upstream, should render an image of the on-demand service', async () => {
  const response = await fetch(`${upstreamBase}/_img/inbox.png?w=120&auto=format`, {
    headers: { accept: 'image/webp,*/*' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  // Without an upstream, nginx serves files alone: the service's paths are 404s, not proxied.
  expect((await fetch(`${nginxBase}/_img/inbox.png?w=120`)).status).toBe(404);
});
