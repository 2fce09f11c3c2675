/**
 * The local image service: an imgix-compatible endpoint (`/_img/<file>?w=…&auto=format`) over
 * content/images/, resized with sharp, cached on disk. It is the embedded default when no
 * IMGIX_DOMAIN is set, mounted in the preview server and the dev server.
 *
 * Every bad request gets a 4xx with a plain message naming the problem; nothing a visitor can
 * put in a URL reaches the file system outside content/images/ or makes an unbounded image.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import sharp, { type Metadata } from 'sharp';

export const IMAGE_ROUTE = '/_img';
/** Largest output side, in pixels, after `dpr` (imgix's own limit is 8192). */
export const MAX_DIMENSION = 8192;
/** Largest output area, so 8192×8192 cannot be asked for. */
export const MAX_PIXELS = 40_000_000;
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const ROOT = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);
const FITS = new Set(['clip', 'crop', 'max', 'min', 'scale', 'fill', 'fillmax']);
const FORMATS = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
} as const;
type Format = keyof typeof FORMATS;
/** Parameters that change the output; others (imgix has hundreds) are accepted and ignored. */
const KNOWN = ['w', 'h', 'dpr', 'q', 'fit', 'ar', 'auto', 'fm'];

export interface ImageServiceOptions {
  /** Source images. */
  imagesDir?: string;
  /** Rendered variants. */
  cacheDir?: string;
}

export class BadImageRequest extends Error {
  readonly status: 400 | 404;
  constructor(status: 400 | 404, message: string) {
    super(message);
    this.status = status;
  }
}

export interface Transform {
  w?: number;
  h?: number;
  dpr: number;
  q?: number;
  fit: string;
  ar?: number;
  auto: Set<string>;
  fm?: Format;
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
  if (!/^\d+(\.\d+)?$/.test(raw))
    throw new BadImageRequest(400, `"${name}" must be a number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new BadImageRequest(400, `"${name}" must be from ${min} to ${max}, got ${raw}`);
  return integer ? Math.round(value) : value;
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

function outputSize(
  transform: Transform,
  width: number,
  height: number,
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
  if (w > MAX_DIMENSION || h > MAX_DIMENSION || w * h > MAX_PIXELS) {
    throw new BadImageRequest(
      400,
      `The requested output ${w}×${h} is larger than the ${MAX_DIMENSION} px / ${MAX_PIXELS / 1e6} MP limit`,
    );
  }
  return { width: w, height: h };
}

const SHARP_FIT: Record<string, 'cover' | 'inside' | 'outside' | 'fill' | 'contain'> = {
  clip: 'inside',
  max: 'inside',
  min: 'cover',
  crop: 'cover',
  scale: 'fill',
  fill: 'contain',
  fillmax: 'contain',
};

async function render(
  file: string,
  transform: Transform,
  format: Format,
  size: { width: number; height: number },
): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  let image = sharp(file, { animated, limitInputPixels: MAX_PIXELS }).rotate();
  image = image.resize({
    width: size.width,
    height: size.height,
    fit: SHARP_FIT[transform.fit] ?? 'inside',
    background: { r: 255, g: 255, b: 255, alpha: 0 },
  });
  const quality = transform.q ?? (transform.auto.has('compress') ? 75 : 90);
  switch (format) {
    case 'avif':
      return image.avif({ quality: Math.max(1, quality - 20), effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality, effort: 3 }).toBuffer();
    case 'jpg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: transform.auto.has('compress') })
        .toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'png':
      return image
        .png({ compressionLevel: 9, palette: transform.auto.has('compress'), quality })
        .toBuffer();
  }
}

function fail(c: Context, status: 400 | 404, message: string) {
  c.header('Cache-Control', 'no-store');
  return c.text(`Image request refused: ${message}\n`, status);
}

/** A Hono app answering `/_img/*`; mount with `app.route('/', createImageService())`. */
export function createImageService({
  imagesDir = path.join(ROOT, 'content/images'),
  cacheDir = path.join(ROOT, '.cache/images'),
}: ImageServiceOptions = {}): Hono {
  const root = path.resolve(imagesDir);
  const cache = path.resolve(cacheDir);
  const inFlight = new Map<string, Promise<Buffer>>();
  const app = new Hono();

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
      metadata = await sharp(file).metadata();
    } catch {
      return fail(c, 404, `"${path.relative(root, file)}" cannot be read as an image`);
    }
    const format = chooseFormat(transform, c.req.header('accept') ?? '', metadata.format);
    const sourceHeight = metadata.pageHeight ?? metadata.height;
    let size: { width: number; height: number };
    try {
      size = outputSize(transform, metadata.width, sourceHeight);
    } catch (error) {
      if (error instanceof BadImageRequest) return fail(c, error.status, error.message);
      throw error;
    }

    const canonical = KNOWN.map((key) => `${key}=${url.searchParams.get(key) ?? ''}`).join('&');
    const key = createHash('sha256')
      .update(
        `${path.relative(root, file)}\0${info.mtimeMs}\0${info.size}\0${canonical}\0${format}`,
      )
      .digest('hex')
      .slice(0, 32);
    const cached = path.join(cache, `${key}.${format}`);

    // Untouched requests for the source's own format get the file itself (GIFs stay as they are).
    const untouched =
      KNOWN.every((name) => name === 'auto' || !url.searchParams.get(name)) &&
      (format === (metadata.format === 'jpeg' ? 'jpg' : metadata.format) ||
        metadata.format === 'gif');
    let body: Buffer | null = untouched
      ? await readFile(file)
      : await readFile(cached).catch(() => null);
    c.header('X-Image-Cache', untouched ? 'SOURCE' : body ? 'HIT' : 'MISS');
    if (!body) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = (async () => {
          const output = await render(file, transform, format, size);
          await mkdir(cache, { recursive: true });
          // Written aside then renamed, so a concurrent reader never sees half a file.
          const temp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          await writeFile(temp, output);
          await rename(temp, cached);
          return output;
        })().finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      body = await pending;
    }
    c.header('Content-Type', FORMATS[format]);
    c.header('Cache-Control', IMAGE_CACHE_CONTROL);
    if (transform.auto.has('format') && !transform.fm) c.header('Vary', 'Accept');
    return c.body(
      new Uint8Array(body.buffer, body.byteOffset, body.byteLength) as Uint8Array<ArrayBuffer>,
    );
  });

  app.all(`${IMAGE_ROUTE}/*`, (c) =>
    fail(c, 400, `method ${c.req.method} is not supported; use GET`),
  );
  app.get(IMAGE_ROUTE, (c) => fail(c, 404, 'no image named; use /_img/<file>?w=…'));
  return app;
}
