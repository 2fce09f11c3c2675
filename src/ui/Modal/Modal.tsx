import { useEffect, useId, useReducer, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  MODAL_CLOSE_MS,
  MODAL_FOCUS_DELAY_MS,
  modalReducer,
  type ModalState,
} from './modal-machine.ts';
import styles from './Modal.module.css';

export interface ModalProps {
  /** Whether the modal should be shown; set it to false from `onClose` to start closing. */
  open: boolean;
  /** Asked for by Escape, an overlay click or the close button. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** `CARD`: a card centered on the overlay; `FULL_SCREEN`: a panel filling the window. */
  variant?: 'CARD' | 'FULL_SCREEN';
  /** How long the closing state (and its fade) lasts, in ms; 750 unless given. */
  closeMs?: number;
  /** Delay before focus moves to the first input or the close button, in ms. */
  focusDelayMs?: number;
  /** Told each state the modal enters (closed, open, closing), e.g. to show it on the opener. */
  onStateChange?: (state: ModalState) => void;
  children: ReactNode;
}

const FIRST_INPUT =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal dialog on the native <dialog> (showModal): the browser keeps focus inside and makes
 * the rest of the page inert. Focus moves to the first input, or else the close button, after
 * 500 ms (`focusDelayMs`); it returns to the opener once the modal is removed.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel = 'Close',
  variant = 'CARD',
  closeMs,
  focusDelayMs = MODAL_FOCUS_DELAY_MS,
  onStateChange,
  children,
}: ModalProps) {
  const [state, dispatch] = useReducer(modalReducer, 'closed');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) opener.current ??= document.activeElement as HTMLElement | null;
    dispatch({ type: open ? 'OPEN' : 'CLOSE' });
  }, [open]);

  useEffect(() => {
    onStateChange?.(state);
  }, [state, onStateChange]);

  const shown = state !== 'closed';

  // While shown: modal in the top layer, page scroll locked, focus restored when removed.
  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    element.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      const target = opener.current;
      opener.current = null;
      target?.focus();
    };
  }, [shown]);

  useEffect(() => {
    if (state === 'open') {
      const timer = setTimeout(() => {
        const input = dialog.current?.querySelector<HTMLElement>(FIRST_INPUT);
        (input ?? closeButton.current)?.focus();
      }, focusDelayMs);
      return () => clearTimeout(timer);
    }
    if (state === 'closing') {
      const timer = setTimeout(() => dispatch({ type: 'CLOSE_DONE' }), closeMs ?? MODAL_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state, focusDelayMs, closeMs]);

  if (!shown) return null;
  return (
    // The dialog itself is the overlay: a click on it, outside the card, closes.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled by the dialog's cancel event
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-state={state}
      data-variant={variant}
      // The fade out lasts as long as the closing state (the token's 750 ms unless told).
      style={
        closeMs === undefined
          ? undefined
          : ({ '--modal-close-duration': `${closeMs}ms` } as CSSProperties)
      }
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.card}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => onClose()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
