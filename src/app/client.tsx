/**
 * Browser entry: hydrates the prerendered page, then takes over navigation.
 */
import './global.css';
import { useEffect, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { INITIAL_DATA_ID } from './document.ts';
import { maybeLoadLegacyScript } from './legacy-script.ts';
import { ResourceLoader } from './loader.ts';
import { NavigationController } from './navigation.ts';
import type { InitialData, PageResources, SharedData } from './page-data.ts';
import { collectLinks, internalPath, prefetchAllowed, PrefetchScheduler } from './prefetch.ts';
import { scrollToHash, scrollToId, watchHash } from './scroll.ts';
import { asSettings } from './settings.ts';

function readInitialData(): InitialData | null {
  const element = document.getElementById(INITIAL_DATA_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as InitialData) : null;
  } catch {
    return null;
  }
}

function sharedFor(initial: InitialData): SharedData {
  const shared: SharedData = {};
  for (const result of Object.values(initial.sq)) shared[result.name] = result.data;
  return shared;
}

function ClientApp({
  controller,
  onNavigated,
}: {
  controller: NavigationController;
  onNavigated: (path: string) => void;
}) {
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  useEffect(() => {
    if (state.key === 0) return;
    if (state.restoreScrollY !== null) window.scrollTo(0, state.restoreScrollY);
    else if (!scrollToHash(window, state.hash)) window.scrollTo(0, 0);
    // Screen readers start reading the new page; keyboard users start at its content.
    document.getElementById('main')?.focus({ preventScroll: true });
    onNavigated(state.path);
  }, [state.key, state.restoreScrollY, state.hash, state.path, onNavigated]);
  return (
    <App
      path={state.path}
      search={state.search}
      resources={state.resources}
      component={state.component}
      status={state.status}
      navigate={(to, options) => void controller.navigate(to, options)}
    />
  );
}

async function main(): Promise<void> {
  const initial = readInitialData();
  const root = document.getElementById('root');
  if (!initial || !root) return; // The prerendered HTML stays as it is.
  const loader = new ResourceLoader(initial);
  const component = await loader.loadComponent(initial.page.template);
  if (!component) return; // Chunk failed on first load: the static page is still readable.

  const resources: PageResources = {
    page: initial.page,
    shared: sharedFor(initial),
    slices: initial.slices,
  };
  const controller = new NavigationController(
    loader,
    { resources, component },
    { window, assign: (href) => window.location.assign(href) },
  );
  const settings = asSettings(resources.shared.settings);

  const scheduler = prefetchAllowed(
    navigator.userAgent,
    (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
      .connection,
  )
    ? new PrefetchScheduler({
        target: {
          prefetchData: (path) => loader.prefetchData(path),
          prefetchCode: (template) => loader.prefetchCode(template as never),
        },
      })
    : null;

  const onNavigated = (path: string) => {
    maybeLoadLegacyScript(document, path, settings.legacyScriptUrl);
    scheduler?.add(collectLinks(document, path));
    // Attribution, link decoration and analytics: a lazy chunk, out of the first-load budget.
    import('../tracking/index.ts')
      .then((tracking) => tracking.startTracking({ settings, path, window }))
      .catch((error: unknown) => console.error('Tracking failed:', error));
  };

  hydrateRoot(root, <ClientApp controller={controller} onNavigated={onNavigated} />, {
    onRecoverableError: (error) => console.error('Hydration problem:', error),
  });
  controller.start();
  // For content scripts and the console: the scroll-to-id helper of SPEC §2.1.
  (window as Window & { harbor?: object }).harbor = { scrollToId: (id: string) => scrollToId(id) };
  // Lets tests and tools know the page is interactive.
  requestAnimationFrame(() => (document.documentElement.dataset.hydrated = 'true'));
  watchHash(window);
  scrollToHash(window);
  onNavigated(controller.getSnapshot().path);

  if (scheduler) {
    scheduler.start();
    const prefetchNow = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = internalPath(anchor, location.origin);
      if (path) void scheduler.now(path);
    };
    document.addEventListener('mouseover', prefetchNow, { passive: true });
    document.addEventListener('touchstart', prefetchNow, { passive: true });
    document.addEventListener('focusin', prefetchNow);
  }
}

void main();
