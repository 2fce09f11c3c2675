/**
 * Image URLs and srcsets, built with imgix's own library so the local service and the CDN
 * receive the same parameters. Runs at build time (content resolution and prerender): the
 * library is ~7.7 KB gzip, too much to ship to every page, so pages receive finished URLs.
 */
import ImgixClient from '@imgix/js-core';
import {
  LOCAL_IMAGE_PATH,
  NAV_IMAGE,
  ImageConfigError,
  validateAspectRatio,
  validateImageConfig,
  type ImageCdnConfig,
} from './config.ts';

export type ImageParams = Record<string, string | number | undefined>;

/** imgix needs a domain; the local service is addressed through this placeholder and rewritten. */
const LOCAL_DOMAIN = 'local-images.invalid';

function client(config: ImageCdnConfig): ImgixClient {
  return new ImgixClient({
    domain: config.domain ?? LOCAL_DOMAIN,
    includeLibraryParam: false,
    useHTTPS: true,
  });
}

function localise(text: string, config: ImageCdnConfig): string {
  return config.domain === null
    ? text.replaceAll(`https://${LOCAL_DOMAIN}`, LOCAL_IMAGE_PATH)
    : text;
}

function cleanParams(params: ImageParams, config: ImageCdnConfig): Record<string, string | number> {
  const merged: Record<string, string | number> = { ...config.defaultParams };
  for (const [key, value] of Object.entries(params)) {
    // An explicit undefined removes a default (a GIF is served as the plain file).
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  if (merged.ar !== undefined) validateAspectRatio(String(merged.ar));
  return merged;
}

/** Path of a source image: a file under content/images/ (`inbox.png`) or a path on the CDN. */
function sourcePath(src: string): string {
  if (/^[a-z]+:\/\//i.test(src) || src.startsWith('//')) {
    throw new ImageConfigError(
      `Image source "${src}" must be a path on the image CDN, not a full URL`,
    );
  }
  return src.startsWith('/') ? src : `/${src}`;
}

/** One URL with the default parameters (`auto=format,compress`, `q=75`) plus `params`. */
export function buildImageUrl(src: string, params: ImageParams, config: ImageCdnConfig): string {
  validateImageConfig(config);
  return localise(client(config).buildURL(sourcePath(src), cleanParams(params, config)), config);
}

/**
 * imgix srcset: with a fixed `w` or `h`, pixel ratios 1–5 at decreasing quality; otherwise
 * widths from minWidth to maxWidth within the tolerance, or exactly `widths` when given.
 */
export function buildSrcSet(
  src: string,
  params: ImageParams,
  config: ImageCdnConfig,
  widths?: readonly number[],
): string {
  validateImageConfig(config);
  const options = {
    minWidth: config.minWidth,
    maxWidth: config.maxWidth,
    widthTolerance: config.widthTolerance,
    devicePixelRatios: config.devicePixelRatios,
    variableQualities: config.variableQualities,
    ...(widths ? { widths: [...widths] } : {}),
  };
  const merged = cleanParams(params, config);
  // Variable quality applies only when no explicit quality is asked for.
  if (params.q === undefined && (merged.w !== undefined || merged.h !== undefined) && !widths)
    delete merged.q;
  return localise(client(config).buildSrcSet(sourcePath(src), merged, options), config).replaceAll(
    ',\n',
    ', ',
  );
}

/** Navigation card images, 660 px wide at a quality from 75 to 85 (docs/product.md §9.6). */
export function navImageUrl(
  src: string,
  config: ImageCdnConfig,
  quality: number = NAV_IMAGE.minQuality,
): string {
  const q = Math.min(NAV_IMAGE.maxQuality, Math.max(NAV_IMAGE.minQuality, Math.round(quality)));
  return buildImageUrl(src, { w: NAV_IMAGE.width, q }, config);
}
