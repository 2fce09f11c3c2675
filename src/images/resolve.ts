/**
 * Build-time image resolution: content names an image as `{ "src": "/images/inbox.png", "alt":
 * "…", "width": 640 }`; the loader passes page props and shared data through
 * resolveContentImages, which attaches each image's ImageData (docs/product.md §9.2) as `data`,
 * reading the source's size and dominant colour from content/images/. The browser then only renders
 * finished URLs. Node only.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageCdnConfig } from './config.ts';
import {
  getImageData,
  type ImageData,
  type ImagePlaceholder,
  type ImageSource,
} from './image-data.ts';

export const DEFAULT_IMAGES_DIR = path.resolve(import.meta.dirname, '../../content/images');

/** A content image (src/contracts/schemas/common.ts imageSchema): `/images/…` or an https URL. */
export interface ContentImageLike {
  src: string;
  alt: string;
  layout?: string;
  width?: number;
  height?: number;
  backgroundColor?: string;
  placeholder?: ImagePlaceholder;
}

/** A content image with its ImageData attached by the build; null when the image is missing. */
export type ResolvedContentImage<T extends ContentImageLike = ContentImageLike> = T & {
  data: ImageData | null;
};

export function isContentImage(value: unknown): value is ContentImageLike {
  if (typeof value !== 'object' || value === null) return false;
  const { src, alt } = value as { src?: unknown; alt?: unknown };
  return typeof src === 'string' && typeof alt === 'string' && /^(\/images\/|https:\/\/)/.test(src);
}

/** Path of a content image on the image service: `/images/inbox.png` → `inbox.png`. */
export function imagePath(src: string): string {
  return src.replace(/^\/images\//, '');
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Bins per channel of the colour histogram, as sharp's `stats().dominant` has them. */
const BINS = 16;

/**
 * An image's most common colour, as sharp's `stats().dominant` defines it: the centre of the
 * fullest bin of a 16 × 16 × 16 histogram of its pixels, alpha left out. Counted here from the
 * decoded pixels: stats() also measures every channel's entropy and sharpness, which no page
 * uses (for the 34 content images: 1.5–2.1 s of CPU with stats(), 0.5–0.8 s this way). A pixel
 * decoded through sharp's pipeline can land one level across a bin edge from where stats() sees
 * it: 2 of the 34 images got the neighbouring bin in one channel.
 */
export async function dominantColour(image: Sharp): Promise<string> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const step = 256 / BINS;
  const counts = new Uint32Array(BINS ** 3);
  const grey = info.channels < 3;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = (data[i] as number) / step;
    const g = grey ? r : (data[i + 1] as number) / step;
    const b = grey ? r : (data[i + 2] as number) / step;
    counts[(Math.floor(r) * BINS + Math.floor(g)) * BINS + Math.floor(b)]! += 1;
  }
  let fullest = 0;
  counts.forEach((count, bin) => {
    if (count > (counts[fullest] as number)) fullest = bin;
  });
  const centre = (index: number) => hex(index * step + step / 2);
  return `#${centre(Math.floor(fullest / BINS ** 2))}${centre(Math.floor(fullest / BINS) % BINS)}${centre(fullest % BINS)}`;
}

/**
 * Each image file's size and colour as last measured, kept while the file is unchanged (its size,
 * times and inode): a long-lived build process (watch mode) loads the site per edit, and the
 * colours of the content's images were 0.5–0.8 s of CPU each time.
 */
const measured = new Map<
  string,
  {
    stamp: string;
    size: Promise<Pick<ImageSource, 'width' | 'height' | 'backgroundColor'>>;
  }
>();

/** Size and dominant colour of files under content/images/, read once per file. */
export function localSources(imagesDir: string = DEFAULT_IMAGES_DIR) {
  const dir = path.resolve(imagesDir);
  const cache = new Map<string, Promise<ImageSource | null>>();
  return (src: string): Promise<ImageSource | null> => {
    const file = path.resolve(dir, src.replace(/^\/+/, ''));
    if (!file.startsWith(dir + path.sep)) return Promise.resolve(null);
    let found = cache.get(file);
    if (!found) {
      found = (async () => {
        try {
          const stats = await stat(file);
          const stamp = `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
          let sized = measured.get(file);
          if (sized?.stamp !== stamp) {
            const image = sharp(file);
            sized = {
              stamp,
              size: Promise.all([image.metadata(), dominantColour(image.clone())]).then(
                ([meta, backgroundColor]) => ({
                  width: meta.width,
                  height: meta.pageHeight ?? meta.height,
                  backgroundColor,
                }),
              ),
            };
            measured.set(file, sized);
            sized.size.catch(() => measured.delete(file));
          }
          return { src, ...(await sized.size) };
        } catch {
          return null;
        }
      })();
      cache.set(file, found);
    }
    return found;
  };
}

type Lookup = (src: string) => Promise<ImageSource | null>;
type Warn = (message: string) => void;

function imageDataFor(
  image: ContentImageLike,
  source: ImageSource | null,
  config: ImageCdnConfig,
  warn: Warn,
  warnImageData: Warn,
): ImageData | null {
  const options = {
    layout: image.layout,
    width: image.width,
    height: image.height,
    backgroundColor: image.backgroundColor,
    placeholder: image.placeholder,
  };
  if (image.src.startsWith('https://')) {
    // An asset elsewhere (e.g. the CMS's own CDN): shown as given, at the size content states.
    if (!image.width || !image.height) {
      warn(`[image] ${image.src}: an external image needs width and height`);
      return null;
    }
    return {
      layout:
        image.layout === 'fixed' || image.layout === 'fullWidth' ? image.layout : 'constrained',
      width: image.width,
      height: image.height,
      images: { fallback: { src: image.src }, sources: [] },
      ...(image.backgroundColor ? { backgroundColor: image.backgroundColor } : {}),
    };
  }
  if (!source) {
    warn(`[image] ${image.src}: not found in content/images/`);
    return null;
  }
  return getImageData(source, options, config, warnImageData);
}

/**
 * A copy of `value` in which every content image carries `data`: its ImageData
 * (docs/product.md §9.2), built with the image CDN's URL builder from the file's real size and
 * dominant colour; `finish`, when given, rewrites each ImageData once (the build points the
 * local service's URLs at files of its own: scripts/build/static-images.ts).
 *
 * Cost: one synchronous pass copies only the objects on the way to an image; everything else
 * is shared, so memory grows with the images, not with the size of the content. Each file is
 * looked up once, and the same image with the same options is computed once (its ImageData
 * object is shared).
 */
export async function resolveContentImages<T>(
  value: T,
  config: ImageCdnConfig,
  lookup: Lookup = localSources(),
  warn?: Warn,
  finish?: (data: ImageData) => ImageData,
): Promise<T> {
  // The same image with the same options always gives the same data (and warnings).
  const computed = new Map<string, { data: ImageData | null; warnings: string[] }>();
  const dataFor = (image: ContentImageLike): ImageData | null => {
    const { src, layout, width, height, backgroundColor, placeholder } = image;
    const key = JSON.stringify([src, layout, width, height, backgroundColor, placeholder]);
    let entry = computed.get(key);
    if (!entry) {
      const warnings: string[] = [];
      const note = (message: string) => warnings.push(message);
      const source = src.startsWith('https://') ? null : (sources.get(imagePath(src)) ?? null);
      // Without a warn callback, getImageData's own messages carry its `[image] ` prefix.
      const made = imageDataFor(
        image,
        source,
        config,
        note,
        warn ? note : (m) => note(`[image] ${m}`),
      );
      const data = made && finish ? finish(made) : made;
      computed.set(key, (entry = { data, warnings }));
    }
    for (const message of entry.warnings) (warn ?? console.warn)(message);
    return entry.data;
  };
  const found: [ContentImageLike, ResolvedContentImage][] = [];
  const walk = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    // Rich-text text nodes (most objects of a post) hold only a value and marks.
    if ((node as { nodeType?: unknown }).nodeType === 'text') return node;
    let out: unknown = node;
    if (isContentImage(node)) {
      const resolved: ResolvedContentImage = { ...node, data: null };
      found.push([node, resolved]);
      out = resolved;
    } else if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      for (let i = 0; i < node.length; i++) {
        const item = walk(node[i]);
        if (item !== node[i]) (copy ??= node.slice())[i] = item;
      }
      if (copy) out = copy;
    } else {
      let copy: Record<string, unknown> | undefined;
      const record = node as Record<string, unknown>;
      for (const key in record) {
        const child = walk(record[key]);
        if (child !== record[key]) (copy ??= { ...record })[key] = child;
      }
      if (copy) out = copy;
    }
    return out;
  };
  const result = walk(value) as T;
  const files = new Set<string>();
  for (const [image] of found)
    if (!image.src.startsWith('https://')) files.add(imagePath(image.src));
  const sources = new Map<string, ImageSource | null>();
  await Promise.all([...files].map(async (file) => sources.set(file, await lookup(file))));
  for (const [image, resolved] of found) resolved.data = dataFor(image);
  return result;
}
