/**
 * Hash scrolling (docs/product.md §3.7): the URL hash scrolls to the matching element on load and
 * on hash change; `scrollToId` scrolls smoothly to 120 px above an element and sets the hash.
 */

/** Room for the sticky header above the element scrolled to (docs/product.md §3.7). */
export const SCROLL_OFFSET_PX = 120;

function prefersReducedMotion(window: Window): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The element a hash names, or null. Never throws on a malformed hash. */
export function elementForHash(document: Document, hash: string): HTMLElement | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A broken escape (`#%E0%A4%A`) names no element we made; try it as written.
  }
  return document.getElementById(id);
}

function scrollToElement(window: Window, element: HTMLElement, smooth: boolean): void {
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({
    top: Math.max(0, top),
    behavior: smooth && !prefersReducedMotion(window) ? 'smooth' : 'auto',
  });
}

/**
 * Scrolls smoothly to 120 px above the element with this id and sets the URL hash to it, in a
 * new history entry made by `pushEntry` (the navigation controller's, which keeps the reader's
 * place for back).
 */
export function scrollToId(
  id: string,
  window: Window = globalThis.window,
  pushEntry: (url: string) => void = (url) => window.history.pushState({}, '', url),
): boolean {
  const element = window.document.getElementById(id);
  if (!element) return false;
  pushEntry(`#${encodeURIComponent(id)}`);
  scrollToElement(window, element, true);
  return true;
}

/** Scrolls to the element the current hash names; returns whether one was found. */
export function scrollToHash(window: Window, hash: string = window.location.hash): boolean {
  const element = elementForHash(window.document, hash);
  if (!element) return false;
  scrollToElement(window, element, false);
  return true;
}

/** Follows `hashchange` for the life of the page. */
export function watchHash(window: Window): () => void {
  const onHashChange = () => {
    const element = elementForHash(window.document, window.location.hash);
    if (element) scrollToElement(window, element, true);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}
