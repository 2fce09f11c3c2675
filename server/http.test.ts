import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { DEFAULT_GUARDS } from './guards/index.ts';

let dist: string;
let cacheDir: string;
let app: ReturnType<typeof createApp>;
const BODY = 'abcdefghijklmnopqrstuvwxyz'.repeat(100);
const MODIFIED = new Date('2026-01-02T03:04:05Z');

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'harbor-http-'));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'harbor-http-img-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><title>Home</title>',
    '404.html': '<!doctype html><title>Page not found</title>',
    '404/index.html': '<!doctype html><title>Page not found</title>',
    '500/index.html': '<!doctype html><title>Error</title>',
    'members/register/39/index.html': '<!doctype html><title>Sign up</title>',
    'assets/data.txt': BODY,
    'assets/app-abc.js': BODY,
    'assets/app-abc.js.br': brotliCompressSync(BODY),
    'assets/app-abc.js.gz': gzipSync(BODY),
  };
  for (const [file, body] of Object.entries(files)) {
    const target = path.join(dist, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
    await utimes(target, MODIFIED, MODIFIED);
  }
  app = createApp({
    distDir: dist,
    dataDir: ':memory:',
    guards: { ...DEFAULT_GUARDS, formsPerMinute: 3 },
    images: { cacheDir },
  });
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(`http://localhost:4173${url}`, { method, headers });

describe('preview server: ranges', () => {
  it('given one valid range, should answer 206 with that slice', async () => {
    const response = await get('/assets/data.txt', { range: 'bytes=2-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 2-5/${BODY.length}`);
    expect(await response.text()).toBe('cdef');
  });

  it.each(['bytes=garbage', 'bytes=0-1,5-6', 'items=0-5', '0-5', 'bytes=9-3', 'bytes=-'])(
    'given the unsupported or invalid range %s, should ignore it and send the whole file',
    async (range) => {
      const response = await get('/assets/data.txt', { range });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBeNull();
      expect((await response.text()).length).toBe(BODY.length);
    },
  );

  it('given a valid range past the end, should answer 416 naming the size', async () => {
    const response = await get('/assets/data.txt', { range: `bytes=${BODY.length + 10}-` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${BODY.length}`);
  });

  it('given If-Range with the current ETag, should honour the range; with another, send all', async () => {
    const etag = (await get('/assets/data.txt')).headers.get('etag') as string;
    const matching = await get('/assets/data.txt', { range: 'bytes=0-1', 'if-range': etag });
    expect(matching.status).toBe(206);
    const stale = await get('/assets/data.txt', { range: 'bytes=0-1', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    const byDate = await get('/assets/data.txt', {
      range: 'bytes=0-1',
      'if-range': 'Thu, 01 Jan 2026 00:00:00 GMT',
    });
    expect(byDate.status).toBe(200);
  });
});

describe('preview server: validators and encodings', () => {
  it('given HEAD, should answer the same ETag and Last-Modified as GET', async () => {
    const head = await get('/assets/data.txt', {}, 'HEAD');
    const full = await get('/assets/data.txt');
    expect(head.headers.get('etag')).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect(head.headers.get('last-modified')).toBe(MODIFIED.toUTCString());
  });

  it('given If-None-Match with the ETag, should answer 304', async () => {
    const etag = (await get('/')).headers.get('etag') as string;
    const response = await get('/', { 'if-none-match': `"x", ${etag}` });
    expect(response.status).toBe(304);
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
  });

  it('given If-Modified-Since at or after the file time, should answer 304; before, 200', async () => {
    expect((await get('/', { 'if-modified-since': MODIFIED.toUTCString() })).status).toBe(304);
    expect((await get('/', { 'if-modified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).status).toBe(
      200,
    );
    expect((await get('/', { 'if-modified-since': 'not a date' })).status).toBe(200);
    expect((await get('/', { 'if-modified-since': 'Tue,01Dec2026' })).status).toBe(200);
    const future = new Date(Date.now() + 3_600_000).toUTCString();
    expect((await get('/', { 'if-modified-since': future })).status).toBe(200);
    expect((await get('/', { 'if-modified-since': 'Friday, 02-Jan-26 03:04:05 GMT' })).status).toBe(
      304,
    );
    expect((await get('/', { 'if-modified-since': 'Fri Jan  2 03:04:05 2026' })).status).toBe(304);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('given Accept-Encoding %s, should send the prebuilt %s file', async (accept, encoding) => {
    const response = await get('/assets/app-abc.js', { 'accept-encoding': accept });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const identity = await get('/assets/app-abc.js');
    expect(response.headers.get('etag')).not.toBe(identity.headers.get('etag'));
  });
});

describe('preview server: statuses', () => {
  it.each(['/404/', '/404.html', '/404/index.html', '/500/', '/500/index.html'])(
    'given the error page %s asked for directly, should answer 404',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it.each([
    ['/', 'POST', 'GET, HEAD'],
    ['/assets/data.txt', 'DELETE', 'GET, HEAD'],
    ['/api/events', 'GET', 'POST'],
    ['/api/forms/signup', 'PUT', 'POST'],
  ])('given %s with %s, should answer 405 with Allow %s', async (url, method, allow) => {
    const response = await get(url, {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });
});

describe('preview server: write guards', () => {
  const signup = (body: string, headers: Record<string, string>) =>
    app.request('http://localhost:4173/api/forms/signup', { method: 'POST', body, headers });
  const valid = new URLSearchParams({
    registrationId: '39',
    email: 'ann@acme.example',
    firstName: 'Ann',
  }).toString();

  it('given a form post from another site, should refuse it with 403', async () => {
    const response = await signup(valid, {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });

  it.each(['text/plain; charset=application/json', 'text/html; x=application/json'])(
    'given the disguised type %s, should answer 415',
    async (type) => {
      const response = await signup('{}', { 'content-type': type });
      expect(response.status).toBe(415);
    },
  );

  it('given an event that is not JSON, should answer 415', async () => {
    const response = await app.request('http://localhost:4173/api/events', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('given the login stand-in post, should answer a page that never echoes the password', async () => {
    const response = await app.request('http://localhost:4173/api/stand-in/login', {
      method: 'POST',
      body: 'email=ann%40acme.example&password=hunter2-secret',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:4173',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('has no accounts');
    expect(html).not.toContain('hunter2');
    expect(html).not.toContain('ann@acme');
  });

  it('given a registration id without a sign-up page, should refuse it', async () => {
    const unknown = await signup(valid.replace('registrationId=39', 'registrationId=40'), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown registration id.');
  });

  it('given more sign-ups than the per-minute limit, should answer 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await signup(valid, { 'content-type': 'application/x-www-form-urlencoded' });
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
