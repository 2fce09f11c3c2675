import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_CACHE_CONTROL,
  canonicalTransform,
  createImageService,
  parseTransform,
} from './images.ts';

let cacheDir: string;
let app: ReturnType<typeof createImageService>;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'harbor-img-'));
  app = createImageService({ cacheDir });
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const get = (url: string, accept = 'image/*') => app.request(url, { headers: { accept } });

async function sizeOf(response: Response) {
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.pageHeight ?? meta.height, format: meta.format };
}

describe('local image service', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/*', 'image/png', 'png'],
  ])('given auto=format and Accept %s, should answer %s', async (accept, type, format) => {
    const response = await get('/_img/inbox.png?w=200&auto=format', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect((await sizeOf(response)).format).toBe(format);
  });

  it('given w, should keep the proportions; with dpr, should multiply', async () => {
    expect(await sizeOf(await get('/_img/inbox.png?w=320'))).toMatchObject({
      width: 320,
      height: 200,
    });
    expect(await sizeOf(await get('/_img/inbox.png?w=320&dpr=2'))).toMatchObject({
      width: 640,
      height: 400,
    });
    expect(await sizeOf(await get('/_img/inbox.png?h=100'))).toMatchObject({
      width: 160,
      height: 100,
    });
  });

  it('given w, h and fit=crop, or ar, should crop to those proportions', async () => {
    expect(await sizeOf(await get('/_img/docs.jpg?w=300&h=300&fit=crop'))).toMatchObject({
      width: 300,
      height: 300,
      format: 'jpeg',
    });
    expect(await sizeOf(await get('/_img/docs.jpg?w=320&ar=16:9&fit=crop'))).toMatchObject({
      width: 320,
      height: 180,
    });
  });

  it('given a width above the source with the default fit, should not enlarge', async () => {
    expect(await sizeOf(await get('/_img/beacon.png?w=4000'))).toMatchObject({
      width: 800,
      height: 1000,
    });
  });

  it('given q and auto=compress, should give a smaller file than q=100', async () => {
    const small = (await (await get('/_img/docs.jpg?w=600&q=30&auto=compress')).arrayBuffer())
      .byteLength;
    const large = (await (await get('/_img/docs.jpg?w=600&q=100')).arrayBuffer()).byteLength;
    expect(small).toBeLessThan(large);
  });

  it('given the same request twice, should render once and then hit the disk cache', async () => {
    const first = await get('/_img/avatar.jpg?w=64&q=61');
    const second = await get('/_img/avatar.jpg?w=64&q=61');
    expect(first.headers.get('x-image-cache')).toBe('MISS');
    expect(second.headers.get('x-image-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect((await readdir(cacheDir)).some((name) => name.endsWith('.jpg'))).toBe(true);
  });

  it('given a GIF without parameters, should serve the file itself, animated', async () => {
    const response = await get('/_img/typing.gif?auto=format', 'image/avif,image/webp');
    expect(response.headers.get('content-type')).toBe('image/gif');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.pages).toBe(4);
  });

  it.each([
    ['/_img/nope.png', 404, /no image named "nope.png"/],
    ['/_img/notes.txt', 404, /is not an image/],
    ['/_img/..%2f..%2fpackage.json', 400, /not a valid image path/],
    ['/_img/%2e%2e%2fsecret.png', 400, /not a valid image path/],
    ['/_img/..%5cinbox.png', 400, /not a valid image path/],
    ['/_img/a%00.png', 400, /not a valid image path/],
    ['/_img/%E0%A4%A.png', 400, /not valid URL encoding/],
    ['/_img/inbox.png?w=abc', 400, /"w" must be a number, got "abc"/],
    ['/_img/inbox.png?w=-5', 400, /"w" must be a number/],
    ['/_img/inbox.png?w=100000', 400, /"w" must be from 1 to 8192/],
    ['/_img/inbox.png?h=0', 400, /"h" must be from 1 to 8192/],
    ['/_img/inbox.png?dpr=9', 400, /"dpr" must be from 0.1 to 5/],
    ['/_img/inbox.png?q=101', 400, /"q" must be from 1 to 100/],
    ['/_img/inbox.png?fit=explode', 400, /"fit" must be one of/],
    ['/_img/inbox.png?ar=16x9', 400, /"ar" must have the form number:number/],
    ['/_img/inbox.png?ar=1:0', 400, /"ar" must have the form/],
    ['/_img/inbox.png?auto=enhance', 400, /"auto" may hold format and compress/],
    ['/_img/inbox.png?fm=bmp', 400, /"fm" must be one of/],
    ['/_img/inbox.png?w=8000&h=8000&fit=crop', 400, /larger than the 8192 px \/ 40 MP limit/],
    ['/_img/inbox.png?w=5000&dpr=5&fit=crop', 400, /larger than the/],
  ])('given %s, should refuse with %i and a clear message', async (url, status, message) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(message);
  });

  it('given a method other than GET, should answer 405 naming GET and HEAD', async () => {
    const response = await app.request('/_img/inbox.png', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['w=0100', 'w=100.0', 'w=100&dpr=1.0', 'dpr=1&w=100&fit=clip', 'w=100&utm_source=x'])(
    'given %s after w=100, should hit the same cache entry',
    async (query) => {
      await get('/_img/post-team.png?w=100');
      const response = await get(`/_img/post-team.png?${query}`);
      expect(response.headers.get('x-image-cache')).toBe('HIT');
    },
  );

  it('given a size above the source with any fit or dpr, should never enlarge', async () => {
    expect(await sizeOf(await get('/_img/avatar-2.jpg?w=2000&h=2000&fit=crop'))).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(await sizeOf(await get('/_img/avatar-2.jpg?w=400&dpr=3'))).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(await sizeOf(await get('/_img/logo-crm.png?w=600&h=300&fit=scale'))).toMatchObject({
      width: 240,
      height: 120,
    });
  });

  it('given an image URL without a content hash, should allow revalidation with an ETag', async () => {
    const first = await get('/_img/docs.jpg?w=128');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).not.toContain('immutable');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('/_img/docs.jpg?w=128.0');
    expect(again.headers.get('etag')).toBe(etag);
  });
});

describe('local image service limits', () => {
  it('given an animation whose frames together pass the pixel cap, should refuse it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harbor-gif-'));
    try {
      // typing.gif: 4 frames of 240×160 = 38,400 px each, 153,600 px together.
      const service = createImageService({ cacheDir: dir, maxPixels: 100_000 });
      const animated = await service.request('/_img/typing.gif?w=240');
      expect(animated.status).toBe(400);
      expect(await animated.text()).toMatch(/4 frames of 240×160 exceed the 0.1 MP limit/);
      // One frame (a still PNG) of the same size is under the cap.
      expect((await service.request('/_img/typing.gif?w=240&fm=png')).status).toBe(200);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('given a disk cache cap, should evict the least recently used renders to stay under it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harbor-lru-'));
    try {
      const service = createImageService({ cacheDir: dir, cacheMaxBytes: 15_000 });
      const fetchWidth = (w: number) => service.request(`/_img/docs.jpg?w=${w}&q=90`);
      for (const w of [200, 210, 220, 230, 240, 250, 260]) await fetchWidth(w);
      const sizes = await Promise.all(
        (await readdir(dir)).map(async (name) => (await stat(path.join(dir, name))).size),
      );
      expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(15_000);
      expect((await fetchWidth(260)).headers.get('x-image-cache')).toBe('HIT');
      expect((await fetchWidth(200)).headers.get('x-image-cache')).toBe('MISS');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('image parameter normaliser', () => {
  const canonical = (query: string) =>
    canonicalTransform(parseTransform(new URLSearchParams(query)));

  it.each([
    ['w=100', 'w=100'],
    ['w=0100', 'w=100'],
    ['w=100.0', 'w=100'],
    ['w=99.6', 'w=100'],
    ['dpr=1.0&w=100', 'w=100'],
    ['dpr=2.000&w=100', 'w=100&dpr=2'],
    ['fit=clip&w=100', 'w=100'],
    ['auto=compress,format&w=1', 'w=1&auto=compress,format'],
    ['auto=format,compress,format&w=1', 'w=1&auto=compress,format'],
    ['fm=jpeg&q=075', 'q=75&fm=jpg'],
    ['ar=32:18&fit=crop&w=10', 'w=10&fit=crop&ar=1.777778'],
    ['ar=16:9&fit=crop&w=10', 'w=10&fit=crop&ar=1.777778'],
    ['ixlib=js-3&w=5', 'w=5'],
    ['', ''],
  ])('given %s, should normalise to "%s"', (query, expected) => {
    expect(canonical(query)).toBe(expected);
  });

  it('given the parameters in another order, should give the same key', () => {
    expect(canonical('h=50&w=100&q=80&fit=crop')).toBe(canonical('fit=crop&q=80&w=100&h=50'));
  });

  it('given one client over its share of renders, should answer it 429 with Retry-After and still render for another', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'harbor-img-share-'));
    try {
      const shared = createImageService({
        cacheDir: dir,
        concurrency: 1,
        maxRendersPerClient: 2,
        clientOf: (c) => c.req.header('x-client') ?? '',
      });
      const from = (client: string, width: number) =>
        shared.request(`/_img/inbox.png?w=${width}`, { headers: { 'x-client': client } });
      const flood = await Promise.all([101, 102, 103, 104].map((w) => from('flood', w)));
      const statuses = flood.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 429, 429]);
      const refused = flood.find((response) => response.status === 429);
      expect(refused?.headers.get('retry-after')).toBe('1');
      expect(refused?.headers.get('cache-control')).toBe('no-store');
      // While the flood holds its share, another client's images are rendered.
      const [more, genuine] = await Promise.all([
        Promise.all([105, 106, 107].map((w) => from('flood', w))),
        from('visitor', 240),
      ]);
      expect(genuine.status).toBe(200);
      expect(more.some((response) => response.status === 429)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
