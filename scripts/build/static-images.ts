/**
 * Images without a server (docs/deployment.md, "Images on a static host"): with no image CDN,
 * the build points every image URL of the pages at a file of its own under `/assets/img/` and
 * writes those files, so `dist/` alone serves every picture. The on-demand service (`/_img/`)
 * stays for `npm run dev` and for `IMAGE_VARIANTS=service`.
 *
 * The planner reads the URLs the URL builder made (src/images/urls.ts, `/_img/<file>?…`) with the
 * image service's own parser, so a file holds exactly what the service would answer; only
 * `auto=format`, which the service settles per request by `Accept`, is settled here twice: the
 * `<img>` names WebP files, which every browser the site supports shows, and a `<source>` before
 * it names the same widths in AVIF (as the service would send them), which browsers that read
 * AVIF take instead. A file's name is a hash of what makes its bytes: the source's bytes, the
 * canonical transform, the format and the renderer (render.ts, sharp, libvips and encoder
 * versions). Rendered files are kept in a persistent cache under that hash, so an
 * unchanged image is never rendered twice, and a rebuild writes the same bytes under the same
 * names.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { ImageData } from '../../src/images/image-data.ts';
import {
  BadImageRequest,
  canonicalTransform,
  IMAGE_ROUTE,
  MAX_PIXELS,
  outputSize,
  parseTransform,
  resolveSource,
} from '../../server/images/images.ts';
import { createRenderProcess } from '../../server/images/render-process.ts';
import type { Format, Transform } from '../../server/images/transform.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the image files are published: under /assets/, so every host caches them immutably. */
export const STATIC_IMAGE_PATH = '/assets/img';
/** The format `auto=format` becomes in a file: read by every browser the site supports. */
export const STATIC_AUTO_FORMAT: Format = 'webp';
/** Where rendered files are kept between builds, each under the hash of what makes its bytes. */
export const STATIC_IMAGE_CACHE = path.join(ROOT, '.cache/static-images');
/** Renders at once by default: the build machine's two cores (env STATIC_IMAGE_CONCURRENCY). */
export const DEFAULT_STATIC_IMAGE_CONCURRENCY = 2;

export type ImageVariantsMode = 'build' | 'service';

/**
 * How pages address images when no CDN is set: `build` (default) files written by the build,
 * `service` the on-demand `/_img/` service of the Node server. Throws naming a bad value.
 */
export function imageVariantsMode(env: Record<string, string | undefined>): ImageVariantsMode {
  const value = env.IMAGE_VARIANTS?.trim() || 'build';
  if (value !== 'build' && value !== 'service')
    throw new Error(`IMAGE_VARIANTS must be "build" or "service", got "${value}"`);
  return value;
}

/** Renders at once (env STATIC_IMAGE_CONCURRENCY); throws naming a bad value. */
export function staticImageConcurrency(env: Record<string, string | undefined>): number {
  const raw = env.STATIC_IMAGE_CONCURRENCY?.trim();
  if (!raw) return DEFAULT_STATIC_IMAGE_CONCURRENCY;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`STATIC_IMAGE_CONCURRENCY must be a whole number ≥ 1, got "${raw}"`);
  return value;
}

/** One file the pages reference. */
export interface ImageVariant {
  /** The URL path the pages use, e.g. `/assets/img/inbox-3f2a9c1d0b7e.webp`. */
  url: string;
  /** Its name in the persistent cache (the hash and the extension). */
  cacheName: string;
  /** The source file under content/images/. */
  source: string;
  transform: Transform;
  format: Format;
  /** The source as it is (a GIF, or a request that changes nothing): copied, not rendered. */
  copy: boolean;
}

const EXTENSION_FORMAT: Record<string, Format> = {
  '.png': 'png',
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.gif': 'gif',
  '.webp': 'webp',
  '.avif': 'avif',
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What else makes the bytes: the render code and the encoders' versions. */
function rendererVersion(): string {
  const code = readFileSync(path.join(ROOT, 'server/images/render.ts'));
  return sha256(
    [
      sha256(code),
      sharp.versions.sharp,
      sharp.versions.vips,
      sharp.versions.webp,
      sharp.versions.heif,
      sharp.versions.aom,
    ].join('\0'),
  );
}

/** A srcset's candidates, in order, each as its URL and its descriptors. */
const candidates = (srcSet: string): [url: string, ...descriptors: string[]][] =>
  srcSet.split(/,\s+/).map((candidate) => {
    const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
    return [url, ...descriptors];
  });

/** The candidates' URLs of a srcset, in order. */
const candidateUrls = (srcSet: string) => candidates(srcSet).map(([url]) => url);

/**
 * Plans the files for the URLs it is shown; `imageData` rewrites one ImageData in place of the
 * service's URLs (pass it to loadSite's `imageData`). Throws on a URL the image service would
 * refuse, naming it, so a broken image fails the build rather than the visitor.
 */
export function createVariantPlanner({
  imagesDir = path.join(ROOT, 'content/images'),
  renderer = rendererVersion(),
}: { imagesDir?: string; renderer?: string } = {}) {
  const root = path.resolve(imagesDir);
  const sourceHashes = new Map<string, string>();
  const byUrl = new Map<string, ImageVariant>();
  const planned = new Map<string, string>();

  const sourceHash = (file: string) => {
    let hash = sourceHashes.get(file);
    if (hash === undefined) {
      hash = sha256(readFileSync(file));
      sourceHashes.set(file, hash);
    }
    return hash;
  };

  /** The file URL for one service URL; anything else (an https URL) is returned as it is. */
  const url = (serviceUrl: string): string => {
    if (!serviceUrl.startsWith(`${IMAGE_ROUTE}/`)) return serviceUrl;
    const done = planned.get(serviceUrl);
    if (done) return done;
    const parsed = new URL(serviceUrl, 'http://build.invalid');
    // URL parsing resolves dot segments: `/_img/../x` is not a path of the service.
    if (!parsed.pathname.startsWith(`${IMAGE_ROUTE}/`))
      throw new Error(`Image ${serviceUrl}: not a valid image path`);
    let source: string;
    let transform: Transform;
    try {
      source = resolveSource(root, parsed.pathname.slice(IMAGE_ROUTE.length));
      transform = parseTransform(parsed.searchParams);
    } catch (error) {
      if (error instanceof BadImageRequest)
        throw new Error(`Image ${serviceUrl}: ${error.message}`, { cause: error });
      throw error;
    }
    const sourceFormat = EXTENSION_FORMAT[path.extname(source).toLowerCase()] ?? 'png';
    const format: Format =
      transform.fm ??
      (transform.auto.has('format') && sourceFormat !== 'gif' ? STATIC_AUTO_FORMAT : sourceFormat);
    // As the service does: a request that changes nothing (or any GIF left as it is) is the file.
    const copy =
      canonicalTransform(transform).replace(/^auto=[a-z,]+$/, '') === '' &&
      (format === sourceFormat || sourceFormat === 'gif');
    let hashOfSource: string;
    try {
      hashOfSource = sourceHash(source);
    } catch {
      throw new Error(`Image ${serviceUrl}: no file ${path.relative(ROOT, source)}`);
    }
    const key = copy
      ? sha256(`copy\0${hashOfSource}`)
      : sha256([renderer, hashOfSource, canonicalTransform(transform), format].join('\0'));
    const extension = copy ? path.extname(source).slice(1).toLowerCase() : format;
    const stem = path
      .relative(root, source)
      .replace(/\.[^.]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const fileUrl = `${STATIC_IMAGE_PATH}/${stem}-${key.slice(0, 12)}.${extension}`;
    if (!byUrl.has(fileUrl)) {
      byUrl.set(fileUrl, {
        url: fileUrl,
        cacheName: `${key}.${extension}`,
        source,
        transform,
        format: copy ? sourceFormat : format,
        copy,
      });
    }
    planned.set(serviceUrl, fileUrl);
    return fileUrl;
  };

  /** A srcset with each candidate's URL planned (descriptors kept). */
  const srcSet = (value: string, as: (serviceUrl: string) => string = (same) => same): string =>
    candidates(value)
      .map(([first, ...descriptors]) => [url(as(first)), ...descriptors].join(' '))
      .join(', ');

  /**
   * The AVIF source of a srcset whose every URL leaves the format to the service (`auto=format`,
   * no `fm`), as the image service or a CDN would answer a browser that accepts AVIF; else null.
   */
  const avifSource = (data: ImageData): ImageData['images']['sources'][number] | null => {
    const { srcSet: fallbackSrcSet, sizes } = data.images.fallback;
    if (data.isGif || !fallbackSrcSet) return null;
    const negotiated = candidateUrls(fallbackSrcSet).every((serviceUrl) => {
      if (!serviceUrl.startsWith(`${IMAGE_ROUTE}/`)) return false;
      const query = new URL(serviceUrl, 'http://build.invalid').searchParams;
      return !query.has('fm') && (query.get('auto') ?? '').split(',').includes('format');
    });
    if (!negotiated) return null;
    const asAvif = (serviceUrl: string) => {
      const parsed = new URL(serviceUrl, 'http://build.invalid');
      parsed.searchParams.set('fm', 'avif');
      return `${parsed.pathname}${parsed.search}`;
    };
    return {
      type: 'image/avif',
      srcSet: srcSet(fallbackSrcSet, asAvif),
      ...(sizes !== undefined ? { sizes } : {}),
    };
  };

  const imageData = (data: ImageData): ImageData => {
    const { fallback, sources } = data.images;
    const avif = avifSource(data);
    return {
      ...data,
      images: {
        fallback: {
          ...fallback,
          src: url(fallback.src),
          ...(fallback.srcSet !== undefined ? { srcSet: srcSet(fallback.srcSet) } : {}),
        },
        sources: [
          ...(avif ? [avif] : []),
          ...sources.map((source) => ({ ...source, srcSet: srcSet(source.srcSet) })),
        ],
      },
      ...(data.placeholder ? { placeholder: { fallback: url(data.placeholder.fallback) } } : {}),
    };
  };

  return {
    url,
    srcSet,
    imageData,
    /** Every planned file, by URL (a stable order, whatever order pages were resolved in). */
    variants: (): ImageVariant[] => [...byUrl.values()].sort((a, b) => a.url.localeCompare(b.url)),
  };
}
export type VariantPlanner = ReturnType<typeof createVariantPlanner>;

/**
 * Image data already settled by keepSmallerAvif: an incremental build keeps the pages it did not
 * change, and their pictures' files were planned by another planner.
 */
const settled = new WeakSet<object>();

/**
 * Keeps the planner's AVIF source of an image only where AVIF is smaller: where any of its
 * widths is as large in AVIF as in WebP (small pictures, where AVIF's container outweighs its
 * better compression), the source is taken out and every browser gets the WebP. Walks `value`
 * (the loaded site) and changes its image data in place, before the pages and their data are
 * written. `sizeOf` gives a rendered file's bytes by its URL. Returns how many images keep their
 * AVIF source, and the AVIF files no page names any more.
 */
export function keepSmallerAvif(
  value: unknown,
  sizeOf: (fileUrl: string) => number,
): { kept: number; dropped: number; unused: Set<string> } {
  const counts = { kept: 0, dropped: 0 };
  const named = new Set<string>();
  const offered = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const images = (node as Partial<ImageData>).images;
    if (images && settled.has(images)) return;
    const avif = images?.sources?.find((source) => source.type === 'image/avif');
    if (images && avif && images.fallback.srcSet) {
      const webp = candidateUrls(images.fallback.srcSet);
      const avifUrls = candidateUrls(avif.srcSet);
      const smaller = avifUrls.every(
        (url, i) => webp[i] !== undefined && sizeOf(url) < sizeOf(webp[i]),
      );
      settled.add(images);
      for (const url of avifUrls) (smaller ? named : offered).add(url);
      if (smaller) counts.kept += 1;
      else {
        images.sources = images.sources.filter((source) => source !== avif);
        counts.dropped += 1;
      }
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(value);
  return { ...counts, unused: new Set([...offered].filter((url) => !named.has(url))) };
}

export interface VariantsWritten {
  files: number;
  /** Rendered (or copied) now: not in the cache. */
  rendered: number;
  /** Taken from the cache. */
  reused: number;
  bytes: number;
  ms: number;
}

/**
 * Writes every variant into `outDir` (its URL path), taking each from `cacheDir` when there and
 * rendering it there first otherwise: in the image service's render process (sharp, one libvips
 * thread a render), `concurrency` renders at once. Without `outDir` it only fills the cache.
 */
export async function writeVariants(
  variants: readonly ImageVariant[],
  {
    outDir,
    cacheDir = STATIC_IMAGE_CACHE,
    concurrency = DEFAULT_STATIC_IMAGE_CONCURRENCY,
  }: { outDir?: string; cacheDir?: string; concurrency?: number } = {},
): Promise<VariantsWritten> {
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  if (outDir) await mkdir(path.join(outDir, STATIC_IMAGE_PATH), { recursive: true });
  const renderer = createRenderProcess({ idleMs: 1_000 });
  // The render process and its channel are unref'd (they never keep a server alive): this keeps
  // the build alive while it waits for them.
  const keepAlive = setInterval(() => {}, 60_000);
  const result: VariantsWritten = { files: 0, rendered: 0, reused: 0, bytes: 0, ms: 0 };
  const queue = [...variants];
  const one = async (variant: ImageVariant) => {
    const cached = path.join(cacheDir, variant.cacheName);
    let size = await stat(cached).then(
      (info) => info.size,
      () => -1,
    );
    if (size >= 0) result.reused += 1;
    else {
      const temporary = `${cached}.${process.pid}.tmp`;
      if (variant.copy) await copyFile(variant.source, temporary);
      else {
        const metadata = await sharp(variant.source).metadata();
        const output = outputSize(
          variant.transform,
          metadata.width,
          metadata.pageHeight ?? metadata.height,
        );
        const bytes = await renderer.render({
          file: variant.source,
          transform: variant.transform,
          format: variant.format,
          size: output,
          maxPixels: MAX_PIXELS,
        });
        await writeFile(temporary, bytes);
      }
      // Whole files only: a build stopped halfway never leaves a truncated entry.
      await rename(temporary, cached);
      size = (await stat(cached)).size;
      result.rendered += 1;
    }
    if (!outDir) return;
    await copyFile(cached, path.join(outDir, variant.url));
    result.files += 1;
    result.bytes += size;
  };
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, concurrency) }, async () => {
        for (let variant = queue.shift(); variant; variant = queue.shift()) await one(variant);
      }),
    );
  } finally {
    clearInterval(keepAlive);
    renderer.close();
  }
  result.ms = performance.now() - started;
  return result;
}

/** A rendered variant's bytes by its URL, from `cacheDir`; throws for a URL not rendered there. */
export function cachedSize(
  variants: readonly ImageVariant[],
  cacheDir: string = STATIC_IMAGE_CACHE,
): (fileUrl: string) => number {
  const names = new Map(variants.map((variant) => [variant.url, variant.cacheName]));
  return (fileUrl) => {
    const name = names.get(fileUrl);
    if (!name) throw new Error(`Image ${fileUrl}: not planned`);
    return statSync(path.join(cacheDir, name)).size;
  };
}

/**
 * The built files (HTML, page and shared data) that still name the image service: on a static
 * host each is a broken image. `read` gives a file's text.
 */
export function serviceImageReferences(
  files: readonly string[],
  read: (file: string) => string,
): string[] {
  const found: string[] = [];
  for (const file of files) {
    const match = /\/_img\/[^"'\s,)\\]*/.exec(read(file));
    if (match) found.push(`${file}: ${match[0]}`);
  }
  return found;
}
