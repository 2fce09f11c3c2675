/**
 * The local image service: an imgix-compatible endpoint (`/_img/<file>?w=…&auto=format`) over
 * content/images/, resized with sharp, cached on disk. It is the embedded default when no
 * IMGIX_DOMAIN is set, mounted in the preview server and the dev server.
 *
 * Every bad request gets a 4xx with a plain message naming the problem; nothing a visitor can
 * put in a URL reaches the file system outside content/images/ or makes an unbounded image.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import sharp, { type Metadata } from 'sharp';
import { socketAddressOf } from '../static/proxy.ts';
import { createRenderProcess, RENDER_PROCESS_IDLE_MS } from './render-process.ts';
import { SHARP_FIT } from './render.ts';
import { createImageCache, DEFAULT_IMAGE_CACHE_BYTES } from './image-cache.ts';
import { FORMATS, type Format, type Transform } from './transform.ts';
import {
  ClientOverShare,
  createRenderQueue,
  defaultConcurrency,
  QueueFull,
} from './render-queue.ts';

export const IMAGE_ROUTE = '/_img';
/** Largest output side, in pixels, after `dpr` (imgix's own limit is 8192). */
export const MAX_DIMENSION = 8192;
/** Largest output area, so 8192×8192 cannot be asked for; for an animation, all frames together. */
export const MAX_PIXELS = 40_000_000;
/**
 * `/_img` URLs name a file, not its content (no hash): a week in caches, then revalidated with
 * the ETag, so a replaced source image shows within a week and costs a 304 otherwise.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, must-revalidate';
/** Renders allowed to wait for a slot before new ones are refused with 503. */
export const MAX_WAITING_RENDERS = 64;
/**
 * Renders one client may have running and waiting before its next is refused with 429: half
 * the line, so one client can never fill it, and more than the uncached images of any page
 * (a visitor's browser asks for them all at once).
 */
export const MAX_RENDERS_PER_CLIENT = MAX_WAITING_RENDERS / 2;

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);
const FITS = new Set(['clip', 'crop', 'max', 'min', 'scale', 'fill', 'fillmax']);

export interface ImageServiceOptions {
  /** Source images. */
  imagesDir?: string;
  /** Rendered variants. */
  cacheDir?: string;
  /** Size cap of the rendered variants on disk (env IMAGE_CACHE_MAX_MB, default 512 MB). */
  cacheMaxBytes?: number;
  /** Renders at once (env IMAGE_RENDER_CONCURRENCY, default and maximum: cores − 1, at least 1). */
  concurrency?: number;
  /** Pixel cap of one image, all frames together (default MAX_PIXELS; lower in tests). */
  maxPixels?: number;
  /** Who a request comes from, for the per-client share of renders (default: the socket). */
  clientOf?: (c: Context) => string;
  /** Renders one client may hold, running and waiting (default MAX_RENDERS_PER_CLIENT). */
  maxRendersPerClient?: number;
  /** Idle time after which the render process exits (default RENDER_PROCESS_IDLE_MS). */
  renderIdleMs?: number;
}

/** The image service's settings from the environment; throws naming a bad value. */
export function imageServiceOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): ImageServiceOptions {
  const options: ImageServiceOptions = {};
  if (env.IMAGE_CACHE_DIR?.trim()) options.cacheDir = path.resolve(env.IMAGE_CACHE_DIR.trim());
  const megabytes = env.IMAGE_CACHE_MAX_MB?.trim();
  if (megabytes) {
    const value = Number(megabytes);
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`IMAGE_CACHE_MAX_MB must be a positive number, got "${megabytes}"`);
    }
    options.cacheMaxBytes = Math.round(value * 1024 * 1024);
  }
  const concurrency = env.IMAGE_RENDER_CONCURRENCY?.trim();
  if (concurrency) {
    const value = Number(concurrency);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`IMAGE_RENDER_CONCURRENCY must be a whole number ≥ 1, got "${concurrency}"`);
    }
    options.concurrency = value;
  }
  return options;
}

export class BadImageRequest extends Error {
  readonly status: 400 | 404;
  constructor(status: 400 | 404, message: string) {
    super(message);
    this.status = status;
  }
}

function number(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
  integer = false,
): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw.length > 20 || !/^\d+(\.\d+)?$/.test(raw))
    throw new BadImageRequest(400, `"${name}" must be a number, got "${raw.slice(0, 40)}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new BadImageRequest(400, `"${name}" must be from ${min} to ${max}, got ${raw}`);
  // `0100`, `100.0` and `100` are one value; fractions below 1/100 change nothing visible.
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** Parses and bounds the query; throws BadImageRequest naming the first bad parameter. */
export function parseTransform(query: URLSearchParams): Transform {
  const transform: Transform = {
    w: number(query, 'w', 1, MAX_DIMENSION, true),
    h: number(query, 'h', 1, MAX_DIMENSION, true),
    dpr: number(query, 'dpr', 0.1, 5) ?? 1,
    q: number(query, 'q', 1, 100, true),
    fit: query.get('fit') || 'clip',
    auto: new Set((query.get('auto') ?? '').split(',').filter(Boolean)),
  };
  if (!FITS.has(transform.fit))
    throw new BadImageRequest(
      400,
      `"fit" must be one of ${[...FITS].join(', ')}, got "${transform.fit}"`,
    );
  const ar = query.get('ar');
  if (ar) {
    const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ar);
    const ratio = match ? Number(match[1]) / Number(match[2]) : NaN;
    if (!Number.isFinite(ratio) || ratio <= 0 || ratio > 100 || ratio < 0.01) {
      throw new BadImageRequest(
        400,
        `"ar" must have the form number:number (e.g. 16:9), got "${ar}"`,
      );
    }
    transform.ar = ratio;
  }
  for (const value of transform.auto) {
    if (value !== 'format' && value !== 'compress')
      throw new BadImageRequest(400, `"auto" may hold format and compress, got "${value}"`);
  }
  const fm = query.get('fm');
  if (fm) {
    const format = fm === 'jpeg' ? 'jpg' : fm;
    if (!Object.hasOwn(FORMATS, format))
      throw new BadImageRequest(
        400,
        `"fm" must be one of ${Object.keys(FORMATS).join(', ')}, got "${fm}"`,
      );
    transform.fm = format as Format;
  }
  return transform;
}

const trim = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The transform in one canonical form: numbers as parsed (so `w=0100`, `w=100.0` and `w=100`
 * agree), defaults dropped (`dpr=1`, `fit=clip`), `auto` sorted, a fixed order. Parameters
 * that do not change the output are not in it.
 */
export function canonicalTransform(transform: Transform): string {
  const parts: string[] = [];
  if (transform.w !== undefined) parts.push(`w=${transform.w}`);
  if (transform.h !== undefined) parts.push(`h=${transform.h}`);
  if (transform.dpr !== 1) parts.push(`dpr=${trim(transform.dpr)}`);
  if (transform.q !== undefined) parts.push(`q=${transform.q}`);
  if (transform.fit !== 'clip') parts.push(`fit=${transform.fit}`);
  if (transform.ar !== undefined) parts.push(`ar=${trim(transform.ar)}`);
  if (transform.auto.size > 0) parts.push(`auto=${[...transform.auto].sort().join(',')}`);
  if (transform.fm !== undefined) parts.push(`fm=${transform.fm}`);
  return parts.join('&');
}

/** The file under `root` that a request path names; rejects anything that could leave it. */
export function resolveSource(root: string, requestPath: string): string {
  let name: string;
  try {
    name = decodeURIComponent(requestPath.replace(/^\/+/, ''));
  } catch {
    throw new BadImageRequest(400, 'The image path is not valid URL encoding');
  }
  if (
    name === '' ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.split('/').some((part) => part === '..' || part === '.' || part === '')
  ) {
    throw new BadImageRequest(400, `"${name}" is not a valid image path`);
  }
  const file = path.resolve(root, name);
  if (!file.startsWith(root + path.sep))
    throw new BadImageRequest(400, `"${name}" is not a valid image path`);
  if (!EXTENSIONS.has(path.extname(file).toLowerCase())) {
    throw new BadImageRequest(404, `"${name}" is not an image (${[...EXTENSIONS].join(', ')})`);
  }
  return file;
}

/** The output format: explicit `fm`, else AVIF/WebP by `Accept` under `auto=format`, else the source's. */
export function chooseFormat(
  transform: Transform,
  accept: string,
  sourceFormat: string | undefined,
): Format {
  if (transform.fm) return transform.fm;
  const source: Format =
    sourceFormat === 'jpeg'
      ? 'jpg'
      : sourceFormat && Object.hasOwn(FORMATS, sourceFormat)
        ? (sourceFormat as Format)
        : 'png';
  if (transform.auto.has('format') && source !== 'gif') {
    if (/\bimage\/avif\b/.test(accept)) return 'avif';
    if (/\bimage\/webp\b/.test(accept)) return 'webp';
  }
  return source;
}

/**
 * The output size in pixels. Asking for more than the limits is refused; otherwise the result
 * never has more pixels than the source in either direction (whatever `w`, `h`, `fit` or `dpr`
 * say): enlarging adds bytes and render time, not detail, and the browser scales just as well.
 */
export function outputSize(
  transform: Transform,
  width: number,
  height: number,
  maxPixels = MAX_PIXELS,
): { width: number; height: number } {
  const sourceRatio = width / height;
  let w = transform.w;
  let h = transform.h;
  const ratio = transform.ar ?? (w && h ? w / h : sourceRatio);
  if (w === undefined && h === undefined) w = width;
  if (w === undefined) w = (h as number) * ratio;
  if (h === undefined) h = w / ratio;
  // imgix never enlarges with the default fit=clip, nor with max.
  if ((transform.fit === 'clip' || transform.fit === 'max') && (w > width || h > height)) {
    const scale = Math.min(width / w, height / h);
    w *= scale;
    h *= scale;
  }
  w = Math.max(1, Math.round(w * transform.dpr));
  h = Math.max(1, Math.round(h * transform.dpr));
  if (w > MAX_DIMENSION || h > MAX_DIMENSION || w * h > maxPixels) {
    throw new BadImageRequest(
      400,
      `The requested output ${w}×${h} is larger than the ${MAX_DIMENSION} px / ${maxPixels / 1e6} MP limit`,
    );
  }
  const scale = Math.min(1, width / w, height / h);
  return {
    width: Math.max(1, Math.round(w * scale)),
    height: Math.max(1, Math.round(h * scale)),
  };
}

function fail(c: Context, status: 400 | 404 | 405 | 429 | 503, message: string) {
  c.header('Cache-Control', 'no-store');
  if (status === 503 || status === 429) c.header('Retry-After', '1');
  return c.text(`Image request refused: ${message}\n`, status);
}

const sourceFormatOf = (metadata: Metadata): string | undefined =>
  metadata.format === 'jpeg' ? 'jpg' : metadata.format;

/** What one request will produce: everything that changes the output bytes, and nothing else. */
interface RenderPlan {
  file: string;
  transform: Transform;
  format: Format;
  size: { width: number; height: number };
  /** Frames in the output (an animated GIF or WebP keeps them all). */
  frames: number;
}

function planKey(plan: RenderPlan, root: string, source: { mtimeMs: number; size: number }) {
  const { transform, format, size } = plan;
  const quality = transform.q ?? (transform.auto.has('compress') ? 75 : 90);
  const parts = [
    path.relative(root, plan.file),
    source.mtimeMs,
    source.size,
    `${size.width}x${size.height}`,
    SHARP_FIT[transform.fit] ?? 'inside',
    quality,
    transform.auto.has('compress') ? 'compress' : '',
    format,
  ];
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}

/** Source metadata by file, size and mtime, so a cache hit costs no image decoding. */
function createMetadataCache(max = 256) {
  const entries = new Map<string, Promise<Metadata>>();
  return (file: string, info: { mtimeMs: number; size: number }): Promise<Metadata> => {
    const key = `${file}\0${info.mtimeMs}\0${info.size}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = sharp(file).metadata();
      entry.catch(() => entries.delete(key));
      entries.set(key, entry);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    }
    return entry;
  };
}

/** A Hono app answering `/_img/*`; mount with `app.route('/', createImageService())`. */
export function createImageService({
  imagesDir = path.join(ROOT, 'content/images'),
  cacheDir = path.join(ROOT, '.cache/images'),
  cacheMaxBytes = DEFAULT_IMAGE_CACHE_BYTES,
  concurrency = defaultConcurrency(),
  maxPixels = MAX_PIXELS,
  clientOf = (c) => socketAddressOf(c) ?? '',
  maxRendersPerClient = MAX_RENDERS_PER_CLIENT,
  renderIdleMs = RENDER_PROCESS_IDLE_MS,
}: ImageServiceOptions = {}): Hono {
  // Only metadata is read here (renders run in the render process): no libvips cache either.
  sharp.concurrency(1);
  sharp.cache(false);
  const renderer = createRenderProcess({ idleMs: renderIdleMs });
  const root = path.resolve(imagesDir);
  const cache = createImageCache({ dir: path.resolve(cacheDir), maxBytes: cacheMaxBytes });
  const queue = createRenderQueue({
    concurrency: Math.min(Math.max(1, concurrency), defaultConcurrency()),
    maxWaiting: MAX_WAITING_RENDERS,
    maxPerClient: maxRendersPerClient,
  });
  const metadataOf = createMetadataCache();
  const inFlight = new Map<string, Promise<Buffer>>();
  const app = new Hono();

  const renderOnce = (
    key: string,
    name: string,
    plan: RenderPlan,
    client: string,
  ): Promise<Buffer> => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = queue
        .run(
          () =>
            renderer.render({
              file: plan.file,
              transform: plan.transform,
              format: plan.format,
              size: plan.size,
              maxPixels,
            }),
          client,
        )
        .then(async (output) => {
          await cache.put(name, output);
          return output;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };

  app.get(`${IMAGE_ROUTE}/*`, async (c) => {
    const url = new URL(c.req.url);
    let file: string;
    let transform: Transform;
    try {
      file = resolveSource(root, url.pathname.slice(IMAGE_ROUTE.length));
      transform = parseTransform(url.searchParams);
    } catch (error) {
      if (error instanceof BadImageRequest) return fail(c, error.status, error.message);
      throw error;
    }
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return fail(c, 404, `no image named "${path.relative(root, file)}"`);

    let metadata: Metadata;
    try {
      metadata = await metadataOf(file, info);
    } catch {
      return fail(c, 404, `"${path.relative(root, file)}" cannot be read as an image`);
    }
    const format = chooseFormat(transform, c.req.header('accept') ?? '', metadata.format);
    const sourceHeight = metadata.pageHeight ?? metadata.height;
    const sourceFrames = Math.max(1, metadata.pages ?? 1);
    const frames = format === 'gif' || format === 'webp' ? sourceFrames : 1;
    let size: { width: number; height: number };
    try {
      size = outputSize(transform, metadata.width, sourceHeight, maxPixels);
      // The pixel cap holds for the whole animation (input and output), not per frame.
      const input = metadata.width * sourceHeight * frames;
      const output = size.width * size.height * frames;
      if (input > maxPixels || output > maxPixels) {
        throw new BadImageRequest(
          400,
          `${frames} frames of ${size.width}×${size.height} exceed the ${maxPixels / 1e6} MP limit`,
        );
      }
    } catch (error) {
      if (error instanceof BadImageRequest) return fail(c, error.status, error.message);
      throw error;
    }
    const plan: RenderPlan = { file, transform, format, size, frames };
    const key = planKey(plan, root, info);
    const name = `${key}.${format}`;
    const etag = `"${key}"`;

    // Untouched requests for the source's own format get the file itself (GIFs stay as they are).
    const untouched =
      canonicalTransform(transform).replace(/^auto=[a-z,]+$/, '') === '' &&
      (format === sourceFormatOf(metadata) || metadata.format === 'gif');
    let body: Buffer | null = untouched ? await readFile(file) : await cache.get(name);
    c.header('X-Image-Cache', untouched ? 'SOURCE' : body ? 'HIT' : 'MISS');
    if (!body) {
      try {
        body = await renderOnce(key, name, plan, clientOf(c));
      } catch (error) {
        if (error instanceof ClientOverShare) {
          return fail(c, 429, 'you have too many images being rendered; retry in a moment');
        }
        if (error instanceof QueueFull) return fail(c, 503, 'too many images are being rendered');
        throw error;
      }
    }
    c.header('Content-Type', FORMATS[format]);
    c.header('Cache-Control', IMAGE_CACHE_CONTROL);
    c.header('ETag', etag);
    if (transform.auto.has('format') && !transform.fm) c.header('Vary', 'Accept');
    return c.body(
      new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
    );
  });

  app.all(`${IMAGE_ROUTE}/*`, (c) => {
    c.header('Allow', 'GET, HEAD');
    return fail(c, 405, `method ${c.req.method} is not supported; use GET`);
  });
  app.get(IMAGE_ROUTE, (c) => fail(c, 404, 'no image named; use /_img/<file>?w=…'));
  return app;
}
