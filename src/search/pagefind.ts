/**
 * The browser's side of Pagefind: its script is loaded from the built site (`/pagefind/`, never
 * bundled) the first time a search runs, and each search loads only the index chunks and
 * result fragments it needs. This runs in the site's search worker (./search-worker.ts), or in
 * the page where a worker cannot start (./search-client.ts). Nothing here runs at module scope.
 */
import { SEARCH_INDEX_PATH } from '../contracts/search.ts';

/** The part of Pagefind's browser API the site uses (pagefind.js, version 1). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindApi {
  options(options: { excerptLength?: number; baseUrl?: string }): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
  ): Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
  preload(query: string): Promise<void>;
}

export interface SearchResult {
  url: string;
  title: string;
  /** Pagefind's excerpt: escaped text with `<mark>` around matches (./excerpt.ts reads it). */
  excerpt: string;
  section: string;
}

export interface SearchResults {
  query: string;
  total: number;
  results: SearchResult[];
}

/** Results shown at once: their fragments are fetched one file each. */
export const RESULT_LIMIT = 8;

let loading: Promise<PagefindApi> | null = null;

/** Loads pagefind.js once; a failed load is retried on the next search. */
function pagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const url = `${SEARCH_INDEX_PATH}pagefind.js`;
    const api = (await import(/* @vite-ignore */ url)) as PagefindApi;
    // Results' URLs from the site's root: in a worker, Pagefind would otherwise prefix the origin.
    await api.options({ excerptLength: 24, baseUrl: '/' });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Loads Pagefind ahead of a search (its script, WebAssembly and the index's entry), and the index
 * chunks of `query` when given; a failure is left for the search to report.
 */
export async function preloadPagefind(query: string): Promise<void> {
  try {
    const api = await pagefind();
    if (query) await api.preload(query);
  } catch {
    // The search that follows loads again and says what failed.
  }
}

/**
 * Searches with Pagefind in this thread, and loads the fragments of the first `limit` results;
 * an empty query returns no results without loading anything.
 */
export async function searchPagefind(query: string, limit = RESULT_LIMIT): Promise<SearchResults> {
  if (!query) return { query, total: 0, results: [] };
  const api = await pagefind();
  const found = (await api.search(query))?.results ?? [];
  const data = await Promise.all(found.slice(0, limit).map((result) => result.data()));
  return {
    query,
    total: found.length,
    results: data.map((item) => ({
      url: item.url,
      title: item.meta.title || item.url,
      excerpt: item.excerpt,
      section: item.meta.section ?? '',
    })),
  };
}
