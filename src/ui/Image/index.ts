export { Image, type ImageData, type ImageProps } from './Image.tsx';
