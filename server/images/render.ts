/**
 * The render itself (sharp), run in the render process (render-process.ts), never in the server:
 * libvips's memory, which the C allocator keeps after a burst of renders, goes back to the
 * system when that process exits.
 */
import sharp from 'sharp';
import type { Format, Transform } from './transform.ts';

export interface RenderJob {
  file: string;
  transform: Transform;
  format: Format;
  size: { width: number; height: number };
  maxPixels: number;
}

export const SHARP_FIT: Record<string, 'cover' | 'inside' | 'outside' | 'fill' | 'contain'> = {
  clip: 'inside',
  max: 'inside',
  min: 'cover',
  crop: 'cover',
  scale: 'fill',
  fill: 'contain',
  fillmax: 'contain',
};

export async function render({
  file,
  transform,
  format,
  size,
  maxPixels,
}: RenderJob): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  let image = sharp(file, { animated, limitInputPixels: maxPixels }).rotate();
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
