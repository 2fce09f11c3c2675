/**
 * The search panel's states, named (docs/search.md): nothing asked yet, a search under way, its
 * results, or a failure (the index could not load: offline, or `npm run dev` without a build).
 */
import type { SearchResults } from './pagefind.ts';

export type SearchState =
  | { name: 'idle' }
  | { name: 'searching'; query: string; previous: SearchResults | null }
  | { name: 'done'; results: SearchResults }
  | { name: 'failed'; query: string };

export type SearchEvent =
  | { type: 'clear' }
  | { type: 'search'; query: string }
  | { type: 'found'; results: SearchResults }
  | { type: 'fail'; query: string };

/** The query the panel is showing (or waiting for). */
export function queryOf(state: SearchState): string {
  if (state.name === 'idle') return '';
  if (state.name === 'done') return state.results.query;
  return state.query;
}

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'clear':
      return { name: 'idle' };
    case 'search':
      return {
        name: 'searching',
        query: event.query,
        previous:
          state.name === 'done'
            ? state.results
            : state.name === 'searching'
              ? state.previous
              : null,
      };
    case 'found':
      // A late answer to an older query is dropped: only the query asked last is shown.
      return queryOf(state) === event.results.query
        ? { name: 'done', results: event.results }
        : state;
    case 'fail':
      return queryOf(state) === event.query ? { name: 'failed', query: event.query } : state;
  }
}

/** What the live region announces, or '' while nothing is to be said. */
export function announcement(state: SearchState): string {
  switch (state.name) {
    case 'idle':
    case 'searching':
      return '';
    case 'failed':
      return 'Search is unavailable right now.';
    case 'done': {
      const { total, query } = state.results;
      if (total === 0) return `No results for “${query}”.`;
      return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”.`;
    }
  }
}
