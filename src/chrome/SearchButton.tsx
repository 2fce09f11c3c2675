/**
 * The header's search button, on every page: the button and a Ctrl/Cmd+K listener, nothing more
 * on first load. The dialog's code is imported the first time it opens, and Pagefind's script
 * and index on the first search (docs/search.md).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './Header.module.css';

const SearchDialog = lazy(() => import('../search/SearchDialog.tsx'));

/** Ctrl+K, or Cmd+K on a Mac: the shortcut search boxes share across sites. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can play out and reopening is instant.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.search}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16 16l5 5" />
        </svg>
        <span className={styles.searchLabel}>Search</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
