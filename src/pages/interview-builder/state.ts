/**
 * The interview builder's state as a pure reducer, and its two stores: the URL (role and question
 * ids, so an interview can be shared) and local storage (the same plus the visitor's own
 * questions, so a refresh loses nothing). Both are visitor-controlled: everything read back is
 * checked against the library and bounded, and anything unexpected is dropped, never thrown.
 */
import type { InterviewLibrary } from '../../contracts/schemas/interview.ts';

export interface OwnQuestion {
  /** `_1`, `_2`…: outside the library's id alphabet, so the two can never collide. */
  id: string;
  text: string;
  /** A competency id of the library, or null when the visitor did not say. */
  competency: string | null;
}

export interface BuilderState {
  role: string;
  /** Question ids in interview order: library ids and own-question ids. */
  selected: string[];
  own: OwnQuestion[];
}

export type BuilderAction =
  | { type: 'role'; role: string }
  | { type: 'pick'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'add'; text: string; competency: string | null }
  | { type: 'clear' }
  | { type: 'restore'; state: BuilderState };

export const MAX_SELECTED = 40;
export const MAX_OWN = 20;
export const MAX_TEXT = 400;
export const STORAGE_KEY = 'harbor_interview_builder';
const LIBRARY_ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const OWN_ID = /^_[1-9][0-9]{0,3}$/;

export function initialState(library: InterviewLibrary): BuilderState {
  return { role: library.roles[0]?.id ?? '', selected: [], own: [] };
}

/** Collapses whitespace (a pasted question may hold newlines) and bounds the length. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}

function nextOwnId(own: OwnQuestion[]): string {
  const highest = own.reduce((max, question) => Math.max(max, Number(question.id.slice(1))), 0);
  return `_${highest + 1}`;
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'role':
      return { ...state, role: action.role };
    case 'pick':
      if (state.selected.includes(action.id) || state.selected.length >= MAX_SELECTED) return state;
      return { ...state, selected: [...state.selected, action.id] };
    case 'remove':
      return {
        ...state,
        selected: state.selected.filter((id) => id !== action.id),
        own: state.own.filter((question) => question.id !== action.id),
      };
    case 'move': {
      const from = state.selected.indexOf(action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.selected.length) return state;
      const selected = [...state.selected];
      selected.splice(from, 1);
      selected.splice(to, 0, action.id);
      return { ...state, selected };
    }
    case 'add': {
      const text = cleanText(action.text);
      if (!text || state.own.length >= MAX_OWN || state.selected.length >= MAX_SELECTED)
        return state;
      const question = { id: nextOwnId(state.own), text, competency: action.competency };
      return {
        ...state,
        selected: [...state.selected, question.id],
        own: [...state.own, question],
      };
    }
    case 'clear':
      return { ...state, selected: [], own: [] };
    case 'restore':
      return action.state;
  }
}

/**
 * The state made safe: a known role, known and unique ids in a bounded list, own questions with
 * text and a known (or no) competency, and only those still in the interview.
 */
export function sanitize(raw: unknown, library: InterviewLibrary): BuilderState {
  const fallback = initialState(library);
  if (typeof raw !== 'object' || raw === null) return fallback;
  const value = raw as Record<string, unknown>;
  const roles = new Set(library.roles.map((role) => role.id));
  const competencies = new Set(library.competencies.map((competency) => competency.id));
  const questions = new Set(library.questions.map((question) => question.id));
  const own: OwnQuestion[] = [];
  for (const item of Array.isArray(value.own) ? value.own.slice(0, MAX_OWN) : []) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, text, competency } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !OWN_ID.test(id) || typeof text !== 'string') continue;
    const clean = cleanText(text);
    if (!clean || own.some((question) => question.id === id)) continue;
    const known = typeof competency === 'string' && competencies.has(competency);
    own.push({ id, text: clean, competency: known ? competency : null });
  }
  const ownIds = new Set(own.map((question) => question.id));
  const selected: string[] = [];
  for (const id of Array.isArray(value.selected) ? value.selected : []) {
    if (selected.length >= MAX_SELECTED) break;
    if (typeof id !== 'string' || selected.includes(id)) continue;
    if ((LIBRARY_ID.test(id) && questions.has(id)) || ownIds.has(id)) selected.push(id);
  }
  return {
    role: typeof value.role === 'string' && roles.has(value.role) ? value.role : fallback.role,
    selected,
    own: own.filter((question) => selected.includes(question.id)),
  };
}

export function toStorage(state: BuilderState): string {
  return JSON.stringify({ v: 1, ...state });
}

/** The stored state, or null when there is none or it cannot be read. */
export function fromStorage(text: string | null, library: InterviewLibrary): BuilderState | null {
  if (!text || text.length > 100_000) return null;
  try {
    return sanitize(JSON.parse(text), library);
  } catch {
    return null;
  }
}

/** `?role=…&q=a,b,_1`: what the URL carries (own questions' text stays in local storage). */
export function toQuery(state: BuilderState): string {
  const params = new URLSearchParams({ role: state.role });
  if (state.selected.length) params.set('q', state.selected.join(','));
  return `?${params.toString().replaceAll('%2C', ',')}`;
}

interface QueryState {
  role?: string;
  selected?: string[];
  /** `?add=id`: a question to add from the library page. */
  add?: string;
}

function readQuery(search: string): QueryState {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.slice(0, 4_000));
  } catch {
    return {};
  }
  const out: QueryState = {};
  const role = params.get('role');
  const q = params.get('q');
  const add = params.get('add');
  if (role !== null) out.role = role;
  if (q !== null) out.selected = q.split(',', MAX_SELECTED * 2);
  if (add !== null) out.add = add;
  return out;
}

/**
 * The state to start from after the page has loaded: the URL's role and questions win over the
 * stored ones (a shared link shows what was shared); own questions come from storage.
 */
export function restore(
  search: string,
  stored: string | null,
  library: InterviewLibrary,
): BuilderState {
  const saved = fromStorage(stored, library) ?? initialState(library);
  const query = readQuery(search);
  const state = sanitize(
    {
      role: query.role ?? saved.role,
      selected: query.selected ?? saved.selected,
      own: saved.own,
    },
    library,
  );
  if (query.role !== undefined && state.role !== query.role) state.role = saved.role;
  return query.add
    ? sanitize({ ...state, selected: [...state.selected, query.add] }, library)
    : state;
}
