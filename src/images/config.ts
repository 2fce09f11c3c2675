/**
 * Image CDN configuration and its validation rules (docs/product.md §9.4). A bad configuration
 * is a deployment mistake: it throws at build time with a message naming the setting.
 */

/** Breakpoints of the layout, in CSS pixels (docs/product.md §10.2). */
export const BREAKPOINTS = { S: 480, M: 768, L: 1024, XL: 1600, '2XL': 2000 } as const;

/** Pixel densities each constrained image is rendered at (docs/product.md §9.5). */
export const OUTPUT_DENSITIES: readonly number[] = [0.25, 0.5, 1, 2];
/** The widths a full-width image is rendered at (docs/product.md §9.5). */
export const FULL_WIDTH_BREAKPOINTS: readonly number[] = [750, 1080, 1366, 1920];
/** Width of an image given none (docs/product.md §9.2). */
export const DEFAULT_WIDTH = 800;
/** Width / height of an image whose proportions are unknown (docs/product.md §9.2). */
export const DEFAULT_ASPECT_RATIO = 4 / 3;
/** How long the placeholder colour takes to fade out, in ms (docs/product.md §9.3). */
export const PLACEHOLDER_FADE_MS = 500;
/** Navigation images (docs/product.md §9.6). */
export const NAV_IMAGE = { width: 660, minQuality: 75, maxQuality: 85 } as const;

/** Where the local image service answers when no CDN domain is configured. */
export const LOCAL_IMAGE_PATH = '/_img';

export interface ImageCdnConfig {
  /** imgix source domain, e.g. `harbor.imgix.net`; null: the local image service. */
  domain: string | null;
  /** Smallest and largest srcset widths of a width-described srcset. */
  minWidth: number;
  maxWidth: number;
  /** Largest relative gap between two successive srcset widths. */
  widthTolerance: number;
  /** Pixel ratios of a fixed-size (x-described) srcset. */
  devicePixelRatios: number[];
  /** Quality per pixel ratio: denser screens hide lower quality. */
  variableQualities: Record<number, number>;
  /** Parameters added to every URL. */
  defaultParams: { auto: string; q: number };
}

/** The documented defaults (docs/product.md §9.4). */
export const DEFAULT_IMAGE_CONFIG: ImageCdnConfig = {
  domain: null,
  minWidth: 100,
  maxWidth: 8192,
  widthTolerance: 0.08,
  devicePixelRatios: [1, 2, 3, 4, 5],
  variableQualities: { 1: 75, 2: 50, 3: 35, 4: 23, 5: 20 },
  defaultParams: { auto: 'format,compress', q: 75 },
};

export class ImageConfigError extends Error {
  override name = 'ImageConfigError';
}

/** A host name with at least one dot; no protocol, path, port or whitespace. */
const FQDN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** `ar` parameter: `16:9`, `1.5:1`. */
const ASPECT_RATIO = /^\d+(\.\d+)?:\d+(\.\d+)?$/;

export function validateDomain(domain: string): void {
  if (/^[a-z]+:\/\//i.test(domain)) {
    throw new ImageConfigError(
      `Image CDN domain "${domain}" must not include a protocol: use e.g. "harbor.imgix.net"`,
    );
  }
  if (domain.includes('/')) {
    throw new ImageConfigError(
      `Image CDN domain "${domain}" must not include a path: use e.g. "harbor.imgix.net"`,
    );
  }
  if (!FQDN.test(domain)) {
    throw new ImageConfigError(
      `Image CDN domain "${domain}" must be a fully qualified host name such as "harbor.imgix.net"`,
    );
  }
}

export function validateWidthRange(minWidth: number, maxWidth: number): void {
  if (
    !Number.isInteger(minWidth) ||
    !Number.isInteger(maxWidth) ||
    minWidth <= 0 ||
    maxWidth <= 0
  ) {
    throw new ImageConfigError(
      `Image srcset widths must be positive integers, got minWidth ${minWidth} and maxWidth ${maxWidth}`,
    );
  }
  if (minWidth >= maxWidth) {
    throw new ImageConfigError(
      `Image srcset minWidth (${minWidth}) must be below maxWidth (${maxWidth})`,
    );
  }
}

export function validateWidthTolerance(tolerance: number): void {
  if (typeof tolerance !== 'number' || Number.isNaN(tolerance) || tolerance < 0.01) {
    throw new ImageConfigError(
      `Image srcset widthTolerance must be a number of at least 0.01, got ${tolerance}`,
    );
  }
}

export function validateDevicePixelRatios(ratios: readonly number[]): void {
  if (ratios.length === 0) throw new ImageConfigError('Image devicePixelRatios must not be empty');
  for (const ratio of ratios) {
    if (typeof ratio !== 'number' || !(ratio >= 1 && ratio <= 5)) {
      throw new ImageConfigError(`Image device pixel ratios must be between 1 and 5, got ${ratio}`);
    }
  }
}

export function validateAspectRatio(value: string): void {
  if (!ASPECT_RATIO.test(value)) {
    throw new ImageConfigError(
      `Image aspect ratio "ar" must have the form number:number (e.g. 16:9), got "${value}"`,
    );
  }
}

/**
 * Checks every rule of docs/product.md §9.4 and returns the config; throws ImageConfigError on the
 * first breach.
 */
export function validateImageConfig(config: ImageCdnConfig): ImageCdnConfig {
  if (config.domain !== null) validateDomain(config.domain);
  validateWidthRange(config.minWidth, config.maxWidth);
  validateWidthTolerance(config.widthTolerance);
  validateDevicePixelRatios(config.devicePixelRatios);
  return config;
}

/** The default configuration with a deployment's overrides (e.g. the `IMGIX_DOMAIN` setting). */
export function imageConfig(overrides: Partial<ImageCdnConfig> = {}): ImageCdnConfig {
  return validateImageConfig({ ...DEFAULT_IMAGE_CONFIG, ...overrides });
}
