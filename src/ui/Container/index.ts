export { Container, type ContainerProps } from './Container.tsx';
export { CONTAINER_WIDTHS, type ContainerWidth } from './widths.ts';
