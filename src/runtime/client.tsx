/**
 * Browser entry: hydrates the prerendered page with as little code as possible. The first page
 * view and hash scrolling live in ./boot.ts, loaded right after hydration as a separate chunk;
 * client-side navigation and prefetching in ./runtime.ts, which it loads on the first intent to
 * follow a link. Until boot has arrived, links simply load as documents.
 */
import '../app/global.css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { blockTypesIn, loadBlocks } from '../blocks/registry.tsx';
import { App } from '../app/App.tsx';
import { INITIAL_DATA_ID } from '../contracts/initial-data.ts';
import type { AppStore, NavigationState } from './navigation.ts';
import type { InitialData } from '../contracts/page-data.ts';
import { sharedByName } from '../contracts/shared.ts';
import { PRERENDERED_ATTRIBUTE, restorePrerenderedHtml } from '../contracts/prerendered.ts';
import type { PageComponent, TemplateModule } from '../contracts/templates.ts';

function readInitialData(): InitialData | null {
  const element = document.getElementById(INITIAL_DATA_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as InitialData) : null;
  } catch {
    return null;
  }
}

function ClientApp({ store }: { store: AppStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const shownKey = useRef(0);
  useEffect(() => {
    // Only a completed navigation moves scroll and focus, not a change of loading status.
    if (state.key === shownKey.current) return;
    shownKey.current = state.key;
    store.onNavigated?.(state);
  }, [state, store]);
  return (
    <App
      path={state.path}
      search={state.search}
      resources={state.resources}
      component={state.component}
      status={state.status}
    />
  );
}

async function main(): Promise<void> {
  const initial = readInitialData();
  const root = document.getElementById('root');
  if (!initial || !root) return; // The prerendered HTML stays as it is.
  // The embedded page data leaves out the HTML of the parts the build rendered: it is taken
  // back from the document, so hydration and later renders have the whole page.
  const whole = restorePrerenderedHtml(
    initial.page,
    (key) => root.querySelector(`[${PRERENDERED_ATTRIBUTE}="${key}"]`)?.innerHTML,
  );
  if (!whole) return; // Not the markup the build wrote: left as it is, links load documents.
  // Where the cookie banner will be shown, its chunk is asked for now, beside hydration, and not
  // only when boot starts the consent hook after it (issue 36).
  import('../tracking/page-hooks.ts').then(
    (hooks) => hooks.prefetchBanner(document),
    () => undefined,
  );
  let component: PageComponent;
  try {
    // The page's content blocks load alongside, but hydration does not wait for them: each sits
    // in a Suspense boundary that keeps its prerendered HTML until its code arrives.
    loadBlocks(blockTypesIn(initial.page.props)).catch(() => undefined);
    // The same module the template loaders load; named by the HTML so they can load later.
    const module = await (import(
      /* @vite-ignore */ initial.templateModule
    ) as Promise<TemplateModule>);
    component = module.default as PageComponent;
  } catch {
    return; // Chunk failed on first load: the prerendered page is still complete and readable.
  }

  const listeners = new Set<() => void>();
  let state: NavigationState = {
    path: location.pathname,
    search: location.search,
    hash: location.hash,
    resources: {
      page: initial.page,
      shared: sharedByName(Object.values(initial.sq)),
      slices: initial.slices,
    },
    component,
    status: 'idle',
    key: 0,
    restoreScrollY: null,
  };
  const store: AppStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };

  hydrateRoot(root, <ClientApp store={store} />, {
    onRecoverableError: (error) => console.error('Hydration problem:', error),
  });

  const { startBoot } = await import('./boot.ts');
  startBoot({
    initial,
    initialState: state,
    store,
    setState: (next) => {
      state = next;
      for (const listener of listeners) listener();
    },
  });
}

void main();
