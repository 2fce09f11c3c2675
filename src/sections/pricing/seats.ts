/**
 * The seat-cost calculator (users × plan × billing period): monthly and yearly totals and what
 * paying annually saves, with the plans' user limits (Standard up to 25 users, Pro from 10). Its
 * state lives in the URL (`?seats=12&plan=plus&billing=annual`) so a quote can be shared; any
 * value there is visitor input and is parsed defensively.
 */
import type { Pricing } from '../../contracts/schemas/pricing.ts';
import type { BillingPeriod } from './pricing-state.ts';

export type PlanId = Pricing['plans'][number]['id'];

export interface SeatQuery {
  seats: number;
  plan: PlanId;
  period: BillingPeriod;
}

export const MAX_SEATS = 1000;
export const STANDARD_MAX_USERS = 25;
export const PRO_MIN_USERS = 10;
export const DEFAULT_QUERY: SeatQuery = { seats: 5, plan: 'standard', period: 'annually' };

const PLAN_IDS: readonly PlanId[] = ['standard', 'plus', 'pro'];

export type SeatQuote =
  | { ok: true; monthlyTotal: number; yearlyTotal: number; annualSaving: number; perUser: number }
  | { ok: false; message: string };

export function quoteSeats(pricing: Pricing, query: SeatQuery): SeatQuote {
  const plan = pricing.plans.find((candidate) => candidate.id === query.plan);
  if (!plan) return { ok: false, message: 'That plan is not offered.' };
  const { seats } = query;
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS)
    return { ok: false, message: `Enter a number of users from 1 to ${MAX_SEATS}.` };
  if (plan.id === 'standard' && seats > STANDARD_MAX_USERS)
    return {
      ok: false,
      message: `Standard is for teams of up to ${STANDARD_MAX_USERS} users. Choose Plus or Pro for ${seats} users.`,
    };
  if (plan.id === 'pro' && seats < PRO_MIN_USERS)
    return { ok: false, message: `Pro is for teams of ${PRO_MIN_USERS} or more users.` };
  const price = plan.prices[query.period].price;
  if (price === null)
    return { ok: false, message: `${plan.name} is billed annually only. Choose Annual billing.` };
  const monthlyTotal = price * seats;
  const monthlyPrice = plan.prices.monthly.price;
  const annualSaving =
    query.period === 'annually' && monthlyPrice !== null ? (monthlyPrice - price) * seats * 12 : 0;
  return { ok: true, perUser: price, monthlyTotal, yearlyTotal: monthlyTotal * 12, annualSaving };
}

/** Reads the quote from a query string; anything missing or malformed takes its default. */
export function parseSeatQuery(search: string): SeatQuery {
  const params = new URLSearchParams(search);
  const seatsText = params.get('seats') ?? '';
  const seats = /^\d{1,4}$/.test(seatsText) ? Number(seatsText) : DEFAULT_QUERY.seats;
  const planText = params.get('plan');
  const plan = PLAN_IDS.find((id) => id === planText) ?? DEFAULT_QUERY.plan;
  const billing = params.get('billing');
  const period: BillingPeriod =
    billing === 'monthly' ? 'monthly' : billing === 'annual' ? 'annually' : DEFAULT_QUERY.period;
  return { seats, plan, period };
}

/** The query string with the quote set, other parameters (campaign tags) kept. */
export function withSeatQuery(search: string, query: SeatQuery): string {
  const params = new URLSearchParams(search);
  params.set('seats', String(query.seats));
  params.set('plan', query.plan);
  params.set('billing', query.period === 'annually' ? 'annual' : 'monthly');
  return `?${params.toString()}`;
}

/** Whether the URL already carries a quote (then the calculator opens with it). */
export function hasSeatQuery(search: string): boolean {
  return new URLSearchParams(search).has('seats');
}
