/**
 * What the illustration scripts share (scripts/content/illustrations.ts, scripts/content/post-illustrations.ts):
 * the SVG shapes they draw with and how a drawing becomes an image file, so every picture of the
 * site is rendered with the same settings.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/**
 * Renders an SVG drawing to `out` with sharp: a palette PNG at maximum compression, or a JPEG
 * (mozjpeg, quality 88) for photos-like drawings with gradients.
 */
export async function writeImage(
  source: string,
  out: string,
  format: 'png' | 'jpeg' = 'png',
): Promise<void> {
  await mkdir(path.dirname(out), { recursive: true });
  const image = sharp(Buffer.from(source));
  await (
    format === 'png'
      ? image.png({ compressionLevel: 9, palette: true, quality: 95 })
      : image.jpeg({ quality: 88, mozjpeg: true })
  ).toFile(out);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
