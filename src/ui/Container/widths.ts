/**
 * default: about 1200 px; medium: about 960 px (wide media); narrow: a ~700 px reading column.
 * Apart from the component, so pages that only render containers do not ship the list.
 */
export const CONTAINER_WIDTHS = ['default', 'medium', 'narrow'] as const;
export type ContainerWidth = (typeof CONTAINER_WIDTHS)[number];
