export { isExternalHref, linkProps, type LinkProps, type LinkTarget } from './link.ts';
