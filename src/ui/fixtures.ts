/** Image data as the build produces it, for component tests. */
import type { ImageData } from '../images/image-data.ts';

export const SAMPLE_IMAGE: ImageData = {
  layout: 'constrained',
  width: 640,
  height: 400,
  backgroundColor: '#f5f6f8',
  images: {
    fallback: {
      src: '/_img/inbox.png?auto=format%2Ccompress&q=75&w=640',
      srcSet:
        '/_img/inbox.png?auto=format%2Ccompress&q=75&w=160 160w, /_img/inbox.png?auto=format%2Ccompress&q=75&w=640 640w',
      sizes: '(min-width: 640px) 640px, 100vw',
    },
    sources: [],
  },
};

export const SAMPLE_GIF: ImageData = {
  layout: 'fixed',
  width: 240,
  height: 160,
  isGif: true,
  images: { fallback: { src: '/_img/typing.gif' }, sources: [] },
};
