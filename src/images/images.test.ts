import { describe, expect, it, vi } from 'vitest';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_IMAGE_CONFIG,
  ImageConfigError,
  imageConfig,
  validateAspectRatio,
  validateImageConfig,
} from './config.ts';
import { getImageData, type ImageOptions } from './image-data.ts';
import sharp from 'sharp';
import { dominantColour, resolveContentImages, type ResolvedContentImage } from './resolve.ts';

const dataOf = (image: unknown) => (image as ResolvedContentImage).data;
import { buildImageUrl, buildSrcSet, navImageUrl } from './urls.ts';

const local = imageConfig();
const cdn = imageConfig({ domain: 'harbor.imgix.net' });
const source = { src: 'inbox.png', width: 1600, height: 1000 };

function widthsOf(srcSet: string | undefined): number[] {
  return (srcSet ?? '').split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
}

function data(options: ImageOptions, src = source) {
  const warn = vi.fn();
  const result = getImageData(src, options, local, warn);
  return { result, warnings: warn.mock.calls.map((call) => String(call[0])) };
}

describe('image CDN configuration (docs/product.md §9.4)', () => {
  it.each([
    ['https://harbor.imgix.net', /protocol/],
    ['harbor.imgix.net/images', /path/],
    ['localhost', /fully qualified/],
    ['harbor imgix.net', /fully qualified/],
  ])('given the domain %s, should refuse it', (domain, message) => {
    expect(() => imageConfig({ domain })).toThrow(message);
  });

  it.each([
    [{ minWidth: 0 }, /positive integers/],
    [{ minWidth: 10.5 }, /positive integers/],
    [{ minWidth: 900, maxWidth: 800 }, /below maxWidth/],
    [{ minWidth: 800, maxWidth: 800 }, /below maxWidth/],
    [{ widthTolerance: 0.001 }, /at least 0.01/],
    [{ devicePixelRatios: [1, 6] }, /between 1 and 5/],
    [{ devicePixelRatios: [0.5] }, /between 1 and 5/],
  ])('given %o, should throw ImageConfigError', (overrides, message) => {
    expect(() => validateImageConfig({ ...DEFAULT_IMAGE_CONFIG, ...overrides })).toThrow(
      ImageConfigError,
    );
    expect(() => validateImageConfig({ ...DEFAULT_IMAGE_CONFIG, ...overrides })).toThrow(message);
  });

  it('given aspect ratio texts, should accept number:number only', () => {
    expect(() => validateAspectRatio('16:9')).not.toThrow();
    expect(() => validateAspectRatio('1.5:1')).not.toThrow();
    for (const bad of ['16/9', '16:', 'a:b', '16:9:1'])
      expect(() => validateAspectRatio(bad)).toThrow(/number:number/);
    expect(() => buildImageUrl('inbox.png', { ar: '4x3' }, local)).toThrow(/number:number/);
  });
});

describe('image URLs', () => {
  it('given no domain, should point at the local service with auto=format,compress and q=75', () => {
    const url = new URL(buildImageUrl('inbox.png', { w: 300 }, local), 'http://site');
    expect(url.pathname).toBe('/_img/inbox.png');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      auto: 'format,compress',
      q: '75',
      w: '300',
    });
  });

  it('given a domain, should point at the CDN over https', () => {
    expect(buildImageUrl('/docs.jpg', { w: 300 }, cdn)).toMatch(
      /^https:\/\/harbor\.imgix\.net\/docs\.jpg\?/,
    );
  });

  it('given a full URL as the source, should refuse it', () => {
    expect(() => buildImageUrl('https://evil.example/x.png', {}, local)).toThrow(ImageConfigError);
  });

  it('given no width, should list srcset widths from 100 to 8192, each 16% above the last (8% tolerance either way)', () => {
    const widths = widthsOf(buildSrcSet('inbox.png', {}, local));
    expect(widths[0]).toBe(100);
    expect(widths.at(-1)).toBe(8192);
    const steps = widths.slice(1).map((width, i) => width / (widths[i] as number));
    // The last step is whatever is left up to the maximum width.
    for (const step of steps.slice(0, -1)) {
      expect(step).toBeGreaterThanOrEqual(1.15);
      expect(step).toBeLessThanOrEqual(1.17);
    }
    expect(steps.at(-1)).toBeLessThanOrEqual(1.17);
    expect(widths).toHaveLength(31);
  });

  it('given a fixed width, should list pixel ratios 1 to 5 at qualities 75, 50, 35, 23, 20', () => {
    const entries = buildSrcSet('inbox.png', { w: 200 }, local).split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x', '3x', '4x', '5x']);
    expect(
      entries.map((entry) =>
        new URL(entry.split(' ')[0] as string, 'http://s').searchParams.get('q'),
      ),
    ).toEqual(['75', '50', '35', '23', '20']);
  });

  it('given a navigation image, should be 660 px wide at a quality from 75 to 85', () => {
    const q = (url: string) => new URL(url, 'http://s').searchParams;
    expect(q(navImageUrl('inbox.png', local)).get('w')).toBe('660');
    expect(q(navImageUrl('inbox.png', local)).get('q')).toBe('75');
    expect(q(navImageUrl('inbox.png', local, 99)).get('q')).toBe('85');
    expect(q(navImageUrl('inbox.png', local, 10)).get('q')).toBe('75');
  });
});

describe('image data (docs/product.md §9.2)', () => {
  describe('placeholder', () => {
    const coloured = { ...source, backgroundColor: '#102030' };

    it('given no placeholder option, should show the dominant colour only', () => {
      const { result } = data({}, coloured);
      expect(result?.backgroundColor).toBe('#102030');
      expect(result?.placeholder).toBeUndefined();
    });

    it('given placeholder none, should show nothing while loading', () => {
      const { result } = data({ placeholder: 'none' }, coloured);
      expect(result?.backgroundColor).toBeUndefined();
      expect(result?.placeholder).toBeUndefined();
    });

    it('given placeholder blurred, should add a 20 px version of the same crop over the colour', () => {
      const { result } = data({ placeholder: 'blurred', width: 400, height: 400 }, coloured);
      expect(result?.backgroundColor).toBe('#102030');
      const url = new URL(result?.placeholder?.fallback ?? '', 'http://x');
      expect(url.pathname).toBe('/_img/inbox.png');
      expect(url.searchParams.get('w')).toBe('20');
      expect(url.searchParams.get('ar')).toBe('1:1');
      expect(url.searchParams.get('fit')).toBe('crop');
    });
  });

  it('given no options, should be constrained at the default width 800 with densities 0.25, 0.5, 1, 2', () => {
    const { result, warnings } = data({});
    expect(warnings).toEqual([]);
    expect(result).toMatchObject({ layout: 'constrained', width: 800, height: 500 });
    expect(widthsOf(result?.images.fallback.srcSet)).toEqual([200, 400, 800, 1600]);
    expect(result?.images.fallback.sizes).toBe('(min-width: 800px) 800px, 100vw');
  });

  it('given a fixed width, should render it at 1x and 2x, at the qualities of those ratios', () => {
    const { result } = data({ layout: 'fixed', width: 300 });
    const candidates = (result?.images.fallback.srcSet ?? '').split(', ').map((entry) => {
      const [url, descriptor] = entry.split(' ');
      const params = new URL(url!, 'http://s').searchParams;
      return [descriptor, params.get('w'), params.get('dpr'), params.get('q')];
    });
    expect(candidates).toEqual([
      ['1x', '300', '1', '75'],
      ['2x', '300', '2', '50'],
    ]);
    // Pixel-ratio candidates need no sizes.
    expect(result?.images.fallback.sizes).toBeUndefined();
    // No 2x a source of 500 px cannot give.
    expect(
      data({ layout: 'fixed', width: 300 }, { ...source, width: 500 }).result?.images.fallback
        .srcSet,
    ).toMatch(/ 1x$/);
  });

  it('given fullWidth, should use the breakpoints 750, 1080, 1366, 1920 clamped to the source', () => {
    expect(
      widthsOf(
        data({ layout: 'fullWidth' }, { src: 'a.png', width: 3000, height: 1500 }).result?.images
          .fallback.srcSet,
      ),
    ).toEqual([750, 1080, 1366, 1920]);
    expect(widthsOf(data({ layout: 'fullWidth' }).result?.images.fallback.srcSet)).toEqual([
      750, 1080, 1366, 1600,
    ]);
    expect(data({ layout: 'fullWidth' }).result?.images.fallback.sizes).toBe('100vw');
  });

  it('given fullWidth with width or height, should warn and ignore them', () => {
    const { result, warnings } = data({ layout: 'fullWidth', width: 400 });
    expect(warnings).toEqual([
      expect.stringMatching(/must not be given with the fullWidth layout/),
    ]);
    expect(result?.width).toBe(1600);
  });

  it('given an unknown layout, should warn and use constrained', () => {
    const { result, warnings } = data({ layout: 'stretchy' });
    expect(warnings).toEqual([
      expect.stringMatching(/"stretchy" is not fixed, fullWidth or constrained/),
    ]);
    expect(result?.layout).toBe('constrained');
  });

  it.each([0, -20, Number.NaN])(
    'given the width %s, should warn that it must be greater than 0',
    (width) => {
      const { result, warnings } = data({ width });
      expect(warnings).toEqual([expect.stringMatching(/width must be greater than 0/)]);
      expect(result?.width).toBe(800);
    },
  );

  it('given a width above the source, should clamp to the source and warn', () => {
    const { result, warnings } = data({ width: 2400 });
    expect(warnings).toEqual([expect.stringMatching(/larger than the source \(1600\); clamped/)]);
    expect(result?.width).toBe(1600);
    expect(Math.max(...widthsOf(result?.images.fallback.srcSet))).toBe(1600);
  });

  it('given width and height of other proportions, should crop with ar as number:number', () => {
    const { result } = data({ width: 400, height: 400 });
    expect(result).toMatchObject({ width: 400, height: 400 });
    const url = new URL(result?.images.fallback.src ?? '', 'http://s');
    expect(url.searchParams.get('ar')).toBe('1:1');
    expect(url.searchParams.get('fit')).toBe('crop');
  });

  it('given a source of unknown proportions, should fall back to 4/3', () => {
    const { result } = data({ width: 400 }, { src: 'x.png', width: 1200, height: Number.NaN });
    expect(result).toBeNull();
    expect(data({ width: 400, aspectRatio: 4 / 3 }).result).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it('given a GIF, should give the plain file without a srcset', () => {
    const { result } = data({ width: 100 }, { src: 'typing.gif', width: 240, height: 160 });
    expect(result).toMatchObject({ isGif: true, width: 100, height: 67 });
    expect(result?.images.fallback).toEqual({ src: '/_img/typing.gif' });
  });

  it('given no image, should warn and give null', () => {
    const warn = vi.fn();
    expect(getImageData(null, {}, local, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/missing image/));
  });
});

describe('content images', () => {
  it('given content images under /images/, should attach image data read from the files', async () => {
    const resolved = await resolveContentImages(
      {
        hero: { src: '/images/docs.jpg', alt: 'Docs', width: 600 },
        list: [{ src: '/images/typing.gif', alt: '' }],
        text: 'kept',
      },
      local,
    );
    expect(resolved.text).toBe('kept');
    expect(resolved.hero).toMatchObject({ src: '/images/docs.jpg', alt: 'Docs' });
    expect(dataOf(resolved.hero)).toMatchObject({
      width: 600,
      height: 450,
      backgroundColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(dataOf(resolved.hero)?.images.fallback.src).toMatch(/^\/_img\/docs\.jpg\?/);
    expect(dataOf(resolved.list[0])).toMatchObject({ isGif: true, width: 240, height: 160 });
  });

  it('given a missing file, should warn and attach null', async () => {
    const warn = vi.fn();
    const resolved = await resolveContentImages(
      { hero: { src: '/images/nope.png', alt: '' } },
      local,
      undefined,
      warn,
    );
    expect(dataOf(resolved.hero)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/nope\.png: not found/));
  });

  it('given a path leaving content/images, should not read it', async () => {
    const warn = vi.fn();
    const resolved = await resolveContentImages(
      { hero: { src: '/images/../../package.json', alt: '' } },
      local,
      undefined,
      warn,
    );
    expect(dataOf(resolved.hero)).toBeNull();
  });

  it('given an external https image, should show it as given at its stated size', async () => {
    const resolved = await resolveContentImages(
      { hero: { src: 'https://images.cms.example/a.png', alt: 'A', width: 300, height: 200 } },
      local,
    );
    expect(dataOf(resolved.hero)).toMatchObject({
      width: 300,
      height: 200,
      images: { fallback: { src: 'https://images.cms.example/a.png' } },
    });
  });
});

describe('dominantColour', () => {
  /** A 10 × 10 image: `fill` everywhere but the top row, which is `stripe`. */
  function picture(channels: 1 | 3 | 4, fill: number[], stripe: number[]) {
    const pixels = Buffer.alloc(10 * 10 * channels);
    for (let i = 0; i < 100; i++) pixels.set(i < 10 ? stripe : fill, i * channels);
    return sharp(pixels, { raw: { width: 10, height: 10, channels } });
  }

  it('given a mostly red picture, should give the centre of the red bin', async () => {
    await expect(dominantColour(picture(3, [250, 3, 9], [0, 0, 255]))).resolves.toBe('#f80808');
  });

  it('given a greyscale picture, should give a grey', async () => {
    await expect(dominantColour(picture(1, [100], [0]))).resolves.toBe('#686868');
  });

  it('given transparency, should count the colour and leave the alpha out', async () => {
    await expect(dominantColour(picture(4, [20, 200, 40, 0], [255, 255, 255, 255]))).resolves.toBe(
      '#18c828',
    );
  });

  it("given every content image, should agree with sharp's stats() but for a bin edge", async () => {
    const dir = path.resolve(import.meta.dirname, '../../content/images');
    const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const differ: { file: string; gaps: string }[] = [];
    for (const file of files) {
      const { r, g, b } = (await sharp(file).stats()).dominant;
      const ours = await dominantColour(sharp(file));
      const gaps = [r, g, b]
        .map((value, index) =>
          Math.abs(value - Number.parseInt(ours.slice(1 + index * 2, 3 + index * 2), 16)),
        )
        .sort((x, y) => x - y);
      if (gaps.some((gap) => gap > 0)) differ.push({ file, gaps: gaps.join(' ') });
    }
    expect(files.length).toBeGreaterThan(30);
    // A flat colour right at a bin's edge (the lavender tint at 240 = 0xf0, say) can land in the
    // neighbouring bin in one count and not the other: rare, at most one file in ten (4 of 50
    // today, all flat drawings)…
    expect(differ.length).toBeLessThanOrEqual(files.length / 10);
    // …and only ever one channel, one bin (16 levels) across.
    expect(differ.filter(({ gaps }) => gaps !== '0 0 16')).toEqual([]);
    // Decodes every content image twice: about 1 s on an idle machine, several under load.
  }, 30_000);
});
