/**
 * The site search dialog, opened from the header (button or Ctrl/Cmd+K). Loaded with `import()`
 * when first opened, never on a page's first load (docs/search.md); opened, it loads Pagefind in
 * turn, before anything is typed.
 */
import { useState } from 'react';
import { Modal } from '../ui/Modal/Modal.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import styles from './SearchDialog.module.css';

/** Below this width the dialog fills the window (the design system's medium breakpoint). */
const FULL_SCREEN_QUERY = '(max-width: 767px)';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [fullScreen] = useState(() => window.matchMedia(FULL_SCREEN_QUERY).matches);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Search"
      closeLabel="Close search"
      variant={fullScreen ? 'FULL_SCREEN' : 'CARD'}
      // Typing starts at once; the closing fade is short, as the page behind is the goal.
      focusDelayMs={0}
      closeMs={150}
    >
      <div className={styles.body} data-variant={fullScreen ? 'FULL_SCREEN' : 'CARD'}>
        <SearchPanel linkToAll loadOnOpen onFollow={onClose} />
      </div>
    </Modal>
  );
}
