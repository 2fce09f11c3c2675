export { Icon, type IconProps } from './Icon.tsx';
export * from './icons.ts';
