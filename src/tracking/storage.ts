/**
 * The one local-storage adapter. Storage can be missing or throw (Safari private windows,
 * blocked third-party storage, quota): every call here degrades to "nothing stored". Keys the
 * visitor has not allowed (src/consent/gate.ts) stay in memory until they do.
 */
import { categoryOf, granted } from '../consent/gate.ts';

/** Local-storage keys this site uses. */
export const STORAGE_KEY = {
  /** Set to "true" to log attribution decisions to the console (docs/product.md §4.8). */
  debug: 'hs_debug_attribution',
  newsletterNoThanks: 'newsletter_nothanks',
  doNotSell: 'hs_do_not_sell',
} as const;

export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Keys the visitor has not (yet) allowed: memory only; the banner's chunk writes them on accept. */
export const heldStorage = new Map<string, string>();

export function createBrowserStorage(win: Window): KeyValueStorage {
  // Every access in one guard: reading `localStorage` itself can throw (blocked storage), and
  // so can a write (full). A failure reads as nothing stored; a write that fails is not kept.
  const guarded = <T>(call: (storage: Storage) => T): T | null => {
    try {
      return call(win.localStorage) ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      return heldStorage.get(key) ?? guarded((storage) => storage.getItem(key));
    },
    set(key, value) {
      if (granted(win.document.cookie, categoryOf(key)))
        guarded((storage) => storage.setItem(key, value));
      else heldStorage.set(key, value);
    },
    remove(key) {
      heldStorage.delete(key);
      guarded((storage) => storage.removeItem(key));
    },
  };
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}
