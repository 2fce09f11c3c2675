/**
 * What the preview server answers as the generated nginx config does (e2e/nginx.spec.ts checks
 * nginx; e2e/serving.spec.ts both, on a real build): error pages, the trailing slash, the hosts'
 * files, the redirects the build wrote, the 500 page, and the scheme behind a trusted proxy.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { parseRedirectsFile } from './static/redirects.ts';
import { parseTrustProxy } from './static/proxy.ts';

let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'harbor-serving-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Page not found</title>',
    '404/index.html': '<!doctype html><title>Page not found</title>',
    '500/index.html': '<!doctype html><title>Something went wrong</title>',
    'pricing/index.html': '<!doctype html><title>Pricing</title>',
    'all-features/index.html': '<!doctype html><title>All features</title>',
    'robots.txt': 'User-agent: *\n',
    _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n',
    _redirects: [
      '/features/ /all-features/ 301',
      '/features /all-features/ 301',
      '/old-blog /blog/ 302',
      '/pricing /pricing/ 301',
      '',
    ].join('\n'),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), body);
  }
  app = createApp({ distDir: dist, dataDir: ':memory:', trustProxy: [] });
  app.get('/boom', () => {
    throw new Error('kaboom\nsecond line');
  });
  app.get('/api/boom', () => {
    throw new Error('api kaboom');
  });
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const get = (url: string, init: RequestInit = {}) =>
  app.request(`http://localhost:4173${url}`, { redirect: 'manual', ...init });

describe('preview server: the same answers as nginx', () => {
  it.each(['/404', '/404/', '/404.html', '/500', '/500/', '/500.html', '/404.html.gz'])(
    'given the error page path %s asked for directly, should answer 404 with the 404 page',
    async (url) => {
      const response = await get(url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it.each(['/_headers', '/_redirects', '/_redirects.gz'])(
    'given the hosts file %s, should refuse it (404)',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('X-Frame-Options');
    },
  );

  it('given a page without its slash, should redirect to it (301), keeping the query', async () => {
    const response = await get('/all-features?ref=nav');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/all-features/?ref=nav');
  });

  it('given a file, should serve it without a redirect', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it('given a POST to a page without its slash, should not redirect it', async () => {
    expect((await get('/all-features', { method: 'POST' })).status).toBe(405);
  });

  it.each([
    ['/features/', '/all-features/', 301],
    ['/features', '/all-features/', 301],
    ['/features/?utm_source=mail', '/all-features/?utm_source=mail', 301],
    ['/old-blog', '/blog/', 302],
  ])('given the redirect %s in _redirects, should answer it', async (url, location, status) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('preview server: errors', () => {
  it('given an exception, should answer the 500 page with a request id and log one line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await get('/boom', { headers: { accept: 'text/html' } });
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('<title>Something went wrong</title>');
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0]?.[0]);
      expect(line).not.toContain('\n');
      expect(line).toContain(`request-id=${id}`);
      expect(line).toContain('GET /boom');
      expect(line).toContain('kaboom');
    } finally {
      log.mockRestore();
    }
  });

  it('given an exception in an API, should answer JSON with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await get('/api/boom');
      expect(response.status).toBe(500);
      const body = (await response.json()) as { requestId: string };
      expect(body.requestId).toBe(response.headers.get('x-request-id'));
    } finally {
      log.mockRestore();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('given addresses and loopback, should list them; given garbage, should name it', () => {
    expect(parseTrustProxy('loopback, 10.0.0.5')).toEqual(['127.0.0.1', '::1', '10.0.0.5']);
    expect(parseTrustProxy('')).toEqual([]);
    expect(() => parseTrustProxy('10.0.0.5,proxy.example')).toThrow('"proxy.example"');
  });

  /** A real socket: the proxy's address is the one the server sees. */
  async function listen(trustProxy: string[]) {
    const served = createApp({ distDir: dist, dataDir: ':memory:', trustProxy });
    served.post('/echo', async (c) => c.text(`${c.req.url} ${await c.req.text()}`));
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: served.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
  }

  const touch = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('hs_last_touch_url='));

  it('given X-Forwarded-Proto https from a trusted proxy, should set Secure cookies with https URLs', async () => {
    const server = await listen(parseTrustProxy('loopback'));
    try {
      const response = await fetch(`${server.origin}/pricing/`, {
        // A visitor where no consent is asked first (issue 36): the server sets attribution cookies.
        headers: { 'x-forwarded-proto': 'https', 'cf-ipcountry': 'US' },
      });
      expect(response.status).toBe(200);
      const cookie = touch(response);
      expect(cookie).toMatch(/; Secure$/);
      expect(decodeURIComponent(cookie ?? '')).toContain('https://127.0.0.1');
    } finally {
      server.close();
    }
  });

  it('given a post through a trusted proxy, should keep its body under the https URL', async () => {
    const server = await listen(['127.0.0.1']);
    try {
      const response = await fetch(`${server.origin}/echo`, {
        method: 'POST',
        headers: { 'x-forwarded-proto': 'https', 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(await response.text()).toBe(`${server.origin.replace('http:', 'https:')}/echo hello`);
    } finally {
      server.close();
    }
  });

  it('given X-Forwarded-Proto https from anyone else, should ignore it', async () => {
    const server = await listen(['10.9.9.9']);
    try {
      const response = await fetch(`${server.origin}/pricing/`, {
        // A visitor where no consent is asked first (issue 36): the server sets attribution cookies.
        headers: { 'x-forwarded-proto': 'https', 'cf-ipcountry': 'US' },
      });
      const cookie = touch(response);
      expect(cookie).toBeDefined();
      expect(cookie).not.toMatch(/Secure/);
      expect(decodeURIComponent(cookie ?? '')).toContain('http://127.0.0.1');
    } finally {
      server.close();
    }
  });
});

describe('_redirects parser', () => {
  it('given a line it cannot read, should name it', () => {
    expect(() => parseRedirectsFile('/a /b 301\n/c /d/* 200\n')).toThrow('line 2');
    expect(parseRedirectsFile('# comment\n/a /b 302\n').get('/a')?.status).toBe(302);
  });
});
