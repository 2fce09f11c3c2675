/**
 * Build-time image resolution: content names an image as `{ "src": "/images/inbox.png", "alt":
 * "…", "width": 640 }`; the loader passes page props and shared data through
 * resolveContentImages, which attaches each image's ImageData (SPEC §3.3) as `data`, reading
 * the source's size and dominant colour from content/images/. The browser then only renders
 * finished URLs. Node only.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageCdnConfig } from './config.ts';
import { getImageData, type ImageData, type ImageSource } from './image-data.ts';

export const DEFAULT_IMAGES_DIR = path.resolve(import.meta.dirname, '../../content/images');

/** A content image (src/content/schemas/common.ts imageSchema): `/images/…` or an https URL. */
export interface ContentImageLike {
  src: string;
  alt: string;
  layout?: string;
  width?: number;
  height?: number;
  backgroundColor?: string;
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

/** Size and dominant colour of files under content/images/, read once per file. */
export function localSources(dir: string = DEFAULT_IMAGES_DIR) {
  const cache = new Map<string, Promise<ImageSource | null>>();
  return (src: string): Promise<ImageSource | null> => {
    const file = path.resolve(dir, src.replace(/^\/+/, ''));
    if (!file.startsWith(dir + path.sep)) return Promise.resolve(null);
    let found = cache.get(file);
    if (!found) {
      found = (async () => {
        try {
          await stat(file);
          const image = sharp(file);
          const [meta, stats] = await Promise.all([image.metadata(), image.stats()]);
          const { r, g, b } = stats.dominant;
          const height = meta.pageHeight ?? meta.height;
          return {
            src,
            width: meta.width,
            height,
            backgroundColor: `#${hex(r)}${hex(g)}${hex(b)}`,
          };
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

async function imageDataFor(
  image: ContentImageLike,
  lookup: Lookup,
  config: ImageCdnConfig,
  warn?: Warn,
): Promise<ImageData | null> {
  const options = {
    layout: image.layout,
    width: image.width,
    height: image.height,
    backgroundColor: image.backgroundColor,
  };
  if (image.src.startsWith('https://')) {
    // An asset elsewhere (e.g. the CMS's own CDN): shown as given, at the size content states.
    if (!image.width || !image.height) {
      (warn ?? console.warn)(`[image] ${image.src}: an external image needs width and height`);
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
  const source = await lookup(imagePath(image.src));
  if (!source) {
    (warn ?? console.warn)(`[image] ${image.src}: not found in content/images/`);
    return null;
  }
  return getImageData(source, options, config, warn);
}

/**
 * A copy of `value` in which every content image carries `data`: its ImageData (SPEC §3.3),
 * built with the image CDN's URL builder from the file's real size and dominant colour.
 */
export async function resolveContentImages<T>(
  value: T,
  config: ImageCdnConfig,
  lookup: Lookup = localSources(),
  warn?: Warn,
): Promise<T> {
  const walk = async (node: unknown): Promise<unknown> => {
    if (isContentImage(node))
      return { ...node, data: await imageDataFor(node, lookup, config, warn) };
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (typeof node === 'object' && node !== null) {
      const entries = await Promise.all(
        Object.entries(node).map(async ([k, v]) => [k, await walk(v)] as const),
      );
      return Object.fromEntries(entries);
    }
    return node;
  };
  return (await walk(value)) as T;
}
