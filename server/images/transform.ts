/**
 * What a request to the image service asks for, once parsed: shared by the service (images.ts)
 * and the render process (render.ts), which must not import the service back.
 */
export const FORMATS = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
} as const;
export type Format = keyof typeof FORMATS;

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
