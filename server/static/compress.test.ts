import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compression } from './compress.ts';

const PAGE = `<!doctype html><title>Post</title>${'<p>A reply that reads well.</p>'.repeat(200)}`;

function appWith(respond: (html: string) => Response): Hono {
  const app = new Hono();
  app.use('*', compression());
  app.get('*', () => respond(PAGE));
  return app;
}

const page = appWith(
  (html) =>
    new Response(html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"abc-1"' },
    }),
);

const decoded = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
};

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.2', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('given Accept-Encoding %j, should choose %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each(['br;q=abc', ';;;,,,', 'br;q=1e999', '"br", gzip;q=', '\u0000br'])(
    'given the malformed header %j, should not throw',
    (header) => {
      expect(() => chooseEncoding(header)).not.toThrow();
    },
  );
});

describe('compression', () => {
  it('given a client that takes brotli, should send the page as brotli', async () => {
    const response = await page.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const sent = response.clone();
    expect(Number(response.headers.get('content-length'))).toBe(
      (await sent.arrayBuffer()).byteLength,
    );
    expect(await decoded(response)).toBe(PAGE);
  });

  it('given a client that takes gzip only, should send the page as gzip', async () => {
    const response = await page.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(response)).toBe(PAGE);
  });

  it('given a client that takes neither, should send the page as it is, varying by encoding', async () => {
    const response = await page.request('/', { headers: { 'accept-encoding': 'deflate' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toBe('"abc-1"');
    expect(await response.text()).toBe(PAGE);
  });

  it('given a compressed answer, should weaken its ETag and add Accept-Encoding to Vary', async () => {
    const app = appWith(
      (html) =>
        new Response(html, {
          headers: { 'Content-Type': 'text/html', ETag: '"abc-1"', Vary: 'Cookie' },
        }),
    );
    const response = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('etag')).toBe('W/"abc-1"');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
  });

  it.each([
    [
      'a body under 1 KB',
      () =>
        new Response('<p>short</p>', {
          headers: { 'Content-Type': 'text/html', 'Content-Length': '12' },
        }),
    ],
    ['an image', () => new Response(PAGE, { headers: { 'Content-Type': 'image/png' } })],
    ['no content type', () => new Response(new Blob([PAGE]).stream())],
    [
      'Cache-Control: no-transform',
      () =>
        new Response(PAGE, {
          headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, no-transform' },
        }),
    ],
    [
      'a precompressed file',
      () =>
        new Response(PAGE, {
          headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' },
        }),
    ],
    [
      'a partial answer',
      () => new Response(PAGE, { status: 206, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('given %s, should leave the answer uncompressed', async (_, respond) => {
    const app = new Hono();
    app.use('*', compression());
    app.get('*', respond);
    const response = await app.request('/', { headers: { 'accept-encoding': 'br, gzip' } });
    const sent = respond();
    expect(response.headers.get('content-encoding')).toBe(sent.headers.get('content-encoding'));
  });

  it('given a HEAD request, should not compress', async () => {
    const response = await page.request('/', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
