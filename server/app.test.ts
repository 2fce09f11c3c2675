import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, IMMUTABLE, REVALIDATE } from './app.ts';

let dist: string;
let app: ReturnType<typeof createApp>;
const cwd = process.cwd();

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
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), body);
  }
  app = createApp({ distDir: dist });
});

afterAll(async () => {
  process.chdir(cwd);
  await rm(dist, { recursive: true, force: true });
});

describe('preview server', () => {
  it.each([
    '/',
    '/pricing/',
    '/page-data/app-data.json',
    '/page-data/index/page-data.json',
    '/slice-data/header.json',
  ])('given %s, should serve it to be revalidated on every use', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('given a hashed asset, should serve it as immutable for a year', async () => {
    const response = await app.request('/assets/client-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('given a client that accepts gzip, should compress', async () => {
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
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
