/**
 * The address bar's query string as an external store for `useSyncExternalStore`: the filter
 * lives in the URL, so a shared link opens filtered and hydration still matches the
 * prerendered (unfiltered) page, whose server snapshot is the empty query.
 */
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export const getSnapshot = (): string => window.location.search;
export const getServerSnapshot = (): string => '';

/** Replaces the query string (Back still leaves the page) and tells the subscribers. */
export function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  for (const listener of listeners) listener();
}
