import { describe, expect, it } from 'vitest';
import type { InterviewLibrary } from '../../contracts/schemas/interview.ts';
import {
  builderReducer,
  fromStorage,
  initialState,
  MAX_SELECTED,
  restore,
  sanitize,
  toQuery,
  toStorage,
  type BuilderState,
} from './state.ts';

const library: InterviewLibrary = {
  competencies: [
    { id: 'empathy', name: 'Empathy', description: 'Understands how the customer feels.' },
    { id: 'writing', name: 'Writing', description: 'Clear and warm written replies.' },
  ],
  roles: [
    {
      id: 'support-specialist',
      name: 'Support specialist',
      description: 'Answers customers.',
      competencies: ['empathy'],
    },
    {
      id: 'team-lead',
      name: 'Team lead',
      description: 'Leads the team daily.',
      competencies: ['writing'],
    },
  ],
  questions: ['a', 'b', 'c'].map((id) => ({
    id,
    competency: 'empathy',
    roles: ['support-specialist'],
    text: `Question ${id} is a question?`,
    goodAnswer: `A good answer to ${id}.`,
  })),
};

const run = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]) =>
  actions.reduce(builderReducer, state);

describe('builderReducer', () => {
  it('given picks, should keep them in order and ignore a second pick of the same question', () => {
    const state = run(
      initialState(library),
      { type: 'pick', id: 'b' },
      { type: 'pick', id: 'a' },
      { type: 'pick', id: 'b' },
    );
    expect(state.selected).toEqual(['b', 'a']);
  });

  it('given moves, should swap neighbours and ignore moves past either end', () => {
    const start = run(
      initialState(library),
      { type: 'pick', id: 'a' },
      { type: 'pick', id: 'b' },
      { type: 'pick', id: 'c' },
    );
    expect(run(start, { type: 'move', id: 'c', by: -1 }).selected).toEqual(['a', 'c', 'b']);
    expect(run(start, { type: 'move', id: 'a', by: 1 }).selected).toEqual(['b', 'a', 'c']);
    expect(run(start, { type: 'move', id: 'a', by: -1 })).toBe(start);
    expect(run(start, { type: 'move', id: 'c', by: 1 })).toBe(start);
    expect(run(start, { type: 'move', id: 'zzz', by: 1 })).toBe(start);
  });

  it('given own questions, should add them with fresh ids, cleaned text, and drop them on remove', () => {
    const state = run(
      initialState(library),
      { type: 'add', text: '  What   would you\n do?  ', competency: 'writing' },
      { type: 'add', text: '   ', competency: null },
      { type: 'add', text: 'Second one?', competency: null },
    );
    expect(state.own).toEqual([
      { id: '_1', text: 'What would you do?', competency: 'writing' },
      { id: '_2', text: 'Second one?', competency: null },
    ]);
    expect(state.selected).toEqual(['_1', '_2']);
    const removed = run(
      state,
      { type: 'remove', id: '_1' },
      { type: 'add', text: 'Third?', competency: null },
    );
    expect(removed.selected).toEqual(['_2', '_3']);
  });

  it('given the interview is full, should refuse further picks', () => {
    const ids = Array.from({ length: MAX_SELECTED + 1 }, (_, index) => `_${index + 1}`);
    let state = initialState(library);
    for (const id of ids) state = run(state, { type: 'add', text: `Own ${id}?`, competency: null });
    expect(state.selected).toHaveLength(20);
    state = { ...state, selected: ids.slice(0, MAX_SELECTED) };
    expect(run(state, { type: 'pick', id: 'a' })).toBe(state);
  });
});

describe('serialise and deserialise', () => {
  const state: BuilderState = {
    role: 'team-lead',
    selected: ['c', '_1', 'a'],
    own: [{ id: '_1', text: 'Your own?', competency: null }],
  };

  it('given a state, should come back identical from storage and carry its ids in the URL', () => {
    expect(fromStorage(toStorage(state), library)).toEqual(state);
    expect(toQuery(state)).toBe('?role=team-lead&q=c,_1,a');
    expect(restore(toQuery(state), toStorage(state), library)).toEqual(state);
  });

  it.each([
    ['not JSON', '{nope'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
  ])('given storage holding %s, should fall back to an empty interview', (_, text) => {
    const restored = fromStorage(text, library);
    expect(restored === null || restored.selected.length === 0).toBe(true);
  });

  it('given hostile stored values, should keep only known, unique, bounded entries', () => {
    const hostile = JSON.stringify({
      role: '<script>',
      selected: ['a', 'a', '__proto__', '../b', 'c', 7, '_9', '_1', 'x'.repeat(5000)],
      own: [
        { id: '_1', text: '<img src=x onerror=alert(1)>', competency: 'nope' },
        { id: 'a', text: 'collides with the library' },
        { id: '_2', text: 42 },
        null,
      ],
    });
    expect(fromStorage(hostile, library)).toEqual({
      role: 'support-specialist',
      selected: ['a', 'c', '_1'],
      own: [{ id: '_1', text: '<img src=x onerror=alert(1)>', competency: null }],
    });
  });

  it('given a hostile or unknown query, should ignore what it does not know and keep the saved state', () => {
    const saved = toStorage(state);
    expect(restore('?role=admin&q=zzz,%00,a', saved, library)).toEqual({
      role: 'team-lead',
      selected: ['a'],
      own: [],
    });
    expect(restore('?q=' + 'a,'.repeat(10_000), null, library).selected).toEqual(['a']);
    expect(restore('', saved, library)).toEqual(state);
  });

  it('given ?add= from the library page, should append that question to the saved interview once', () => {
    expect(restore('?add=b', toStorage(state), library).selected).toEqual(['c', '_1', 'a', 'b']);
    expect(restore('?add=a', toStorage(state), library).selected).toEqual(['c', '_1', 'a']);
    expect(restore('?add=javascript:alert(1)', null, library).selected).toEqual([]);
  });

  it('given sanitize on anything, should never throw', () => {
    for (const value of [undefined, null, 1, 'x', [], { selected: 'a' }, { own: {} }])
      expect(sanitize(value, library).selected).toEqual([]);
  });
});
