import { useEffect, useId, useRef } from 'react';
import type { ModalState } from '../../ui/Modal/modal-machine.ts';
import { TourFrame } from './TourFrame.tsx';
import type { TourArea } from './tour-url.ts';
import styles from './Tour.module.css';

/**
 * The full-screen tour: a native modal <dialog> (focus stays inside, the page behind is inert),
 * the page's scroll locked while it is shown. Escape, the close button and a click on the
 * overlay around the tour all ask to close; the parent plays the closing state.
 */
export default function TourModal({
  state,
  area,
  onClose,
}: {
  state: Exclude<ModalState, 'closed'>;
  area: TourArea;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    close.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    // The dialog is the overlay: a click on it, outside the tour, closes.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled by the dialog's cancel event
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-state={state}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            Interactive tour
          </h2>
          <button
            ref={close}
            type="button"
            className={styles.close}
            aria-label="Close the tour"
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <TourFrame area={area} onEscape={onClose} />
      </div>
    </dialog>
  );
}
