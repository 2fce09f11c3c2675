import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BillingPeriod } from './pricing/pricing-state.ts';
import { TEST_PRICING } from '../test/shared.ts';
import { TEST_SETTINGS } from '../test/settings.ts';
import { TestSite } from '../test/site.tsx';
import { PerText, PricingHero } from './PricingHero.tsx';
import { resolvedImage } from '../blocks/test-images.ts';

const [firstPlan] = TEST_PRICING.plans;
/** Three plans, as the real pricing has. */
const PLANS = ['Standard', 'Plus', 'Pro'].map((name) => ({
  ...firstPlan!,
  id: name.toLowerCase(),
  name,
}));

function renderHero(defaultPeriod: BillingPeriod) {
  return render(
    <TestSite
      path="/pricing/"
      shared={{
        settings: TEST_SETTINGS,
        pricing: { ...TEST_PRICING, plans: PLANS, defaultPeriod } as typeof TEST_PRICING,
      }}
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

  it('given the plan buttons, should show the plan picked without swiping, and say which is shown', async () => {
    const { container } = renderHero('annually');
    const picker = screen.getByRole('group', { name: 'Plan shown' });
    const names = PLANS.map((plan) => plan.name);
    const last = within(picker).getByRole('button', { name: `Show ${names.at(-1)}` });
    await userEvent.click(last);
    expect(container.querySelector('[aria-label="Plans"]')).toHaveAttribute(
      'data-active',
      String(names.length - 1),
    );
    expect(last).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(picker).getByRole('button', { name: `Show ${names[0]}` }));
    expect(container.querySelector('[aria-label="Plans"]')).toHaveAttribute('data-active', '0');
    expect(last).not.toHaveAttribute('aria-current');
  });

  it('given Monthly as the default period, should start on Monthly without the saving note', () => {
    renderHero('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.queryByText(TEST_PRICING.annualSavingNote)).toBeNull();
  });

  it('given a feature with a picture tooltip, should show its title and text and the feature tooltip too', async () => {
    const feature = {
      text: 'Restricted knowledge bases',
      tooltip: 'Keep a help center behind a sign-in.',
      tooltipImage: {
        title: 'Restricted help centers',
        text: 'Choose who can read each knowledge base.',
        image: resolvedImage('restricted-docs.png', 'Knowledge base visibility settings', {
          width: 480,
        }),
      },
    };
    const plans = PLANS.map((plan) => ({ ...plan, features: [feature] }));
    render(
      <TestSite
        path="/pricing/"
        shared={{
          settings: TEST_SETTINGS,
          pricing: { ...TEST_PRICING, plans } as typeof TEST_PRICING,
        }}
      >
        <PricingHero
          section={{ type: 'PricingHero' }}
          tone="tint"
          page={{ heading: '', intro: '' }}
        />
      </TestSite>,
    );
    const [trigger] = screen.getAllByRole('button', { name: 'Restricted knowledge bases' });
    await userEvent.click(trigger!);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Restricted help centers');
    expect(tooltip).toHaveTextContent(
      'Choose who can read each knowledge base. Keep a help center behind a sign-in.',
    );
  });
});

describe('pricing strip swipes', () => {
  it('given a swipe shorter than the touch slop, should ignore the click that ends it, not a later tap', () => {
    const { container } = renderHero('annually');
    const strip = screen.getByRole('list', { name: 'Plans' });
    const viewport = strip.parentElement!;
    const standard = container.querySelector('[data-plan="standard"]')!;
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    // Chromium sends no touchmove under about 15 px, and ends such a gesture with a click on
    // the card the finger started on, at once.
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 188, clientY: 101 }] });
    now.mockReturnValue(1020);
    fireEvent.click(standard);
    expect(strip).toHaveAttribute('data-active', '1');
    // A tap (no move) on a card, later, still brings it into view.
    now.mockReturnValue(3000);
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 201, clientY: 100 }] });
    fireEvent.click(standard);
    expect(strip).toHaveAttribute('data-active', '0');
    now.mockRestore();
  });
});

describe('per text', () => {
  it('given an <info> tag over two lines, should make the word user its tooltip', () => {
    render(
      <p>
        <PerText text={'per <info>Anyone who\nsigns in</info> / month'} />
      </p>,
    );
    const user = screen.getByRole('button', { name: 'user' });
    expect(user).toHaveAccessibleDescription(/Anyone who\s+signs in/);
    expect(user.closest('p')).toHaveTextContent(/^per user.* \/ month$/);
  });
});
