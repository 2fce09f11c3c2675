/**
 * Navigation menu (docs/product.md §5.4) as a pure reducer: open or closed, with at most one active
 * drawer. `panel` is the narrow-screen menu opened by the toggle button; on wide screens the menu
 * is open exactly while a drawer is.
 */

/** Desktop: the drawer closes this long (ms) after the mouse leaves the menu. */
export const HOVER_CLOSE_DELAY_MS = 100;

export type MenuStateName = 'closed' | 'open';

export interface MenuState {
  name: MenuStateName;
  /** id of the open drawer */
  active: string | null;
  /** The narrow-screen menu panel is open. */
  panel: boolean;
}

export type MenuEvent =
  /** The menu toggle; `firstDrawer` opens with it on touch devices. */
  | { type: 'toggle-panel'; firstDrawer: string | null }
  /** Hover or a mouse click on a wide screen. */
  | { type: 'open-drawer'; id: string }
  /** A click or Enter/Space on a drawer's trigger. */
  | { type: 'toggle-drawer'; id: string }
  /** Escape, a link click, the overlay, the hover-leave delay. */
  | { type: 'close' };

export const CLOSED_MENU: MenuState = { name: 'closed', active: null, panel: false };

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'toggle-panel':
      return state.panel ? CLOSED_MENU : { name: 'open', active: event.firstDrawer, panel: true };
    case 'open-drawer':
      return state.active === event.id ? state : { ...state, name: 'open', active: event.id };
    case 'toggle-drawer':
      if (state.active !== event.id) return { ...state, name: 'open', active: event.id };
      return state.panel ? { ...state, active: null } : CLOSED_MENU;
    case 'close':
      return state.name === 'closed' ? state : CLOSED_MENU;
  }
}
