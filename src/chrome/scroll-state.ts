/**
 * Header scroll behaviour (docs/product.md §5.3) as a pure reducer over named states:
 * - uninitialized: the header sits at the top of the page and scrolls away with it;
 * - showing: fixed, slid in with a frosted background, logo scaled down;
 * - hiding: fixed, slid out.
 * The browser side only feeds it scroll positions (once per animation frame).
 */

/** Scrolling up this far (px) once past the threshold shows the header. */
export const SHOW_AFTER_UP_PX = 100;
/** Scrolling down this far (px) from the show point hides it again. */
export const HIDE_AFTER_DOWN_PX = 200;
/** The header may only show once the page is scrolled past this share of the viewport height. */
export const SHOW_THRESHOLD_VIEWPORT_RATIO = 0.5;

export type ScrollStateName = 'uninitialized' | 'showing' | 'hiding';

export interface ScrollState {
  name: ScrollStateName;
  /**
   * Where the current run of scrolling turned: the lowest point reached while not showing (to
   * measure the upward scroll) or the highest point reached while showing (the show point).
   */
  anchor: number;
}

export interface ScrollInput {
  /** window.scrollY */
  y: number;
  viewportHeight: number;
  documentHeight: number;
  /** An open menu keeps the header on screen. */
  menuOpen: boolean;
}

export const INITIAL_SCROLL_STATE: ScrollState = { name: 'uninitialized', anchor: 0 };

/** Returns the same object when nothing changed, so callers can skip work. */
export function scrollReducer(
  state: ScrollState,
  { y, viewportHeight, documentHeight, menuOpen }: ScrollInput,
): ScrollState {
  const next = (name: ScrollStateName, anchor: number): ScrollState =>
    name === state.name && anchor === state.anchor ? state : { name, anchor };
  if (y <= 0) return next('uninitialized', 0);
  if (state.name === 'showing') {
    const atBottom = y + viewportHeight >= documentHeight - 1;
    if (!menuOpen && (atBottom || y - state.anchor >= HIDE_AFTER_DOWN_PX)) return next('hiding', y);
    return next('showing', Math.min(state.anchor, y));
  }
  const pastThreshold = y > viewportHeight * SHOW_THRESHOLD_VIEWPORT_RATIO;
  if (pastThreshold && state.anchor - y >= SHOW_AFTER_UP_PX) return next('showing', y);
  return next(state.name, Math.max(state.anchor, y));
}
