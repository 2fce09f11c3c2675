/**
 * The site search's own worker (docs/search.md): Pagefind runs in this thread, and only what
 * the panel shows crosses to the page, the total and the first results with their excerpts.
 *
 * Run in the page, or in Pagefind's own worker, a search hands the page one result object per
 * matching page (10,000 for a common word at 10,000 posts) and, once the page's garbage collector
 * reclaims them, one message per result back to Pagefind's worker; the next search waited behind
 * those messages. Here Pagefind finds no `window` and searches in this thread, and its results
 * are collected with the worker's own garbage.
 */
import { preloadPagefind, searchPagefind, type SearchResults } from './pagefind.ts';

/** A search to answer, or Pagefind to load ahead of one (with the chunks of a query typed so far). */
export type SearchRequest =
  { type: 'search'; id: number; query: string; limit: number } | { type: 'preload'; query: string };

export type SearchReply = { id: number; results: SearchResults } | { id: number; error: string };

const reply = (message: SearchReply) => postMessage(message);

addEventListener('message', ({ data }: MessageEvent<SearchRequest>) => {
  if (data.type === 'preload') return void preloadPagefind(data.query);
  const { id, query, limit } = data;
  searchPagefind(query, limit).then(
    (results) => reply({ id, results }),
    (error: unknown) =>
      reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
