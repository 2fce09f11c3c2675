/**
 * The generic modal's states (docs/product.md §10.3): open, then closing for about 750 ms, then
 * removed. A pure reducer; the component runs the timers and shows the state as `data-state`.
 */

/** How long the closing state lasts before the modal is removed (docs/product.md §12). */
export const MODAL_CLOSE_MS = 750;
/** Delay before focus moves into the modal (docs/product.md §12). */
export const MODAL_FOCUS_DELAY_MS = 500;

export type ModalState = 'closed' | 'open' | 'closing';
export type ModalEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'CLOSE_DONE' };

export function modalReducer(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'OPEN':
      // Reopening while closing cancels the close.
      return 'open';
    case 'CLOSE':
      return state === 'open' ? 'closing' : state;
    case 'CLOSE_DONE':
      return state === 'closing' ? 'closed' : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
