/**
 * The one rule for where a link opens, used by every component that renders a link (buttons,
 * navigation, footer, rich text). A link that opens a new tab, or leaves the site, never gives
 * the other page a handle on this one (`noopener`) nor our URL (`noreferrer`).
 */

/**
 * - `auto`: links to another origin open in a new tab; same-site links stay in the tab.
 * - `new-tab`: every link except an in-page `#` link opens a new tab (rich text,
 *   docs/product.md §2.4).
 * - `same-tab`: nothing opens a new tab.
 */
export type LinkTarget = 'auto' | 'new-tab' | 'same-tab';

export interface LinkProps {
  href: string;
  target?: '_blank' | undefined;
  rel?: string;
}

/** A link to another origin: protocol-relative or absolute http(s). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export function linkProps(href: string, target: LinkTarget = 'auto'): LinkProps {
  const external = isExternalHref(href);
  const newTab = href[0] !== '#' && (target === 'new-tab' || (target === 'auto' && external));
  return newTab || external
    ? { href, target: newTab ? '_blank' : undefined, rel: 'noopener noreferrer' }
    : { href };
}
