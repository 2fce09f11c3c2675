/**
 * The page's side of site search (docs/search.md): queries go to the search worker
 * (./search-worker.ts), started on the first search, one at a time. A query asked while another
 * is under way waits, and a later one replaces it: typing "customer" runs at most the search under
 * way and the last word typed, not one per pause. Where a worker cannot start (no module
 * workers, or its script failed to load), the searches waiting for it and every later one run
 * Pagefind in the page instead.
 *
 * `preloadSearch` starts the worker and Pagefind before the first search (the panel calls it when
 * it opens) and loads the index chunks of what is typed while the panel waits to search.
 */
import { preloadPagefind, RESULT_LIMIT, searchPagefind, type SearchResults } from './pagefind.ts';
import type { SearchReply, SearchRequest } from './search-worker.ts';

/** Results, or null for a query replaced by a later one before it ran. */
export type Search = (query: string, limit?: number) => Promise<SearchResults | null>;

export interface SiteSearch {
  search: Search;
  /** Loads Pagefind ahead of a search, and the index chunks of `query` when given. */
  preload: (query: string) => void;
}

/** Pagefind run in this thread, where there is no worker to ask. */
export interface SearchHere {
  search: (query: string, limit: number) => Promise<SearchResults>;
  preload: (query: string) => Promise<void>;
}

interface Request {
  query: string;
  limit: number;
  resolve: (results: SearchResults | null) => void;
  reject: (error: Error) => void;
}

/**
 * A search that asks the worker `startWorker` returns (once, on the first query or preload), or
 * Pagefind in this thread (`here`) when there is no worker to ask.
 */
export function createSearch(startWorker: () => Worker, here: SearchHere): SiteSearch {
  /** Not started yet (undefined), running, or unusable (null): search here. */
  let worker: Worker | null | undefined;
  let nextId = 0;
  let running: (Request & { id: number }) | null = null;
  let waiting: Request | null = null;

  const searchHere = ({ query, limit, resolve, reject }: Request) =>
    void here.search(query, limit).then(resolve, reject);

  const send = () => {
    if (running || !waiting || !worker) return;
    running = { ...waiting, id: nextId++ };
    waiting = null;
    worker.postMessage({
      type: 'search',
      id: running.id,
      query: running.query,
      limit: running.limit,
    } satisfies SearchRequest);
  };

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    for (const request of [running, waiting]) if (request) searchHere(request);
    running = waiting = null;
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      return (worker = null);
    }
    worker.addEventListener('message', ({ data }: MessageEvent<SearchReply>) => {
      if (data.id !== running?.id) return;
      const { resolve, reject } = running;
      running = null;
      if ('results' in data) resolve(data.results);
      else reject(new Error(data.error));
      send();
    });
    // The worker answers every request, failed searches included: an error event means its
    // script did not load or run.
    worker.addEventListener('error', giveUp);
    return worker;
  };

  const search: Search = (query, limit = RESULT_LIMIT) =>
    new Promise((resolve, reject) => {
      if (!query) return resolve({ query, total: 0, results: [] });
      if (!start()) return searchHere({ query, limit, resolve, reject });
      waiting?.resolve(null);
      waiting = { query, limit, resolve, reject };
      send();
    });

  const preload = (query: string) => {
    const started = start();
    if (started) started.postMessage({ type: 'preload', query } satisfies SearchRequest);
    else void here.preload(query);
  };

  return { search, preload };
}

const siteSearch = createSearch(
  () =>
    new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module', name: 'search' }),
  { search: searchPagefind, preload: preloadPagefind },
);

/** Searches the site; an empty query returns no results without loading anything. */
export const searchSite: Search = siteSearch.search;

/**
 * Starts the search worker and Pagefind ahead of the first search, and loads the index chunks of
 * what is typed so far (`query`, possibly empty).
 */
export const preloadSearch: (query: string) => void = siteSearch.preload;
