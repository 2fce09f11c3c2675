/**
 * The icon set's drawings (docs/product.md §10.1), drawn by `Icon`. Each icon is its own export,
 * so a page's bundle holds only the icons it imports; `icons-by-name.ts` maps names to icons for
 * content that names an icon, at the cost of every icon, and only pages importing it pay that.
 * The names are a contract (src/contracts/icon-names.ts): content's schemas check them.
 * 24×24 outline paths, drawn with `currentColor`.
 */
import type { IconDefinition, IconName } from '../../contracts/icon-names.ts';

export type { IconDefinition, IconName };

/**
 * The contract's names (src/contracts/icon-names.ts) again, declared here so that the pages'
 * bundles keep their bytes. The two lists are checked equal below: a name added to one and not
 * the other fails type-checking (and Icon.test.tsx checks every name has a drawing).
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
] as const satisfies readonly IconName[];

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type IconNamesMatchContract = Holds<Exactly<(typeof ICON_NAMES)[number], IconName>>;

const icon = (name: IconName, ...paths: string[]): IconDefinition => ({ name, paths });

export const arrowLeft = /*#__PURE__*/ icon('arrow-left', 'M19 12H5', 'M11 6l-6 6 6 6');
export const arrowRight = /*#__PURE__*/ icon('arrow-right', 'M5 12h14', 'M13 6l6 6-6 6');
export const chart = /*#__PURE__*/ icon('chart', 'M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2');
export const chat = /*#__PURE__*/ icon('chat', 'M4 5h16v11H9l-5 4z');
export const check = /*#__PURE__*/ icon('check', 'M4 12.5l5 5L20 6.5');
export const chevronDown = /*#__PURE__*/ icon('chevron-down', 'M6 9l6 6 6-6');
export const chevronRight = /*#__PURE__*/ icon('chevron-right', 'M9 6l6 6-6 6');
export const close = /*#__PURE__*/ icon('close', 'M6 6l12 12', 'M18 6L6 18');
export const external = /*#__PURE__*/ icon('external', 'M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6');
export const info = /*#__PURE__*/ icon(
  'info',
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M12 11v6',
  'M12 7.5v.5',
);
export const inbox = /*#__PURE__*/ icon('inbox', 'M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1 3h6l1-3h5');
export const book = /*#__PURE__*/ icon(
  'book',
  'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z',
  'M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
);
export const mail = /*#__PURE__*/ icon('mail', 'M3 5h18v14H3z', 'M3 6l9 7 9-7');
export const menu = /*#__PURE__*/ icon('menu', 'M4 6h16', 'M4 12h16', 'M4 18h16');
export const play = /*#__PURE__*/ icon('play', 'M7 4l13 8-13 8z');
export const plug = /*#__PURE__*/ icon(
  'plug',
  'M9 3v5',
  'M15 3v5',
  'M6 8h12v3a6 6 0 0 1-12 0z',
  'M12 17v4',
);
export const search = /*#__PURE__*/ icon(
  'search',
  'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z',
  'M16 16l5 5',
);
export const sparkles = /*#__PURE__*/ icon(
  'sparkles',
  'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  'M19 3v4',
  'M17 5h4',
);
export const star = /*#__PURE__*/ icon(
  'star',
  'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z',
);
export const users = /*#__PURE__*/ icon(
  'users',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M2 21a7 7 0 0 1 14 0',
  'M16 3.5a4 4 0 0 1 0 7',
  'M18 14a6 6 0 0 1 4 7',
);
