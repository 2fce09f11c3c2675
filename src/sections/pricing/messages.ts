/**
 * Proactive-messages pricing (docs/product.md): every plan includes some unique viewers a month;
 * the tiers of the pricing data price more; above the last tier each further block of viewers
 * costs a fixed amount, up to a ceiling after which the team talks to sales.
 */
import type { Pricing } from '../../contracts/schemas/pricing.ts';
import { formatCount, formatUsd } from './money.ts';

export type MessagesPricing = Pricing['messages'];

export interface MessagesStep {
  viewers: number;
  /** USD a month on top of the plan; 0 for what every plan includes. */
  price: number;
  included: boolean;
}

/** How many overage blocks the slider offers past the last tier: its ceiling. */
export const OVERAGE_STEPS = 10;

/**
 * The slider's stops: what plans include, each tier (ascending, only those above what is
 * included), then the overage blocks up to the ceiling. Bad data yields fewer stops, never NaN.
 */
export function messagesSteps(messages: MessagesPricing): MessagesStep[] {
  const steps: MessagesStep[] = [{ viewers: messages.includedViewers, price: 0, included: true }];
  const tiers = [...messages.tiers]
    .filter((tier) => tier.userCount > messages.includedViewers && tier.price > 0)
    .sort((a, b) => a.userCount - b.userCount);
  for (const tier of tiers)
    steps.push({ viewers: tier.userCount, price: tier.price, included: false });
  const last = steps.at(-1) ?? steps[0]!;
  const { above, step, price } = messages.overage;
  if (last.viewers === above) {
    for (let block = 1; block <= OVERAGE_STEPS; block++) {
      steps.push({
        viewers: above + block * step,
        price: last.price + block * price,
        included: false,
      });
    }
  }
  return steps;
}

/** The stop for a slider value (clamped to the range; a non-number picks the first). */
export function stepAt(steps: readonly MessagesStep[], index: number): MessagesStep {
  const safe = Number.isFinite(index) ? Math.round(index) : 0;
  return steps[Math.min(Math.max(safe, 0), steps.length - 1)]!;
}

/** 'Up to 25,000 unique viewers for $80/mo', or what every plan includes. */
export function messagesPriceText(step: MessagesStep): string {
  if (step.included)
    return `Up to ${formatCount(step.viewers)} unique viewers included in every plan`;
  return `Up to ${formatCount(step.viewers)} unique viewers for ${formatUsd(step.price)}/mo`;
}
