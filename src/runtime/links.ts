/**
 * Which link clicks the app follows itself (docs/product.md §3.5): read by the navigation
 * controller and by the boot code that stands in for it until it has loaded (./boot.ts), so both
 * agree on every click. Kept apart from ./navigation.ts so the boot chunk stays small.
 */
import { normalizePath, samePage } from '../contracts/paths.ts';

export interface LinkTarget {
  path: string;
  search: string;
  hash: string;
}

/** The path, query and hash of an href on `base`, or null when the app cannot parse it. */
export function splitHref(href: string, base: string): LinkTarget | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const path = normalizePath(url.pathname);
  if (!path) return null;
  return { path, search: url.search, hash: url.hash };
}

/**
 * The link a click asks the app to follow, or null when the browser should have it: modifier
 * keys or another button, `target`, `download`, `data-full-navigation`, another origin, an href
 * the app cannot parse, or another anchor of the page shown (`current`).
 */
export function linkToFollow(
  event: MouseEvent,
  origin: string,
  current: { path: string; search: string },
): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.fullNavigation !== undefined) return null;
  if (anchor.origin !== origin) return null;
  const target = splitHref(anchor.href, origin);
  if (!target) return null;
  // Same page, another anchor: the browser scrolls and fires popstate and hashchange.
  if (target.hash && samePage(target.path, current.path) && target.search === current.search)
    return null;
  return anchor;
}

/** The page path of a link the app may load itself (same origin, no download, no other target). */
export function internalPath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.origin !== origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return normalizePath(anchor.pathname);
}
