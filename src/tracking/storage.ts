/**
 * The one local-storage adapter. Storage can be missing or throw (Safari private windows,
 * blocked third-party storage, quota): every call here degrades to "nothing stored".
 */

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

export function createBrowserStorage(win: Window): KeyValueStorage {
  const storage = (): Storage | null => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Full or blocked: the record is simply not kept.
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to do.
      }
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
