import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeQuery, searchPageHref } from '../contracts/search.ts';
import { TextField } from '../ui/Field/TextField.tsx';
import { excerptParts } from './excerpt.ts';
import { RESULT_LIMIT, type SearchResult } from './pagefind.ts';
import { preloadSearch, searchSite } from './search-client.ts';
import { announcement, searchReducer } from './search-state.ts';
import styles from './SearchPanel.module.css';

/** Keystrokes are gathered for this long before a search starts. */
const DEBOUNCE_MS = 120;

export interface SearchPanelProps {
  /** The query to run at once (the search page's `?q=`). */
  initialQuery?: string;
  /** Results shown; the dialog links to the search page for more. */
  limit?: number;
  /** Told each query as it is searched (the search page keeps its URL in step). */
  onQueryChange?: (query: string) => void;
  /** Told when a result (or the link to all results) is followed (the dialog closes). */
  onFollow?: () => void;
  /** Whether to link to the search page when there are more results than shown. */
  linkToAll?: boolean;
  /**
   * Whether to load Pagefind as soon as the panel is shown (the dialog, opened by the visitor),
   * rather than at the first keystroke (the search page, which loads nothing of search unasked).
   */
  loadOnOpen?: boolean;
}

function Excerpt({ html }: { html: string }) {
  // Rendered as text parts, never as HTML: see ./excerpt.ts.
  return (
    <p className={styles.excerpt}>
      {excerptParts(html).map((part, index) =>
        part.mark ? <mark key={index}>{part.text}</mark> : part.text,
      )}
    </p>
  );
}

function ResultItem({ result, onFollow }: { result: SearchResult; onFollow?: () => void }) {
  return (
    <li className={styles.result}>
      <a className={styles.link} href={result.url} onClick={onFollow}>
        <span className={styles.title}>{result.title}</span>
        {result.section ? <span className={styles.section}>{result.section}</span> : null}
      </a>
      <Excerpt html={result.excerpt} />
    </li>
  );
}

/**
 * A search field and its results: title, section and excerpt with the matches highlighted. The
 * arrow keys move from the field through the results (Enter follows the one focused; in the
 * field, the first), and a polite live region announces the count.
 */
export function SearchPanel({
  initialQuery = '',
  limit = RESULT_LIMIT,
  onQueryChange,
  onFollow,
  linkToAll = false,
  loadOnOpen = false,
}: SearchPanelProps) {
  const [text, setText] = useState(initialQuery);
  const [state, dispatch] = useReducer(searchReducer, { name: 'idle' });
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const inputId = useId();
  const query = normalizeQuery(text);

  // The first search would otherwise wait a second for Pagefind's script, WebAssembly and index
  // entry.
  useEffect(() => {
    if (loadOnOpen) preloadSearch('');
  }, [loadOnOpen]);

  useEffect(() => {
    if (!query) {
      dispatch({ type: 'clear' });
      onQueryChange?.('');
      return;
    }
    const timer = setTimeout(() => {
      dispatch({ type: 'search', query });
      onQueryChange?.(query);
      searchSite(query, limit).then(
        // null: a later query replaced this one before it ran.
        (results) => results && dispatch({ type: 'found', results }),
        () => dispatch({ type: 'fail', query }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // A parent passing a new onQueryChange each render would search again: the search page
    // passes a module function.
  }, [query, limit, onQueryChange]);

  const shown =
    state.name === 'done' ? state.results : state.name === 'searching' ? state.previous : null;
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      links()[0]?.click();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const move = (target: HTMLElement | undefined) => {
      event.preventDefault();
      target?.focus();
    };
    if (event.key === 'ArrowDown') move(all[Math.min(at + 1, all.length - 1)]);
    else if (event.key === 'ArrowUp')
      move(at === 0 ? (document.getElementById(inputId) ?? undefined) : all[at - 1]);
    else if (event.key === 'Home') move(all[0]);
    else if (event.key === 'End') move(all.at(-1));
  };

  return (
    <div className={styles.panel} data-state={state.name}>
      <search className={styles.form}>
        <TextField
          id={inputId}
          type="search"
          label="Search the site"
          name="q"
          value={text}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-controls={listId}
          onChange={(event) => {
            setText(event.target.value);
            // The index chunks of what is typed load while the panel waits to search, as
            // Pagefind's own interface does.
            const typed = normalizeQuery(event.target.value);
            if (typed) preloadSearch(typed);
          }}
          onKeyDown={onFieldKeyDown}
        />
      </search>
      <output className={styles.status} aria-live="polite">
        {announcement(state)}
      </output>
      {state.name === 'failed' ? (
        <p className={styles.message}>
          Search could not load. Check your connection and try again, or browse the{' '}
          <a href="/blog/">blog</a>.
        </p>
      ) : null}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move focus between the links inside */}
      <ul
        id={listId}
        ref={list}
        className={styles.results}
        aria-label="Search results"
        aria-busy={state.name === 'searching'}
        onKeyDown={onListKeyDown}
      >
        {shown?.results.map((result) => (
          <ResultItem key={result.url} result={result} onFollow={onFollow} />
        ))}
      </ul>
      {linkToAll && shown && shown.total > shown.results.length ? (
        <p className={styles.more}>
          <a href={searchPageHref(shown.query)} onClick={onFollow}>
            See all {shown.total} results
          </a>
        </p>
      ) : null}
    </div>
  );
}
