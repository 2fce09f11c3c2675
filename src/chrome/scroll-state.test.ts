import { describe, expect, it } from 'vitest';
import {
  HIDE_AFTER_DOWN_PX,
  INITIAL_SCROLL_STATE,
  scrollReducer,
  SHOW_AFTER_UP_PX,
  type ScrollInput,
  type ScrollState,
} from './scroll-state.ts';

const VIEWPORT = 800;
const PAGE = 10_000;
const at = (y: number, extra: Partial<ScrollInput> = {}): ScrollInput => ({
  y,
  viewportHeight: VIEWPORT,
  documentHeight: PAGE,
  menuOpen: false,
  ...extra,
});
/** Feeds a series of scroll positions, as frames would. */
const scrollThrough = (
  positions: number[],
  from: ScrollState = INITIAL_SCROLL_STATE,
  extra: Partial<ScrollInput> = {},
) => positions.reduce((state, y) => scrollReducer(state, at(y, extra)), from);

describe('header scroll state machine', () => {
  it('given the top of the page, should be uninitialized', () => {
    expect(scrollReducer(INITIAL_SCROLL_STATE, at(0)).name).toBe('uninitialized');
  });

  it('given scrolling down only, should stay uninitialized (the header scrolls away with the page)', () => {
    expect(scrollThrough([100, 500, 2000, 4000]).name).toBe('uninitialized');
  });

  it('given an upward scroll of exactly 100 px past half the viewport, should start showing', () => {
    const state = scrollThrough([1000, 2000, 2000 - SHOW_AFTER_UP_PX]);
    expect(state).toEqual({ name: 'showing', anchor: 1900 });
  });

  it('given an upward scroll of 99 px, should not show yet', () => {
    expect(scrollThrough([2000, 2000 - SHOW_AFTER_UP_PX + 1]).name).toBe('uninitialized');
  });

  it('given an upward scroll of 100 px ending at or above half the viewport, should not show', () => {
    // From 500 to 400: 400 is not past 50% of 800.
    expect(scrollThrough([500, 400]).name).toBe('uninitialized');
    // From 501 to 401: just past the threshold.
    expect(scrollThrough([501, 401]).name).toBe('showing');
  });

  it('given small upward steps adding up to 100 px, should show (measured from the lowest point)', () => {
    expect(scrollThrough([3000, 2960, 2930, 2900]).name).toBe('showing');
  });

  it('given showing, should hide after scrolling down exactly 200 px from the show point', () => {
    const showing = scrollThrough([3000, 2900]);
    expect(scrollThrough([2900 + HIDE_AFTER_DOWN_PX - 1], showing).name).toBe('showing');
    expect(scrollThrough([2900 + HIDE_AFTER_DOWN_PX], showing)).toEqual({
      name: 'hiding',
      anchor: 3100,
    });
  });

  it('given showing and scrolling further up, should measure the 200 px from the highest point reached', () => {
    const showing = scrollThrough([3000, 2900, 2500]);
    expect(scrollThrough([2699], showing).name).toBe('showing');
    expect(scrollThrough([2700], showing).name).toBe('hiding');
  });

  it('given showing, should hide on reaching the bottom of the page', () => {
    const showing = scrollThrough([3000, 2900]);
    expect(scrollThrough([2950], showing, { documentHeight: 2950 + VIEWPORT }).name).toBe('hiding');
  });

  it('given showing and an open menu, should not hide on scrolling down or at the bottom', () => {
    const showing = scrollThrough([3000, 2900]);
    expect(scrollThrough([3500], showing, { menuOpen: true }).name).toBe('showing');
    expect(
      scrollThrough([2950], showing, { menuOpen: true, documentHeight: 2950 + VIEWPORT }).name,
    ).toBe('showing');
  });

  it('given hiding, should show again after scrolling up 100 px', () => {
    const hiding = scrollThrough([3000, 2900, 3100, 3400]);
    expect(hiding.name).toBe('hiding');
    expect(scrollThrough([3301], hiding).name).toBe('hiding');
    expect(scrollThrough([3300], hiding).name).toBe('showing');
  });

  it('given any state, should return to uninitialized at the top', () => {
    for (const state of [scrollThrough([3000, 2900]), scrollThrough([3000, 2900, 3100])]) {
      expect(scrollReducer(state, at(0))).toEqual(INITIAL_SCROLL_STATE);
    }
  });

  it('given a position that changes nothing, should return the same object', () => {
    const showing = scrollThrough([3000, 2900]);
    expect(scrollReducer(showing, at(2950))).toBe(showing);
  });
});
