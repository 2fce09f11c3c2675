import { describe, expect, it } from 'vitest';
import { announcement, searchReducer, type SearchState } from './search-state.ts';

const results = (query: string, total: number) => ({ query, total, results: [] });

describe('searchReducer', () => {
  it('given a search then its results, should show them', () => {
    let state: SearchState = searchReducer({ name: 'idle' }, { type: 'search', query: 'inbox' });
    expect(state.name).toBe('searching');
    state = searchReducer(state, { type: 'found', results: results('inbox', 3) });
    expect(state).toEqual({ name: 'done', results: results('inbox', 3) });
  });

  it('given results of an older query arriving late, should drop them', () => {
    let state: SearchState = searchReducer({ name: 'idle' }, { type: 'search', query: 'in' });
    state = searchReducer(state, { type: 'search', query: 'inbox' });
    const late = searchReducer(state, { type: 'found', results: results('in', 9) });
    expect(late).toBe(state);
    expect(searchReducer(state, { type: 'fail', query: 'in' })).toBe(state);
  });

  it('given a new search while results are shown, should keep them as previous while it runs', () => {
    const done: SearchState = { name: 'done', results: results('a', 1) };
    const state = searchReducer(done, { type: 'search', query: 'ab' });
    expect(state).toEqual({ name: 'searching', query: 'ab', previous: results('a', 1) });
  });

  it('given a failure of the current query, should say search is unavailable', () => {
    const state = searchReducer(
      { name: 'searching', query: 'x', previous: null },
      { type: 'fail', query: 'x' },
    );
    expect(announcement(state)).toBe('Search is unavailable right now.');
  });
});

describe('announcement', () => {
  it('given counts of 0, 1 and more, should announce them with the query', () => {
    expect(announcement({ name: 'done', results: results('x', 0) })).toBe('No results for “x”.');
    expect(announcement({ name: 'done', results: results('x', 1) })).toBe('1 result for “x”.');
    expect(announcement({ name: 'done', results: results('x', 12) })).toBe('12 results for “x”.');
    expect(announcement({ name: 'idle' })).toBe('');
  });
});
