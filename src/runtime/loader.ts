/**
 * Loads everything a page needs before the app switches to it: page data, the shared query
 * results and slices it reads, and its code chunk. Each file is fetched at most once per visit.
 */
import { fetchJson, type FetchPolicyOptions } from './fetch-policy.ts';
import {
  isAppData,
  isPageData,
  isSliceData,
  isStaticQueryResult,
  SLICE_NAMES,
  type InitialData,
  type PageData,
  type PageResources,
  type SharedData,
  type SliceData,
  type SliceName,
  type StaticQueryResult,
} from '../contracts/page-data.ts';
import {
  APP_DATA_URL,
  pageDataUrl,
  pageKey,
  sliceDataUrl,
  staticQueryUrl,
} from '../contracts/paths.ts';
import { blockTypesIn, loadBlocks } from '../blocks/registry.tsx';
import { sharedByName } from '../contracts/shared.ts';
import type { PageComponent, TemplateId } from '../contracts/templates.ts';
import { loadStylesheets } from './stylesheets.ts';
import { TEMPLATE_LOADERS } from './templates.ts';

/** Page data for a template this browser build has code for. */
const isPage = (value: unknown): value is PageData =>
  isPageData(value, (id): id is TemplateId => Object.hasOwn(TEMPLATE_LOADERS, id));

export type LoadResult =
  | { kind: 'page'; resources: PageResources; component: PageComponent }
  /** The app cannot show this page itself: the browser must load it as a document. */
  | {
      kind: 'reload';
      path: string;
      reason: 'html-only' | 'new-build' | 'chunk-failed' | 'data-failed';
    };

export interface LoaderOptions extends FetchPolicyOptions {
  /** Answers whether a document exists at a path (used when its page data is missing). */
  htmlExists?: (path: string) => Promise<boolean>;
  /** Loads a template's module; replaced in tests. */
  loadTemplate?: (id: TemplateId) => Promise<{ default: PageComponent }>;
}

/** Page data used when even the fallback page's data cannot be fetched. */
export function builtInFallback(path: string, kind: 'not-found' | 'server-error'): PageData {
  return kind === 'not-found'
    ? {
        path,
        template: 'pages/not-found',
        title: 'Page not found',
        description: 'The page you asked for does not exist.',
        props: {},
        sq: [],
      }
    : {
        path,
        template: 'pages/server-error',
        title: 'Something went wrong',
        description: 'The page could not be loaded.',
        props: {},
        sq: [],
      };
}

async function defaultHtmlExists(path: string): Promise<boolean> {
  try {
    const response = await fetch(path, { method: 'HEAD', headers: { accept: 'text/html' } });
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

/**
 * The pending or settled result for a key, created at most once; a result that `keep` rejects
 * (a failure) is forgotten, so the next request tries again.
 */
function memo<K, V>(
  cache: Map<K, Promise<V>>,
  key: K,
  create: () => Promise<V>,
  keep: (value: V) => boolean,
): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = create();
    cache.set(key, pending);
    void pending.then((value) => {
      if (!keep(value)) cache.delete(key);
    });
  }
  return pending;
}

export class ResourceLoader {
  private readonly pages = new Map<string, Promise<PageData | LoadResult>>();
  private readonly queries = new Map<string, Promise<StaticQueryResult | null>>();
  private readonly slices = new Map<SliceName, Promise<SliceData | null>>();
  private readonly modules = new Map<TemplateId, Promise<PageComponent | null>>();
  private readonly options: LoaderOptions;
  private readonly buildHash: string;
  private reloadedForNewBuild = false;

  constructor(initial: InitialData | null, options: LoaderOptions = {}) {
    this.options = options;
    this.buildHash = initial?.buildHash ?? '';
    if (initial) {
      this.pages.set(pageKey(initial.page.path), Promise.resolve(initial.page));
      for (const [hash, result] of Object.entries(initial.sq)) {
        this.queries.set(hash, Promise.resolve(result));
      }
      for (const name of SLICE_NAMES) this.slices.set(name, Promise.resolve(initial.slices[name]));
    }
  }

  /** Seeds an already-imported module (the page being hydrated). */
  provideComponent(id: TemplateId, component: PageComponent): void {
    this.modules.set(id, Promise.resolve(component));
  }

  private fetch(url: string) {
    return fetchJson(url, this.options);
  }

  /** Page data for a path, or the 404/500 page data when it cannot be had. */
  loadPageData(path: string): Promise<PageData | LoadResult> {
    return memo(
      this.pages,
      pageKey(path),
      () => this.fetchPageData(path),
      (result) => isPage(result) && result.template !== 'pages/server-error',
    );
  }

  private async fetchPageData(path: string): Promise<PageData | LoadResult> {
    const outcome = await this.fetch(pageDataUrl(path));
    if (outcome.kind === 'ok' && isPage(outcome.data)) return outcome.data;
    // Missing, not JSON (a host answering every path with its HTML), or JSON that is not page
    // data: a document there is still worth a full load.
    if (outcome.kind !== 'failed') {
      const htmlExists = this.options.htmlExists ?? defaultHtmlExists;
      if (await htmlExists(path)) return { kind: 'reload', path, reason: 'html-only' };
    }
    const fallback = outcome.kind === 'failed' ? 'server-error' : 'not-found';
    const fallbackPath = fallback === 'not-found' ? '/404/' : '/500/';
    const fallbackOutcome = await this.fetch(pageDataUrl(fallbackPath));
    const data =
      fallbackOutcome.kind === 'ok' && isPage(fallbackOutcome.data)
        ? fallbackOutcome.data
        : builtInFallback(path, fallback);
    // The visitor stays on the path they asked for; the page says it could not be shown.
    return { ...data, path };
  }

  /** Fetches a JSON file once, keeping it only when `valid` accepts it. */
  private fetchValid<K, V>(
    cache: Map<K, Promise<V | null>>,
    key: K,
    url: string,
    valid: (data: unknown) => data is V,
  ) {
    return memo(
      cache,
      key,
      () =>
        this.fetch(url).then((outcome) =>
          outcome.kind === 'ok' && valid(outcome.data) ? outcome.data : null,
        ),
      (value) => value !== null,
    );
  }

  private loadQuery(hash: string): Promise<StaticQueryResult | null> {
    return this.fetchValid(this.queries, hash, staticQueryUrl(hash), isStaticQueryResult);
  }

  private loadSlice(name: SliceName): Promise<SliceData | null> {
    return this.fetchValid(this.slices, name, sliceDataUrl(name), isSliceData);
  }

  /**
   * The code a page needs: its template and the content blocks it uses, and the stylesheets of
   * what it draws from HTML; null when a chunk or a stylesheet failed.
   */
  async loadPageCode(page: PageData): Promise<PageComponent | null> {
    const loaded = (promise: Promise<unknown>) =>
      promise.then(
        () => true,
        () => false,
      );
    const [component, blocksLoaded, stylesLoaded] = await Promise.all([
      this.loadComponent(page.template),
      loaded(loadBlocks(blockTypesIn(page.props))),
      loaded(loadStylesheets(page.css)),
    ]);
    return blocksLoaded && stylesLoaded ? component : null;
  }

  /** The template's component; null when its chunk failed to load. */
  loadComponent(id: TemplateId): Promise<PageComponent | null> {
    const load =
      this.options.loadTemplate ?? ((template: TemplateId) => TEMPLATE_LOADERS[template]());
    return memo(
      this.modules,
      id,
      () =>
        load(id).then(
          (module) => module.default as PageComponent,
          () => null,
        ),
      (component) => component !== null,
    );
  }

  /** True when the deployed build differs from the running one (checked once per navigation). */
  async isStale(): Promise<boolean> {
    if (this.reloadedForNewBuild || !this.buildHash) return false;
    const outcome = await this.fetch(APP_DATA_URL);
    if (outcome.kind !== 'ok' || !isAppData(outcome.data)) return false;
    return outcome.data.buildHash !== this.buildHash;
  }

  /** Everything needed to show `path`, or the reason the browser must load it itself. */
  async load(path: string, { checkBuild = true } = {}): Promise<LoadResult> {
    if (checkBuild && (await this.isStale())) {
      this.reloadedForNewBuild = true;
      return { kind: 'reload', path, reason: 'new-build' };
    }
    const page = await this.loadPageData(path);
    if (!isPage(page)) return page;
    const [component, header, footer, shared] = await Promise.all([
      this.loadPageCode(page),
      this.loadSlice('header'),
      this.loadSlice('footer'),
      this.loadShared(page.sq),
    ]);
    if (!component) return { kind: 'reload', path, reason: 'chunk-failed' };
    const sliceShared =
      header && footer ? await this.loadShared([...header.sq, ...footer.sq]) : null;
    // Without its slices or shared data the page cannot render; its HTML embeds them all.
    if (!header || !footer || !shared || !sliceShared)
      return { kind: 'reload', path, reason: 'data-failed' };
    return {
      kind: 'page',
      component,
      resources: { page, shared: { ...sliceShared, ...shared }, slices: { header, footer } },
    };
  }

  /** The shared results by name, or null when any of them could not be loaded. */
  private async loadShared(hashes: readonly string[]): Promise<SharedData | null> {
    const results = await Promise.all([...new Set(hashes)].map((hash) => this.loadQuery(hash)));
    return results.every((result) => result !== null) ? sharedByName(results) : null;
  }

  /**
   * Prefetch, step 1: page data and shared results. True when the page exists (a missing page
   * has the 404 page to show); false when its data could not be had, which is not kept, so that
   * step 2 does not fetch it through its retries a second time. Never throws.
   */
  async prefetchData(path: string): Promise<boolean> {
    const page = await this.loadPageData(path).catch(() => null);
    if (!page || !isPage(page) || page.template === 'pages/server-error') return false;
    await this.loadShared(page.sq).catch(() => null);
    return true;
  }

  /** Prefetch, step 2: the code of a page whose data is already loaded. Never throws. */
  async prefetchCode(path: string): Promise<void> {
    const page = await this.loadPageData(path).catch(() => null);
    if (page && isPage(page)) await this.loadPageCode(page).catch(() => null);
  }
}
