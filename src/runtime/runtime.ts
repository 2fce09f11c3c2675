/**
 * The navigation runtime, loaded by ./boot.ts on the first intent to follow a link (a hover,
 * focus or touch; docs/product.md §3.3): client-side navigation and back/forward, prefetching,
 * and the page-view hooks of every page it shows. Page-view hooks for the pages it shows belong
 * in `onPageShown`; the first page's ran in ./boot.ts.
 */
import type { Runtime, RuntimeOptions } from './runtime-types.ts';
import { maybeLoadLegacyScript } from './legacy-script.ts';
import { ResourceLoader } from './loader.ts';
import { NavigationController } from './navigation.ts';
import { collectLinks, prefetchAllowed, PrefetchScheduler } from './prefetch.ts';
import { scrollToHash } from './scroll.ts';
import { requireShared } from '../contracts/shared.ts';
import { granted } from '../consent/gate.ts';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function startRuntime({
  initial,
  initialState,
  store,
  setState,
  track,
}: RuntimeOptions): Runtime {
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
    if (granted(document.cookie, 'marketing'))
      maybeLoadLegacyScript(document, path, settings.legacyScriptUrl);
    scheduler?.add(collectLinks(document, path));
    track(path);
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
  // The links of the page shown, queued; the first batch 3 s from now (docs/product.md §3.6).
  scheduler?.add(collectLinks(document, controller.getSnapshot().path));
  scheduler?.start();
  // Lets tests and tools know client-side navigation is on.
  document.documentElement.dataset.runtime = 'started';
  return {
    navigate: (href) => controller.navigate(href),
    prefetch: (path) => void scheduler?.now(path),
    pushEntry: (url) => controller.pushEntry(url),
  };
}
