/**
 * The navigation controller: owns the current location, loads a page's data and code before
 * switching to it (so the old page stays until the new one can show), and falls back to a full
 * browser navigation whenever the app cannot show the page itself.
 */
import type { PageResources } from '../contracts/page-data.ts';
import type { PageComponent } from '../contracts/templates.ts';
import type { LoadResult, ResourceLoader } from './loader.ts';
import { normalizePath, samePage } from '../contracts/paths.ts';
import { linkToFollow, splitHref } from './links.ts';

/** Past this a pending navigation shows a progress indicator (docs/product.md §3.5). */
export const SLOW_NAVIGATION_MS = 1000;

export type NavigationStatus = 'idle' | 'loading' | 'slow';

export interface NavigationState {
  /** Path of the browser's location (may differ from the page's path on a 404 fallback). */
  path: string;
  search: string;
  hash: string;
  resources: PageResources;
  component: PageComponent;
  status: NavigationStatus;
  /** Increments on every completed navigation, so effects can react to it. */
  key: number;
  /** Scroll position to restore (back/forward), or null to scroll to the hash or the top. */
  restoreScrollY: number | null;
}

interface HistoryEntryState {
  /** Names the entry, so back and forward can find where the reader was on it. */
  key?: string;
  scrollY?: number;
}

const newEntryKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The entry's state as this controller writes it; anything else another script left is kept. */
function entryState(window: Window): HistoryEntryState {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as HistoryEntryState) : {};
}

export interface NavigationEnvironment {
  window: Window;
  /** Full document navigation; replaced in tests. */
  assign: (href: string) => void;
}

export class NavigationController {
  private state: NavigationState;
  private readonly listeners = new Set<() => void>();
  private readonly loader: ResourceLoader;
  private readonly env: NavigationEnvironment;
  private pendingId = 0;
  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  /** Key of the history entry shown. */
  private entryKey = '';
  /**
   * Where the reader was on each entry left in this session, by key: an entry left by back or
   * forward can no longer have its own state written (the browser has moved on by then).
   */
  private readonly scrollByEntry = new Map<string, number>();
  /**
   * The reader's place as of the last `scroll` event: on `popstate` for an anchor of the page, the
   * browser has already jumped to it, and the events of that jump are still to come.
   */
  private lastScrollY = 0;

  constructor(
    loader: ResourceLoader,
    initial: { resources: PageResources; component: PageComponent },
    env: NavigationEnvironment,
  ) {
    this.loader = loader;
    this.env = env;
    const { location } = env.window;
    this.state = {
      path: normalizePath(location.pathname) ?? '/',
      search: location.search,
      hash: location.hash,
      resources: initial.resources,
      component: initial.component,
      status: 'idle',
      key: 0,
      restoreScrollY: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): NavigationState => this.state;

  private setState(patch: Partial<NavigationState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Listens for link clicks and back/forward. Returns a function that stops listening. */
  start(): () => void {
    const { window } = this.env;
    window.history.scrollRestoration = 'manual';
    this.entryKey = this.keyEntry();
    this.lastScrollY = window.scrollY;
    const onClick = (event: MouseEvent) => this.onClick(event);
    const onPopState = () => this.onPopState();
    const onScroll = () => (this.lastScrollY = window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
    };
  }

  /** The shown entry's key, given one if it has none yet. */
  private keyEntry(): string {
    const { history } = this.env.window;
    const state = entryState(this.env.window);
    if (typeof state.key === 'string') return state.key;
    const key = newEntryKey();
    history.replaceState({ ...state, key }, '');
    return key;
  }

  /** Notes where the reader is on the entry shown, before it is left. */
  private rememberScroll(): void {
    const { window } = this.env;
    this.scrollByEntry.set(this.entryKey, window.scrollY);
    window.history.replaceState({ ...entryState(window), scrollY: window.scrollY }, '');
  }

  /**
   * A new history entry for `url` on the page shown (the scroll-to-id helper's hash), with the
   * reader's place on the entry left kept for back.
   */
  pushEntry(url: string): void {
    this.pushKeyed(url);
    this.state = { ...this.state, hash: this.env.window.location.hash };
  }

  /** Pushes `url` as a new keyed entry, the reader's place on the entry left noted first. */
  private pushKeyed(url: string): void {
    this.rememberScroll();
    this.entryKey = newEntryKey();
    this.env.window.history.pushState({ key: this.entryKey }, '', url);
  }

  private onPopState(): void {
    const { window } = this.env;
    const entry = entryState(window);
    this.scrollByEntry.set(this.entryKey, this.lastScrollY);
    // An entry with a key was shown before: back or forward. One without is new: the browser's
    // own, for an anchor followed on the page.
    const known = typeof entry.key === 'string';
    this.entryKey = this.keyEntry();
    const savedY = known ? (this.scrollByEntry.get(this.entryKey) ?? entry.scrollY) : undefined;
    const target = splitHref(window.location.href, window.location.origin);
    if (target && samePage(target.path, this.state.path) && target.search === this.state.search) {
      // The same page, another anchor: no new page view. The hash's own scroll is `hashchange`'s
      // (scroll.ts); back to where an anchor was followed from returns to that place.
      this.state = { ...this.state, hash: target.hash };
      if (typeof savedY === 'number' && !target.hash) window.scrollTo(0, savedY);
      return;
    }
    void this.go(window.location.href, 'pop', savedY ?? null);
  }

  private onClick(event: MouseEvent): void {
    const anchor = linkToFollow(event, this.env.window.location.origin, this.state);
    if (!anchor) return;
    event.preventDefault();
    void this.navigate(anchor.href);
  }

  /** Client-side navigation to an href on this site. */
  navigate(href: string, { replace = false } = {}): Promise<void> {
    return this.go(href, replace ? 'replace' : 'push');
  }

  private async go(
    href: string,
    mode: 'push' | 'replace' | 'pop',
    poppedScrollY: number | null = null,
  ): Promise<void> {
    const { window } = this.env;
    const target = splitHref(href, window.location.origin);
    if (!target) {
      this.env.assign(href);
      return;
    }
    const id = ++this.pendingId;
    clearTimeout(this.slowTimer);
    this.setState({ status: 'loading' });
    this.slowTimer = setTimeout(() => {
      if (id === this.pendingId) this.setState({ status: 'slow' });
    }, SLOW_NAVIGATION_MS);

    let result: LoadResult;
    try {
      result = await this.loader.load(target.path);
    } catch {
      result = { kind: 'reload', path: target.path, reason: 'chunk-failed' };
    }
    if (id !== this.pendingId) return; // A later navigation won.
    clearTimeout(this.slowTimer);

    const url = `${target.path}${target.search}${target.hash}`;
    if (result.kind === 'reload') {
      this.setState({ status: 'idle' });
      if (mode === 'pop') window.location.replace(url);
      else this.env.assign(url);
      return;
    }

    let restoreScrollY: number | null = null;
    if (mode === 'push') {
      this.pushKeyed(url);
    } else if (mode === 'replace') {
      window.history.replaceState({ key: this.entryKey }, '', url);
    } else {
      restoreScrollY = poppedScrollY;
    }
    applyDocumentMeta(window.document, result.resources);
    this.setState({
      path: target.path,
      search: target.search,
      hash: target.hash,
      resources: result.resources,
      component: result.component,
      status: 'idle',
      key: this.state.key + 1,
      restoreScrollY,
    });
  }
}

/** Keeps `<title>`, description, canonical and robots tags in step with the page shown. */
export function applyDocumentMeta(document: Document, resources: PageResources): void {
  const { page } = resources;
  document.title = page.title;
  const set = (selector: string, attribute: string, value: string) =>
    document.querySelector(selector)?.setAttribute(attribute, value);
  set('meta[name="description"]', 'content', page.description);
  set('meta[property="og:title"]', 'content', page.title);
  set('meta[property="og:description"]', 'content', page.description);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const href = new URL(page.path, canonical.href).href;
    canonical.href = href;
    set('meta[property="og:url"]', 'content', href);
  }
  const robots = document.querySelector('meta[name="robots"]');
  if (page.noindex && !robots) {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
  } else if (!page.noindex) {
    robots?.remove();
  }
}

/** What the app renders from: static at first, driven by the navigation controller later. */
export interface AppStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => NavigationState;
  navigate?: (to: string, options?: { replace?: boolean }) => void;
  /** Called after each completed client-side navigation has rendered (scroll, focus, hooks). */
  onNavigated?: (state: NavigationState) => void;
}
