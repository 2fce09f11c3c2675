export {
  Container,
  CONTAINER_WIDTHS,
  type ContainerProps,
  type ContainerWidth,
} from './Container.tsx';
