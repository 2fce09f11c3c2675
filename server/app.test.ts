import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, IMMUTABLE, REVALIDATE } from './app.ts';
import { DEFAULT_CONSENT_CONFIG } from '../src/consent/regions.ts';
import { PRIVATE_REVALIDATE } from '../src/tracking/server-cookies.ts';
import { studioRoutes } from './studio/studio.ts';

let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'harbor-dist-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title>' + 'home '.repeat(400),
    '404.html': '<!doctype html><title>Page not found</title>',
    'pricing/index.html': '<!doctype html><title>Pricing</title>',
    'assets/client-abc123.js': 'console.log(1);'.repeat(200),
    'page-data/app-data.json': '{"buildHash":"x"}',
    'page-data/index/page-data.json': '{"path":"/"}',
    'slice-data/header.json': '{"name":"header"}',
    // What the build writes for static hosts; the preview server must send the same.
    _headers: [
      '/*',
      "  Content-Security-Policy: default-src 'self'; img-src 'self' https://cdn.test.example",
      '  X-Frame-Options: SAMEORIGIN',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '/assets/*',
      `  Cache-Control: ${IMMUTABLE}`,
      '',
    ].join('\n'),
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), body);
  }
  // A visitor outside the consent regions (consent: server/consent/consent.test.ts).
  app = createApp({
    distDir: dist,
    dataDir: ':memory:',
    consent: { ...DEFAULT_CONSENT_CONFIG, mode: 'off' },
  });
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('preview server', () => {
  it('given the built _headers, should send its security headers on pages, assets and 404s', async () => {
    for (const url of ['/', '/assets/client-abc123.js', '/missing/']) {
      const response = await app.request(url);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; img-src 'self' https://cdn.test.example",
      );
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it.each(['/', '/pricing/'])(
    'given the page %s, should serve it to be revalidated and never stored by a shared cache (it sets cookies)',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PRIVATE_REVALIDATE);
      expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    },
  );

  it.each([
    '/page-data/app-data.json',
    '/page-data/index/page-data.json',
    '/slice-data/header.json',
  ])('given %s, should serve it to be revalidated on every use', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('given a hashed asset, should serve it as immutable for a year', async () => {
    const response = await app.request('/assets/client-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('given a client that accepts %s, should compress the page as %s', async (accepted, sent) => {
    const response = await app.request('/', { headers: { 'accept-encoding': accepted } });
    expect(response.headers.get('content-encoding')).toBe(sent);
  });

  it('given an unknown page, should answer 404 with the 404 page', async () => {
    const response = await app.request('/no/such/page/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('given unknown page data, should answer a JSON 404', async () => {
    const response = await app.request('/page-data/nope/page-data.json');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%E0%A4%A/',
  ])('given the hostile path %s, should answer 404 and never leave dist/', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
  });

  it('given a HEAD request for a page, should answer 200 with no body', async () => {
    const response = await app.request('/pricing/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('preview server attribution cookies', () => {
  const cookiesOf = (response: Response) =>
    new Map(
      response.headers.getSetCookie().map((header) => {
        const [pair = ''] = header.split(';');
        const eq = pair.indexOf('=');
        return [pair.slice(0, eq), { value: pair.slice(eq + 1), header }];
      }),
    );

  it('given a page request from a search engine, should set first and last touch with their attributes', async () => {
    const response = await app.request('http://localhost/pricing/', {
      headers: { referer: 'https://www.google.co.uk/search?q=help+desk' },
    });
    const cookies = cookiesOf(response);
    expect(decodeURIComponent(cookies.get('hs_first_touch')?.value ?? '')).toBe(
      'google|organic|help desk||',
    );
    expect(decodeURIComponent(cookies.get('hs_last_touch_url')?.value ?? '')).toBe(
      'http://localhost/pricing/',
    );
    expect(cookies.get('hs_last_touch')?.header).toMatch(
      /; Max-Age=63072000; Expires=[^;]+ GMT; Path=\/; SameSite=Lax$/,
    );
  });

  it('given a returning visitor with a first touch, should not send a new one', async () => {
    const response = await app.request('http://localhost/', {
      headers: {
        referer: 'https://www.bing.com/search?q=inbox',
        cookie:
          'hs_first_touch=news%7Cemail%7C%7Cspring%7C; hs_first_touch_url=http%3A%2F%2Flocalhost%2F',
      },
    });
    const cookies = cookiesOf(response);
    expect(cookies.has('hs_first_touch')).toBe(false);
    expect(cookies.has('hs_first_touch_url')).toBe(false);
    expect(
      new URLSearchParams(decodeURIComponent(cookies.get('hs_last_touch')?.value ?? '')).get(
        'source',
      ),
    ).toBe('bing');
  });

  it.each([
    ['/assets/client-abc123.js', {}],
    ['/page-data/index/page-data.json', {}],
    ['/', { 'sec-fetch-dest': 'script' }],
  ])('given %s (not a document), should set no cookie', async (url, headers) => {
    const response = await app.request(`http://localhost${url}`, {
      headers: { referer: 'https://www.google.com/', ...headers },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('given a revalidated page (304), should still set the cookies', async () => {
    const first = await app.request('http://localhost/pricing/');
    const etag = first.headers.get('etag') ?? '';
    const response = await app.request('http://localhost/pricing/', {
      headers: { 'if-none-match': etag, referer: 'https://duckduckgo.com/' },
    });
    expect(response.status).toBe(304);
    expect(cookiesOf(response).has('hs_last_touch')).toBe(true);
  });

  it('given attribution turned off, should serve pages without cookies as a static host would', async () => {
    const plain = createApp({
      distDir: dist,
      dataDir: ':memory:',
      attribution: false,
      consent: false,
    });
    const response = await plain.request('http://localhost/', {
      headers: { referer: 'https://www.google.com/' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
  });
});

describe('the studio behind the preview server', () => {
  it('given a reload of /admin/ (the browser revalidates), should answer with the studio’s own policy, never a 304 that would carry the site’s', async () => {
    const withStudio = createApp({
      distDir: dist,
      dataDir: ':memory:',
      consent: { ...DEFAULT_CONSENT_CONFIG, mode: 'off' },
      studio: studioRoutes({
        backend: { kind: 'local', proxyUrl: 'http://127.0.0.1:1/api/v1' },
        script: '/admin/studio.js',
      }),
    });
    const first = await withStudio.request('/admin/');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("'unsafe-eval'");
    const tag = first.headers.get('etag');
    const reload = await withStudio.request('/admin/', {
      headers: tag ? { 'if-none-match': tag } : {},
    });
    expect(reload.status).toBe(200);
    expect(reload.headers.get('content-security-policy')).toContain("'unsafe-eval'");
  });
});
