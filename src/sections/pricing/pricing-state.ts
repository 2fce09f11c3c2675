/**
 * The pricing hero's state (docs/product.md, pricing hero): the billing period (Annual by
 * default) and the active plan of the phone strip, which a swipe moves one plan at a time and
 * stops at the first and last, and a click on a card sets. Pure, so it is tested on its own.
 */
export type BillingPeriod = 'annually' | 'monthly';

export interface PricingState {
  period: BillingPeriod;
  /** Index of the plan in view on phones: 0 … count − 1. */
  active: number;
  count: number;
}

export type PricingAction =
  | { type: 'SET_PERIOD'; period: BillingPeriod }
  | { type: 'SWIPE'; dx: number; dy?: number }
  | { type: 'SELECT'; index: number };

/** A finger must travel this far sideways (px) before it counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 10;

/** Whether a finger's move is a swipe: far enough sideways, and more sideways than up or down. */
export function isSwipe(dx: number, dy = 0): boolean {
  return Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) >= Math.abs(dy);
}

export function initialPricingState(
  count: number,
  period: BillingPeriod = 'annually',
): PricingState {
  return { period, active: 0, count: Math.max(0, Math.floor(count)) };
}

const clamp = (index: number, count: number) =>
  Math.min(Math.max(index, 0), Math.max(count - 1, 0));

export function pricingReducer(state: PricingState, action: PricingAction): PricingState {
  switch (action.type) {
    case 'SET_PERIOD':
      return action.period === state.period ? state : { ...state, period: action.period };
    case 'SWIPE': {
      const { dx, dy = 0 } = action;
      // Short or mostly vertical moves are taps and page scrolls, not swipes.
      if (!isSwipe(dx, dy)) return state;
      const active = clamp(state.active + (dx < 0 ? 1 : -1), state.count);
      return active === state.active ? state : { ...state, active };
    }
    case 'SELECT': {
      if (!Number.isInteger(action.index)) return state;
      const active = clamp(action.index, state.count);
      return active === state.active ? state : { ...state, active };
    }
  }
}

/** The name shown on `data-state`: which period, for tests and styles. */
export function periodState(period: BillingPeriod): 'annual' | 'monthly' {
  return period === 'annually' ? 'annual' : 'monthly';
}
