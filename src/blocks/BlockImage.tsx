import type { CSSProperties } from 'react';
import type { ContentImage } from '../contracts/schemas/common.ts';
import type { ImageData } from '../images/image-data.ts';
import { withSizes } from '../images/with-sizes.ts';
import { Image } from '../ui/Image/Image.tsx';

/** A content image as pages receive it: the build attaches its ImageData (src/images/resolve.ts). */
export type ResolvedImage = ContentImage & { data?: ImageData | null };

/** The ImageData the build attached to a content image; null when missing or unresolved. */
export function imageDataOf(image: ContentImage | null | undefined): ImageData | null {
  return (image as ResolvedImage | null | undefined)?.data ?? null;
}

/*
 * A container is 100vw less its padding, clamp(1.25rem, 0.6rem + 2.8vw, 3rem) a side, up to its
 * width (tokens.css): the default one, 1200 px (1320 px from 2000 px), is reached at 1292 px;
 * between 1024 and 1292 px it is calc(94.4vw - 19px) wide. The `sizes` of images laid out in it
 * follow from that.
 */

/** `sizes` for images inside the reading column (the narrow container: 44rem). */
export const COLUMN_SIZES = '(min-width: 768px) 704px, 100vw';
/** `sizes` for images in the medium container (60rem), e.g. a post's hero. */
export const MEDIUM_SIZES = '(min-width: 1024px) 960px, 100vw';

export interface BlockImageProps {
  image: ContentImage | null | undefined;
  className?: string;
  /** The page's hero: eager and high priority. Everything else loads lazily. */
  priority?: boolean;
  /** Overrides the srcset's `sizes` with the width the layout gives the image. */
  sizes?: string;
  /** Overrides the alt text of the content (e.g. '' where a caption or name says the same). */
  alt?: string;
  style?: CSSProperties;
}

/**
 * A content image through the design system's Image (docs/product.md §9.2, §9.3): URLs and srcset
 * from the image CDN, width and height always set, lazy unless it is the hero. Nothing without an
 * image; a missing file (no data) shows as missing, with a warning.
 */
export function BlockImage({ image, className, priority, sizes, alt, style }: BlockImageProps) {
  if (!image) return null;
  return (
    <Image
      image={withSizes(imageDataOf(image), sizes)}
      alt={alt ?? image.alt}
      priority={priority}
      className={className}
      style={style}
    />
  );
}
