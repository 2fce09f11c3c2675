/**
 * Build-time image resolution: content refers to an image as
 * `{ "$image": "inbox.png", "layout": "constrained", "width": 640 }`; this replaces every such
 * reference in page props with its ImageData (SPEC §3.3), reading the source's size and
 * dominant colour from content/images/ (or taking `sourceWidth`/`sourceHeight` for images that
 * live only on the CDN). Node only.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageCdnConfig } from './config.ts';
import { getImageData, type ImageData, type ImageSource } from './image-data.ts';

export const DEFAULT_IMAGES_DIR = path.resolve(import.meta.dirname, '../../content/images');

export interface ImageRef {
  $image: string;
  layout?: string;
  width?: number;
  height?: number;
  aspectRatio?: number;
  backgroundColor?: string;
  sourceWidth?: number;
  sourceHeight?: number;
}

export function isImageRef(value: unknown): value is ImageRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { $image?: unknown }).$image === 'string'
  );
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

async function resolveRef(
  ref: ImageRef,
  lookup: Lookup,
  config: ImageCdnConfig,
  warn?: (m: string) => void,
): Promise<ImageData | null> {
  let source = await lookup(ref.$image);
  if (!source && ref.sourceWidth !== undefined && ref.sourceHeight !== undefined) {
    source = { src: ref.$image, width: ref.sourceWidth, height: ref.sourceHeight };
  }
  if (!source) {
    (warn ?? console.warn)(
      `[image] ${ref.$image}: not found in content/images/ and no sourceWidth/sourceHeight given`,
    );
    return null;
  }
  return getImageData(source, ref, config, warn);
}

/** A copy of `value` with every image reference replaced by its ImageData (or null). */
export async function resolveImageRefs<T>(
  value: T,
  config: ImageCdnConfig,
  lookup: Lookup = localSources(),
  warn?: (message: string) => void,
): Promise<T> {
  const walk = async (node: unknown): Promise<unknown> => {
    if (isImageRef(node)) return resolveRef(node, lookup, config, warn);
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
