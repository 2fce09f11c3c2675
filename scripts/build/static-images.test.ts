import { mkdtemp, readdir, readFile, rm, writeFile, copyFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_CONFIG } from '../../src/images/config.ts';
import { getImageData } from '../../src/images/image-data.ts';
import type { ImageData } from '../../src/images/image-data.ts';
import {
  cachedSize,
  createVariantPlanner,
  keepSmallerAvif,
  imageVariantsMode,
  serviceImageReferences,
  staticImageConcurrency,
  writeVariants,
} from './static-images.ts';

const IMAGES = path.resolve(import.meta.dirname, '../../content/images');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'harbor-static-img-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const inbox = (placeholder?: 'blurred') =>
  getImageData(
    { src: 'inbox.png', width: 1600, height: 1000 },
    { width: 400, ...(placeholder ? { placeholder } : {}) },
    DEFAULT_IMAGE_CONFIG,
    () => {},
  )!;

describe('variant planner', () => {
  it('given image data with a srcset and a blurred placeholder, should point every URL at a planned file', () => {
    const planner = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    const data = planner.imageData(inbox('blurred'));
    const urls = [
      data.images.fallback.src,
      ...data.images.fallback.srcSet!.split(', ').map((c) => c.split(' ')[0]),
      data.placeholder!.fallback,
    ];
    expect(urls.join(' ')).not.toContain('/_img/');
    for (const url of urls) expect(url).toMatch(/^\/assets\/img\/inbox-[0-9a-f]{12}\.webp$/);
    // The widths' descriptors are kept.
    expect(data.images.fallback.srcSet).toMatch(/ 100w, .* 200w, .* 400w, .* 800w$/);
    // The same widths in AVIF, in a source before the <img>, with the same sizes.
    expect(data.images.sources).toHaveLength(1);
    const [avif] = data.images.sources;
    expect(avif).toMatchObject({ type: 'image/avif', sizes: data.images.fallback.sizes });
    expect(avif!.srcSet).toMatch(
      /^\/assets\/img\/inbox-\w{12}\.avif 100w, \S+\.avif 200w, \S+\.avif 400w, \S+\.avif 800w$/,
    );
    // 100, 200, 400 (also the fallback), 800 and the 20 px placeholder in WebP; the four in AVIF.
    const planned = planner.variants().map((v) => `${v.format} ${v.transform.w}`);
    expect(planned.sort()).toEqual(
      ['avif 100', 'avif 200', 'avif 400', 'avif 800'].concat([
        'webp 100',
        'webp 20',
        'webp 200',
        'webp 400',
        'webp 800',
      ]),
    );
  });

  it('given a GIF or a format the page fixed, should offer no AVIF source', () => {
    const planner = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    const gif = getImageData(
      { src: 'typing.gif', width: 400, height: 300 },
      { width: 200 },
      DEFAULT_IMAGE_CONFIG,
      () => {},
    )!;
    expect(planner.imageData(gif).images.sources).toEqual([]);
    const fixedFormat = inbox();
    const jpeg = (srcSet: string) => srcSet.replaceAll('auto=format%2Ccompress', 'fm=jpg');
    fixedFormat.images.fallback.srcSet = jpeg(fixedFormat.images.fallback.srcSet!);
    fixedFormat.images.fallback.src = jpeg(fixedFormat.images.fallback.src);
    expect(planner.imageData(fixedFormat).images.sources).toEqual([]);
    expect(planner.variants().map((v) => v.format)).not.toContain('avif');
  });

  it('given the same URL twice or from two planners, should give one name; another renderer, another name', () => {
    const a = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    const b = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    const c = createVariantPlanner({ imagesDir: IMAGES, renderer: 'other' });
    const url = '/_img/inbox.png?auto=format%2Ccompress&q=75&w=400';
    expect(a.url(url)).toBe(a.url(url));
    expect(a.url(url)).toBe(b.url('/_img/inbox.png?w=0400&q=75&auto=compress,format'));
    expect(c.url(url)).not.toBe(a.url(url));
    expect(a.variants()).toHaveLength(1);
  });

  it('given fm, a GIF or a URL elsewhere, should keep the format, copy the file or leave it', () => {
    const planner = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    expect(planner.url('/_img/docs.jpg?w=200&fm=jpg')).toMatch(/^\/assets\/img\/docs-\w{12}\.jpg$/);
    expect(planner.url('/_img/typing.gif')).toMatch(/^\/assets\/img\/typing-\w{12}\.gif$/);
    expect(planner.variants().find((v) => v.url.endsWith('.gif'))?.copy).toBe(true);
    expect(planner.url('https://images.example/x.png')).toBe('https://images.example/x.png');
  });

  it('given a URL the image service refuses, should throw naming it', () => {
    const planner = createVariantPlanner({ imagesDir: IMAGES, renderer: 'test' });
    expect(() => planner.url('/_img/missing.png?w=10')).toThrow(/missing\.png/);
    expect(() => planner.url('/_img/inbox.png?w=abc')).toThrow(/"w" must be a number/);
    expect(() => planner.url('/_img/../package.json')).toThrow(/not a valid image path/);
  });
});

describe('writing the variants', () => {
  it('given a cold then a warm cache, should render once, then copy the same bytes', async () => {
    const images = path.join(dir, 'images');
    await mkdir(images);
    await copyFile(path.join(IMAGES, 'inbox.png'), path.join(images, 'inbox.png'));
    const planner = createVariantPlanner({ imagesDir: images });
    planner.url('/_img/inbox.png?auto=format%2Ccompress&q=75&w=120');
    planner.url('/_img/inbox.png?auto=compress&q=75&w=60&fm=png');
    const cacheDir = path.join(dir, 'cache');
    const cold = await writeVariants(planner.variants(), {
      outDir: path.join(dir, 'a'),
      cacheDir,
    });
    expect(cold).toMatchObject({ files: 2, rendered: 2, reused: 0 });
    const warm = await writeVariants(planner.variants(), {
      outDir: path.join(dir, 'b'),
      cacheDir,
    });
    expect(warm).toMatchObject({ files: 2, rendered: 0, reused: 2, bytes: cold.bytes });
    for (const variant of planner.variants()) {
      const a = await readFile(path.join(dir, 'a', variant.url));
      expect(a.equals(await readFile(path.join(dir, 'b', variant.url)))).toBe(true);
    }
    const webp = planner.variants().find((v) => v.url.endsWith('.webp'))!;
    const meta = await sharp(path.join(dir, 'a', webp.url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 120, height: 75 });
    expect((await readdir(cacheDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // A changed source is a new file: its old variants are not reused.
    await writeFile(
      path.join(images, 'inbox.png'),
      await sharp(path.join(IMAGES, 'docs.jpg')).png().toBuffer(),
    );
    const changed = createVariantPlanner({ imagesDir: images });
    expect(changed.url('/_img/inbox.png?auto=format%2Ccompress&q=75&w=120')).not.toBe(webp.url);
  }, 60_000);

  it('given no output folder, should only fill the cache, whose files then give each size', async () => {
    const planner = createVariantPlanner({ imagesDir: IMAGES });
    planner.imageData(inbox());
    const cacheDir = path.join(dir, 'cache-only');
    const filled = await writeVariants(planner.variants(), { cacheDir });
    expect(filled).toMatchObject({ files: 0, bytes: 0, rendered: 8 });
    const sizeOf = cachedSize(planner.variants(), cacheDir);
    for (const variant of planner.variants())
      expect(sizeOf(variant.url)).toBe(
        (await readFile(path.join(cacheDir, variant.cacheName))).length,
      );
    expect(() => sizeOf('/assets/img/unplanned-000000000000.webp')).toThrow(/not planned/);
  }, 60_000);
});

describe('AVIF where smaller', () => {
  /** Image data as the planner leaves it: WebP in the <img>, the same widths in AVIF before it. */
  const planned = (name: string): ImageData => ({
    layout: 'constrained',
    width: 400,
    height: 250,
    images: {
      fallback: {
        src: `/assets/img/${name}-400.webp`,
        srcSet: `/assets/img/${name}-200.webp 200w, /assets/img/${name}-400.webp 400w`,
        sizes: '100vw',
      },
      sources: [
        {
          type: 'image/avif',
          srcSet: `/assets/img/${name}-200.avif 200w, /assets/img/${name}-400.avif 400w`,
          sizes: '100vw',
        },
      ],
    },
  });
  const bytes: Record<string, number> = {
    // AVIF smaller at both widths.
    '/assets/img/photo-200.webp': 5_000,
    '/assets/img/photo-200.avif': 4_000,
    '/assets/img/photo-400.webp': 15_000,
    '/assets/img/photo-400.avif': 11_000,
    // AVIF larger at the small width: its container outweighs the gain.
    '/assets/img/avatar-200.webp': 600,
    '/assets/img/avatar-200.avif': 810,
    '/assets/img/avatar-400.webp': 2_000,
    '/assets/img/avatar-400.avif': 1_900,
  };

  it('given a site whose pictures gain in AVIF at every width or not, should keep the source only for the first', () => {
    const photo = planned('photo');
    const avatar = planned('avatar');
    // The same picture named by two pages is one object, settled once.
    const site = { pages: [{ hero: photo }, { cards: [{ image: photo }, { image: avatar }] }] };
    const asked: string[] = [];
    const result = keepSmallerAvif(site, (url) => {
      asked.push(url);
      return bytes[url]!;
    });
    expect(result).toMatchObject({ kept: 1, dropped: 1 });
    expect(photo.images.sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(avatar.images.sources).toEqual([]);
    expect([...result.unused].sort()).toEqual([
      '/assets/img/avatar-200.avif',
      '/assets/img/avatar-400.avif',
    ]);

    // Settled data is not looked at again (an incremental build keeps unchanged pages).
    asked.length = 0;
    expect(keepSmallerAvif(site, () => Number.NaN)).toMatchObject({ kept: 0, dropped: 0 });
    expect(asked).toEqual([]);
  });

  it('given a file it cannot size, should throw and leave the picture to be settled later', () => {
    const photo = planned('photo');
    expect(() =>
      keepSmallerAvif(photo, () => {
        throw new Error('gone');
      }),
    ).toThrow('gone');
    expect(keepSmallerAvif(photo, (url) => bytes[url]!)).toMatchObject({ kept: 1 });
  });
});

describe('configuration', () => {
  it('given IMAGE_VARIANTS, should accept build and service and name a bad value', () => {
    expect(imageVariantsMode({})).toBe('build');
    expect(imageVariantsMode({ IMAGE_VARIANTS: 'service' })).toBe('service');
    expect(() => imageVariantsMode({ IMAGE_VARIANTS: 'cdn' })).toThrow(/IMAGE_VARIANTS.*"cdn"/);
  });

  it('given STATIC_IMAGE_CONCURRENCY, should default to 2 and name a bad value', () => {
    expect(staticImageConcurrency({})).toBe(2);
    expect(staticImageConcurrency({ STATIC_IMAGE_CONCURRENCY: '1' })).toBe(1);
    expect(() => staticImageConcurrency({ STATIC_IMAGE_CONCURRENCY: '0' })).toThrow(
      /STATIC_IMAGE_CONCURRENCY/,
    );
  });

  it('given built files, should list those still naming the image service', () => {
    const texts: Record<string, string> = {
      'a/index.html': '<img src="/assets/img/a-1.webp">',
      'b/index.html': '<img srcset="/_img/b.png?w=10 10w">',
    };
    expect(serviceImageReferences(Object.keys(texts), (file) => texts[file] ?? '')).toEqual([
      'b/index.html: /_img/b.png?w=10',
    ]);
  });
});
