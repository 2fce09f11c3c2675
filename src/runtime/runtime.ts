/**
 * Everything the page needs after hydration, loaded as its own chunk so it never delays first
 * paint: client-side navigation, prefetching, hash scrolling, the legacy script and page-view
 * hooks. Page-view hooks for every page (first and client-side) belong in `onPageShown`.
 */
import type { AppStore } from './navigation.ts';
import { maybeLoadLegacyScript } from './legacy-script.ts';
import { ResourceLoader } from './loader.ts';
import { NavigationController, type NavigationState } from './navigation.ts';
import type { InitialData } from '../contracts/page-data.ts';
import { collectLinks, internalPath, prefetchAllowed, PrefetchScheduler } from './prefetch.ts';
import { scrollToHash, scrollToId, watchHash } from './scroll.ts';
import { requireShared } from '../contracts/shared.ts';
import { marketingAllowed, startConsent } from '../consent/start.ts';

interface RuntimeOptions {
  initial: InitialData;
  initialState: NavigationState;
  store: AppStore;
  setState: (state: NavigationState) => void;
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function startRuntime({ initial, initialState, store, setState }: RuntimeOptions): void {
  const loader = new ResourceLoader(initial);
  loader.provideComponent(initial.page.template, initialState.component);
  const controller = new NavigationController(
    loader,
    { resources: initialState.resources, component: initialState.component },
    { window, assign: (href) => window.location.assign(href) },
  );
  const settings = requireShared(initialState.resources.shared, 'settings');

  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const scheduler = prefetchAllowed(navigator.userAgent, connection)
    ? new PrefetchScheduler({
        target: {
          prefetchData: (path) => loader.prefetchData(path),
          prefetchCode: (path) => loader.prefetchCode(path),
        },
      })
    : null;

  const onPageShown = (path: string) => {
    // A third-party script: only once marketing is allowed where consent is required (issue 36).
    if (marketingAllowed(document.cookie))
      maybeLoadLegacyScript(document, path, settings.legacyScriptUrl);
    scheduler?.add(collectLinks(document, path));
    // Attribution, link decoration and analytics (docs/product.md §4): its own lazy chunk.
    import('../tracking/tracker.ts')
      .then((tracking) => tracking.startTracking({ settings, path, window }))
      .catch((error: unknown) => console.error('Tracking failed:', error));
  };

  // The controller now drives what the app renders.
  store.navigate = (to, options) => void controller.navigate(to, options);
  store.onNavigated = (state) => {
    if (state.restoreScrollY !== null) window.scrollTo(0, state.restoreScrollY);
    else if (!scrollToHash(window, state.hash)) window.scrollTo(0, 0);
    // Screen readers start reading the new page; keyboard users start at its content.
    document.getElementById('main')?.focus({ preventScroll: true });
    onPageShown(state.path);
  };
  controller.subscribe(() => setState(controller.getSnapshot()));
  controller.start();
  watchHash(window);
  scrollToHash(window);
  // For content scripts and the console: the scroll-to-id helper (docs/product.md §3.7).
  (window as Window & { harbor?: object }).harbor = {
    scrollToId: (id: string) => scrollToId(id, window, (url) => controller.pushEntry(url)),
  };
  // The cookie banner where consent is required and not yet given, and "Cookie settings".
  startConsent(window, settings);
  onPageShown(initialState.path);

  if (scheduler) {
    scheduler.start();
    const prefetchNow = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      const path = anchor ? internalPath(anchor, location.origin) : null;
      if (path) void scheduler.now(path);
    };
    document.addEventListener('mouseover', prefetchNow, { passive: true });
    document.addEventListener('touchstart', prefetchNow, { passive: true });
    document.addEventListener('focusin', prefetchNow);
  }
  // Lets tests and tools know the page is fully interactive.
  document.documentElement.dataset.hydrated = 'true';
}
