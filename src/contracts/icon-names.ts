/**
 * The names of the design system's icons (docs/product.md §10.1): content names an icon (e.g. a
 * navigation link), its schema checks the name against this list, and the build gives the page
 * data the icon's drawing. The drawings themselves are the design system's (src/ui/Icon/icons.ts).
 */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'chart',
  'chat',
  'check',
  'chevron-down',
  'chevron-right',
  'close',
  'external',
  'info',
  'inbox',
  'book',
  'mail',
  'menu',
  'play',
  'plug',
  'search',
  'sparkles',
  'star',
  'users',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** An icon as page data carries it: its name and its drawing. */
export interface IconDefinition {
  name: IconName;
  /** SVG path data on a 24×24 grid, stroked. */
  paths: readonly string[];
}
