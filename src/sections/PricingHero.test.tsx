import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BillingPeriod } from './pricing/pricing-state.ts';
import { TEST_PRICING } from '../test/shared.ts';
import { TEST_SETTINGS } from '../test/settings.ts';
import { TestSite } from '../test/site.tsx';
import { PricingHero } from './PricingHero.tsx';

function renderHero(defaultPeriod: BillingPeriod) {
  return render(
    <TestSite
      path="/pricing/"
      shared={{ settings: TEST_SETTINGS, pricing: { ...TEST_PRICING, defaultPeriod } }}
    >
      <PricingHero
        section={{ type: 'PricingHero' }}
        tone="tint"
        page={{ heading: '', intro: '' }}
      />
    </TestSite>,
  );
}

describe('pricing hero', () => {
  it("given the pricing data's default period, should start on it: Annual with its saving note", () => {
    renderHero('annually');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(screen.getByText(TEST_PRICING.annualSavingNote)).toBeInTheDocument();
  });

  it('given Monthly as the default period, should start on Monthly without the saving note', () => {
    renderHero('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.queryByText(TEST_PRICING.annualSavingNote)).toBeNull();
  });
});
