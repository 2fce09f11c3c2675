/**
 * What the boot code (./boot.ts) hands the navigation runtime (./runtime.ts) it loads on intent,
 * and what it gets back: apart from both so neither imports the other.
 */
import type { AppStore, NavigationState } from './navigation.ts';
import type { InitialData } from '../contracts/page-data.ts';

export interface BootOptions {
  initial: InitialData;
  initialState: NavigationState;
  store: AppStore;
  setState: (state: NavigationState) => void;
}

/** What boot gives the runtime besides. */
export interface RuntimeOptions extends BootOptions {
  /**
   * Starts page-view tracking for a page shown (docs/product.md §4); boot's, so that one module
   * loads the tracker chunk.
   */
  track: (path: string) => void;
}

/** The navigation runtime once started (./runtime.ts). */
export interface Runtime {
  navigate(href: string): Promise<void>;
  /** Prefetches a link's page at once (hover, focus, touch). */
  prefetch(path: string): void;
  /** A new history entry on the page shown (the scroll-to-id helper's hash). */
  pushEntry(url: string): void;
}
