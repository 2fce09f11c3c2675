/**
 * What every page runs right after hydration (docs/product.md §3.3): the first page view and
 * attribution, the legacy script, hash scrolling and `window.harbor.scrollToId`; then it waits.
 * The navigation runtime (./runtime.ts: client-side navigation and prefetching) is code a visitor
 * who reads one page never uses, so it loads on the first sign of intent to follow a link: a
 * hover, focus or touch on one (issue 37). A click on a link before it has loaded waits for it
 * and is then followed client-side; if it cannot load, the browser follows the link.
 */
import type { BootOptions, Runtime, RuntimeOptions } from './runtime-types.ts';
import { requireShared } from '../contracts/shared.ts';
import { maybeLoadLegacyScript } from './legacy-script.ts';
import { internalPath, linkToFollow } from './links.ts';
import { scrollToHash, scrollToId, watchHash } from './scroll.ts';

/** The events that show intent to follow a link: the runtime loads on the first of them. */
export const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/** The chunks boot loads; replaced in tests. */
export interface BootModules {
  runtime: () => Promise<{ startRuntime: (options: RuntimeOptions) => Runtime }>;
  /** Attribution and the consent hook (issue 36): one chunk (vite.config.ts), one import. */
  tracker: () => Promise<typeof import('../tracking/page-hooks.ts')>;
}

const CHUNKS: BootModules = {
  runtime: () => import('./runtime.ts'),
  tracker: () => import('../tracking/page-hooks.ts'),
};

export type { BootOptions, Runtime };

export function startBoot(
  options: BootOptions,
  modules: BootModules = CHUNKS,
): { runtime: () => Promise<Runtime> } {
  const { initialState } = options;
  const settings = requireShared(initialState.resources.shared, 'settings');
  // Attribution, link decoration and analytics (docs/product.md §4): its own lazy chunk.
  const track = (path: string) =>
    void modules
      .tracker()
      .then(({ startTracking }) => startTracking({ settings, path, window }))
      .catch((error: unknown) => console.error('Tracking failed:', error));
  let started: Runtime | null = null;
  let pending: Promise<Runtime> | null = null;
  const runtime = (): Promise<Runtime> =>
    (pending ??= modules.runtime().then(
      (module) => (started = module.startRuntime({ ...options, track })),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    const path = anchor ? internalPath(anchor, location.origin) : null;
    if (!path) return;
    if (started) return started.prefetch(path);
    runtime().then(
      (loaded) => loaded.prefetch(path),
      (error: unknown) => console.error('The navigation runtime failed to load:', error),
    );
  };
  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, type === 'focusin' ? undefined : { passive: true });

  // Until the runtime has started, a click it would follow waits for it (its controller listens
  // for clicks from then on); a runtime that cannot load leaves the link to the browser.
  document.addEventListener('click', (event) => {
    if (started) return;
    const anchor = linkToFollow(event, location.origin, initialState);
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.href;
    runtime().then(
      (loaded) => loaded.navigate(href),
      () => location.assign(href),
    );
  });

  // The cookie banner where consent is required and not yet given, and "Cookie settings"; a
  // third-party script only once marketing is allowed where consent is required (issue 36).
  modules.tracker().then(
    ({ startConsent }) => {
      if (startConsent(window, settings))
        maybeLoadLegacyScript(document, initialState.path, settings.legacyScriptUrl);
    },
    (error: unknown) => console.error('Consent failed:', error),
  );
  track(initialState.path);
  watchHash(window);
  scrollToHash(window);
  // For content scripts and the console: the scroll-to-id helper (docs/product.md §3.7). Before
  // the runtime has started, the browser's own history entry and scroll restoration serve back.
  (window as Window & { harbor?: object }).harbor = {
    scrollToId: (id: string) =>
      scrollToId(id, window, (url) =>
        started ? started.pushEntry(url) : window.history.pushState({}, '', url),
      ),
  };
  // Lets tests and tools know the page is fully interactive.
  document.documentElement.dataset.hydrated = 'true';
  return { runtime };
}
