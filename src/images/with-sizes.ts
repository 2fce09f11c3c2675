/**
 * `withSizes`, apart from the image data builder: the client imports it, and image-data.ts would
 * bring the builder's URL and configuration code (2.4 KB gzip) into every page's first load.
 */
import type { ImageData } from './image-data.ts';

/**
 * The same image with a `sizes` that matches where it is laid out, so the browser picks the
 * right candidate of the srcset (built at build time for the image's own width). Its sources
 * (the static build's AVIF) name the same widths and get the same `sizes`.
 */
export function withSizes(data: ImageData | null, sizes: string | undefined): ImageData | null {
  // A fixed-size image already says its one size.
  if (!data || !sizes || data.isGif || data.layout === 'fixed' || !data.images.fallback.srcSet)
    return data;
  return {
    ...data,
    images: {
      fallback: { ...data.images.fallback, sizes },
      sources: data.images.sources.map((source) => ({ ...source, sizes })),
    },
  };
}
