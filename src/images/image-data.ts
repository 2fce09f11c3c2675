/**
 * Image data (docs/product.md §9.2) from a source image and layout options, with its rules.
 * Problems are console warnings only (docs/product.md §13): a bad option falls back to its default,
 * a missing image gives null, and the page still renders.
 */
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_WIDTH,
  FULL_WIDTH_BREAKPOINTS,
  OUTPUT_DENSITIES,
  type ImageCdnConfig,
} from './config.ts';
import { buildImageUrl, buildSrcSet } from './urls.ts';

export const IMAGE_LAYOUTS = ['fixed', 'fullWidth', 'constrained'] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

/**
 * What the Image component renders (docs/product.md §9.2). Built at build time, sent as page data.
 */
export interface ImageData {
  images: {
    fallback: { src: string; srcSet?: string; sizes?: string };
    /**
     * Extra <source> elements: empty when a CDN or the image service negotiates the format
     * (`auto=format`); the static build's AVIF files where they are smaller (scripts/build/static-images.ts).
     */
    sources: { srcSet: string; sizes?: string; type?: string }[];
  };
  layout: ImageLayout;
  /** Rendered size in CSS pixels (fullWidth: the largest width, for the aspect ratio). */
  width: number;
  height: number;
  backgroundColor?: string;
  /** A tiny version of the image, shown blurred while the image loads (placeholder 'blurred'). */
  placeholder?: { fallback: string };
  /** GIFs are shown as the plain file (docs/product.md §9.2), never resized. */
  isGif?: boolean;
}

/** A source image: its path and its intrinsic size. */
export interface ImageSource {
  /** Path under content/images/ or on the CDN, e.g. `inbox.png`. */
  src: string;
  width: number;
  height: number;
  /** Dominant colour shown while the image loads. */
  backgroundColor?: string;
}

export interface ImageOptions {
  layout?: string;
  width?: number;
  height?: number;
  /** width / height; defaults to the source's proportions, else 4/3. */
  aspectRatio?: number;
  backgroundColor?: string;
  /**
   * What shows while the image loads (docs/product.md §9.2): the dominant colour (default), that
   * colour under a blurred tiny version of the image, or nothing.
   */
  placeholder?: ImagePlaceholder;
}

export type ImagePlaceholder = 'dominantColor' | 'blurred' | 'none';

/** Width of the tiny image behind a 'blurred' placeholder. */
export const BLURRED_PLACEHOLDER_WIDTH = 20;

type Warn = (message: string) => void;
const defaultWarn: Warn = (message) => console.warn(`[image] ${message}`);

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

function checkDimension(
  name: string,
  value: number | undefined,
  src: string,
  warn: Warn,
): number | undefined {
  if (value === undefined) return undefined;
  if (isPositive(value)) return value;
  warn(`${src}: ${name} must be greater than 0, got ${value}; it is ignored`);
  return undefined;
}

function ratioText(aspectRatio: number): string {
  // `ar` must be number:number; four decimals keep it exact enough and short.
  return `${Number(aspectRatio.toFixed(4))}:1`;
}

export function getImageData(
  source: ImageSource | null | undefined,
  options: ImageOptions,
  config: ImageCdnConfig,
  warn: Warn = defaultWarn,
): ImageData | null {
  if (!source || typeof source.src !== 'string' || source.src === '') {
    warn('missing image: nothing to show');
    return null;
  }
  const { src } = source;
  if (!isPositive(source.width) || !isPositive(source.height)) {
    warn(`${src}: the source size must be greater than 0, got ${source.width}×${source.height}`);
    return null;
  }

  let layout: ImageLayout = 'constrained';
  if (options.layout !== undefined) {
    if ((IMAGE_LAYOUTS as readonly string[]).includes(options.layout))
      layout = options.layout as ImageLayout;
    else
      warn(
        `${src}: layout "${options.layout}" is not fixed, fullWidth or constrained; using constrained`,
      );
  }

  let width = checkDimension('width', options.width, src, warn);
  let height = checkDimension('height', options.height, src, warn);
  if (layout === 'fullWidth' && (width !== undefined || height !== undefined)) {
    warn(`${src}: width and height must not be given with the fullWidth layout; they are ignored`);
    width = undefined;
    height = undefined;
  }

  const sourceRatio = source.width / source.height;
  const aspectRatio = isPositive(options.aspectRatio)
    ? options.aspectRatio
    : width !== undefined && height !== undefined
      ? width / height
      : Number.isFinite(sourceRatio)
        ? sourceRatio
        : DEFAULT_ASPECT_RATIO;

  const backgroundColor =
    options.placeholder === 'none'
      ? undefined
      : (options.backgroundColor ?? source.backgroundColor);
  const isGif = /\.gif$/i.test(src);

  // The rendered width: given, derived from a given height, or the default; never above the source.
  let outWidth = width ?? (height !== undefined ? height * aspectRatio : undefined);
  if (layout === 'fullWidth') outWidth = source.width;
  if (outWidth === undefined) outWidth = Math.min(DEFAULT_WIDTH, source.width);
  if (outWidth > source.width) {
    warn(
      `${src}: requested width ${Math.round(outWidth)} is larger than the source (${source.width}); clamped to the source`,
    );
    outWidth = source.width;
  }
  // Never taller than the source either, at the chosen proportions.
  const maxWidthByHeight = source.height * aspectRatio;
  if (outWidth > maxWidthByHeight + 0.5) {
    warn(
      `${src}: requested height is larger than the source (${source.height}); clamped to the source`,
    );
    outWidth = maxWidthByHeight;
  }
  outWidth = Math.max(1, Math.round(outWidth));
  const outHeight = Math.max(1, Math.round(outWidth / aspectRatio));

  const base: Omit<ImageData, 'images'> = {
    layout,
    width: outWidth,
    height: outHeight,
    ...(backgroundColor ? { backgroundColor } : {}),
  };

  if (isGif) {
    const plain = buildImageUrl(src, { auto: undefined, q: undefined }, config);
    return { ...base, isGif: true, images: { fallback: { src: plain }, sources: [] } };
  }

  const cropped = Math.abs(aspectRatio - sourceRatio) > 0.01;
  const params = cropped ? { ar: ratioText(aspectRatio), fit: 'crop' } : {};
  if (options.placeholder === 'blurred') {
    const fallback = buildImageUrl(src, { ...params, w: BLURRED_PLACEHOLDER_WIDTH, q: 50 }, config);
    base.placeholder = { fallback };
  }

  if (layout === 'fixed') {
    // One size on every screen: pixel-ratio candidates (1x, and 2x when the source has the
    // pixels), each at the quality the CDN configuration gives its ratio (75 at 1x, 50 at 2x).
    const ratios = OUTPUT_DENSITIES.filter(
      (d) => d === 1 || (d > 1 && outWidth * d <= source.width),
    );
    return {
      ...base,
      images: {
        fallback: {
          src: buildImageUrl(src, { ...params, w: outWidth }, config),
          srcSet: buildSrcSet(
            src,
            { ...params, w: outWidth },
            { ...config, devicePixelRatios: ratios },
          ),
        },
        sources: [],
      },
    };
  }

  let widths: number[];
  let sizes: string;
  if (layout === 'fullWidth') {
    widths = FULL_WIDTH_BREAKPOINTS.map((w) => Math.min(w, source.width));
    sizes = '100vw';
  } else {
    widths = OUTPUT_DENSITIES.map((d) => Math.min(Math.round(outWidth * d), source.width));
    sizes = `(min-width: ${outWidth}px) ${outWidth}px, 100vw`;
  }
  widths = [...new Set(widths.filter((w) => w >= 1))].sort((a, b) => a - b);

  return {
    ...base,
    images: {
      fallback: {
        src: buildImageUrl(src, { ...params, w: outWidth }, config),
        srcSet: buildSrcSet(src, params, config, widths),
        sizes,
      },
      sources: [],
    },
  };
}
