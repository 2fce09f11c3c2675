export { Icon, type IconProps } from './Icon.tsx';
export * from '../../contracts/icons.ts';
