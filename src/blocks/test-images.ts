/** Content images as the build resolves them (URLs from the real URL builder), for tests. */
import type { ContentImage } from '../contracts/schemas/common.ts';
import { DEFAULT_IMAGE_CONFIG } from '../images/config.ts';
import { getImageData } from '../images/image-data.ts';
import type { ResolvedImage } from './BlockImage.tsx';

/** Sizes of the sample files in content/images/. */
const SOURCES: Record<string, [number, number]> = {
  'inbox.png': [1600, 1000],
  'docs.jpg': [1200, 900],
  'avatar.jpg': [400, 400],
  'post-chat.png': [1600, 1000],
  'logo-crm.png': [240, 240],
  'nav-platform.png': [1320, 660],
};

export function resolvedImage(
  file: string,
  alt: string,
  options: Omit<Partial<ContentImage>, 'src' | 'alt'> = {},
): ResolvedImage {
  const [width, height] = SOURCES[file] ?? [800, 600];
  const image = { src: `/images/${file}`, alt, layout: 'constrained' as const, ...options };
  return {
    ...image,
    data: getImageData(
      { src: file, width, height, backgroundColor: '#e8edff' },
      { layout: image.layout, width: image.width, height: image.height },
      DEFAULT_IMAGE_CONFIG,
      () => {},
    ),
  };
}
