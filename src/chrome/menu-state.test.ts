import { describe, expect, it } from 'vitest';
import { CLOSED_MENU, menuReducer, type MenuEvent, type MenuState } from './menu-state.ts';

const run = (events: MenuEvent[], from: MenuState = CLOSED_MENU) =>
  events.reduce(menuReducer, from);

describe('navigation menu state machine', () => {
  it('given a closed menu, should open a drawer on hover and keep only one active', () => {
    const state = run([
      { type: 'open-drawer', id: 'product' },
      { type: 'open-drawer', id: 'company' },
    ]);
    expect(state).toEqual({ name: 'open', active: 'company', panel: false });
  });

  it('given a drawer opened from its trigger on a wide screen, should close the menu on a second toggle', () => {
    expect(run([{ type: 'toggle-drawer', id: 'product' }]).name).toBe('open');
    expect(
      run([
        { type: 'toggle-drawer', id: 'product' },
        { type: 'toggle-drawer', id: 'product' },
      ]),
    ).toEqual(CLOSED_MENU);
  });

  it('given the toggle on a touch device, should open the panel with the first drawer', () => {
    expect(run([{ type: 'toggle-panel', firstDrawer: 'product' }])).toEqual({
      name: 'open',
      active: 'product',
      panel: true,
    });
  });

  it('given the toggle without touch, should open the panel with no drawer', () => {
    expect(run([{ type: 'toggle-panel', firstDrawer: null }])).toEqual({
      name: 'open',
      active: null,
      panel: true,
    });
  });

  it('given an open panel, should collapse a drawer but keep the panel open', () => {
    const state = run([
      { type: 'toggle-panel', firstDrawer: 'product' },
      { type: 'toggle-drawer', id: 'product' },
    ]);
    expect(state).toEqual({ name: 'open', active: null, panel: true });
  });

  it('given an open panel, should close everything on the toggle, Escape or a link', () => {
    const open = run([{ type: 'toggle-panel', firstDrawer: 'product' }]);
    expect(menuReducer(open, { type: 'toggle-panel', firstDrawer: 'product' })).toEqual(
      CLOSED_MENU,
    );
    expect(menuReducer(open, { type: 'close' })).toEqual(CLOSED_MENU);
  });

  it('given a closed menu, should return the same object on close', () => {
    expect(menuReducer(CLOSED_MENU, { type: 'close' })).toBe(CLOSED_MENU);
  });
});
