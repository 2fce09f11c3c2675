import { describe, expect, it } from 'vitest';
import pricingData from '../../../content/pricing.json' with { type: 'json' };
import type { Pricing } from '../../contracts/schemas/pricing.ts';
import { messagesPriceText, messagesSteps, OVERAGE_STEPS, stepAt } from './messages.ts';
import { formatCount, formatUsd } from './money.ts';
import { initialPricingState, pricingReducer, type PricingState } from './pricing-state.ts';
import { hasSeatQuery, parseSeatQuery, quoteSeats, withSeatQuery } from './seats.ts';

const pricing = pricingData as unknown as Pricing;

describe('formatUsd', () => {
  it('given a whole amount, should show US dollars without cents, grouped', () => {
    expect(formatUsd(20)).toBe('$20');
    expect(formatUsd(1440)).toBe('$1,440');
  });
  it('given cents, should show two decimals', () => {
    expect(formatUsd(19.5)).toBe('$19.50');
  });
  it('given a non-number, should show nothing rather than NaN', () => {
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('pricingReducer', () => {
  const start = initialPricingState(3);
  const swipe = (state: PricingState, dx: number, dy = 0) =>
    pricingReducer(state, { type: 'SWIPE', dx, dy });

  it('given nothing chosen, should start on Annual with the first plan active', () => {
    expect(start).toEqual({ period: 'annually', active: 0, count: 3 });
  });
  it('given Monthly then Annual, should switch the period each time', () => {
    const monthly = pricingReducer(start, { type: 'SET_PERIOD', period: 'monthly' });
    expect(monthly.period).toBe('monthly');
    expect(pricingReducer(monthly, { type: 'SET_PERIOD', period: 'annually' }).period).toBe(
      'annually',
    );
  });
  it('given swipes left, should move one plan at a time and stop at the last', () => {
    const states = [1, 2, 3, 4].reduce<PricingState[]>(
      (all) => [...all, swipe(all.at(-1) ?? start, -40)],
      [],
    );
    expect(states.map((state) => state.active)).toEqual([1, 2, 2, 2]);
  });
  it('given swipes right, should move back and stop at the first', () => {
    const last = pricingReducer(start, { type: 'SELECT', index: 2 });
    expect(swipe(last, 40).active).toBe(1);
    expect(swipe(swipe(swipe(last, 40), 40), 40).active).toBe(0);
  });
  it('given a move of 10 px or less, or a mostly vertical one, should not swipe', () => {
    expect(swipe(start, -10)).toBe(start);
    expect(swipe(start, -11).active).toBe(1);
    expect(swipe(start, -30, 80)).toBe(start);
  });
  it('given a click on a card, should make it active, clamped to the plans', () => {
    expect(pricingReducer(start, { type: 'SELECT', index: 1 }).active).toBe(1);
    expect(pricingReducer(start, { type: 'SELECT', index: 9 }).active).toBe(2);
    expect(pricingReducer(start, { type: 'SELECT', index: Number.NaN })).toBe(start);
  });
});

describe('messages pricing', () => {
  const steps = messagesSteps(pricing.messages);

  it('given the pricing data, should start at what plans include, then each tier, then overage to a ceiling', () => {
    expect(steps[0]).toEqual({ viewers: 2000, price: 0, included: true });
    expect(steps.slice(1, 7).map((step) => [step.viewers, step.price])).toEqual([
      [5000, 20],
      [10000, 40],
      [25000, 80],
      [50000, 140],
      [100000, 240],
      [150000, 320],
    ]);
    expect(steps[7]).toEqual({ viewers: 170000, price: 360, included: false });
    expect(steps).toHaveLength(7 + OVERAGE_STEPS);
    expect(steps.at(-1)).toEqual({ viewers: 350000, price: 720, included: false });
  });
  it('given a step, should say how many viewers for how much a month', () => {
    expect(messagesPriceText(steps[3]!)).toBe('Up to 25,000 unique viewers for $80/mo');
    expect(messagesPriceText(steps[0]!)).toBe('Up to 2,000 unique viewers included in every plan');
  });
  it('given an index out of range or not a number, should clamp to a real step', () => {
    expect(stepAt(steps, 99)).toBe(steps.at(-1));
    expect(stepAt(steps, -3)).toBe(steps[0]);
    expect(stepAt(steps, Number.NaN)).toBe(steps[0]);
  });
  it('given unsorted tiers and one under what plans include, should sort and drop it', () => {
    const odd = messagesSteps({
      includedViewers: 2000,
      tiers: [
        { userCount: 10000, price: 40 },
        { userCount: 1000, price: 5 },
        { userCount: 5000, price: 20 },
      ],
      overage: { above: 150000, step: 20000, price: 40 },
    });
    expect(odd.map((step) => step.viewers)).toEqual([2000, 5000, 10000]);
  });
});

describe('seat calculator', () => {
  it('given 10 Plus users billed annually, should total per month and year and the saving', () => {
    expect(quoteSeats(pricing, { seats: 10, plan: 'plus', period: 'annually' })).toEqual({
      ok: true,
      perUser: 40,
      monthlyTotal: 400,
      yearlyTotal: 4800,
      annualSaving: 1200,
    });
  });
  it('given monthly billing, should save nothing', () => {
    const quote = quoteSeats(pricing, { seats: 3, plan: 'standard', period: 'monthly' });
    expect(quote).toMatchObject({ ok: true, monthlyTotal: 75, yearlyTotal: 900, annualSaving: 0 });
  });
  it('given 26 Standard users, should refuse with the 25-user limit', () => {
    const quote = quoteSeats(pricing, { seats: 26, plan: 'standard', period: 'annually' });
    expect(quote).toEqual({ ok: false, message: expect.stringContaining('up to 25 users') });
    expect(quoteSeats(pricing, { seats: 25, plan: 'standard', period: 'annually' }).ok).toBe(true);
  });
  it('given Pro under 10 users or billed monthly, should say why', () => {
    expect(quoteSeats(pricing, { seats: 9, plan: 'pro', period: 'annually' })).toEqual({
      ok: false,
      message: expect.stringContaining('10 or more'),
    });
    expect(quoteSeats(pricing, { seats: 12, plan: 'pro', period: 'monthly' })).toEqual({
      ok: false,
      message: expect.stringContaining('annually only'),
    });
    expect(quoteSeats(pricing, { seats: 12, plan: 'pro', period: 'annually' })).toMatchObject({
      ok: true,
      yearlyTotal: 12 * 65 * 12,
      annualSaving: 0,
    });
  });
  it('given a URL quote, should read it and write it back keeping other parameters', () => {
    const query = parseSeatQuery('?utm_source=x&seats=12&plan=plus&billing=monthly');
    expect(query).toEqual({ seats: 12, plan: 'plus', period: 'monthly' });
    expect(withSeatQuery('?utm_source=x', query)).toBe(
      '?utm_source=x&seats=12&plan=plus&billing=monthly',
    );
    expect(hasSeatQuery('?seats=3')).toBe(true);
  });
  it('given hostile or malformed query values, should fall back to the defaults', () => {
    expect(parseSeatQuery('?seats=-4&plan=<script>&billing=weekly')).toEqual({
      seats: 5,
      plan: 'standard',
      period: 'annually',
    });
    expect(parseSeatQuery('?seats=1e9&plan=constructor')).toMatchObject({
      seats: 5,
      plan: 'standard',
    });
    expect(quoteSeats(pricing, { seats: 0, plan: 'plus', period: 'annually' }).ok).toBe(false);
  });
});
