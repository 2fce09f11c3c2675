import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE_CONTROL, createImageService } from './images.ts';

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

  it('given a method other than GET, should refuse it', async () => {
    const response = await app.request('/_img/inbox.png', { method: 'POST' });
    expect(response.status).toBe(400);
  });
});
