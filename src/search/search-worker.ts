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
import { searchPagefind, type SearchResults } from './pagefind.ts';

export interface SearchRequest {
  id: number;
  query: string;
  limit: number;
}

export type SearchReply = { id: number; results: SearchResults } | { id: number; error: string };

const reply = (message: SearchReply) => postMessage(message);

addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, query, limit } = event.data;
  searchPagefind(query, limit).then(
    (results) => reply({ id, results }),
    (error: unknown) =>
      reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
