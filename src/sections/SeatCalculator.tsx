import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { hasSeatQuery } from './pricing/seats.ts';
import type { SectionRendererProps } from './types.ts';

// Nothing of the calculator loads until it is used.
const Calculator = lazy(() => import('./pricing/Calculator.tsx'));

const noSubscription = () => () => {};

/**
 * The seat-cost calculator's band: a button until the visitor asks for it, or at once when the
 * URL already carries a shared quote.
 */
export function SeatCalculator({ tone }: SectionRendererProps<'SeatCalculator'>) {
  const [opened, setOpen] = useState(false);
  // The server renders the button; the browser opens at once for a shared quote.
  const shared = useSyncExternalStore(
    noSubscription,
    () => hasSeatQuery(window.location.search),
    () => false,
  );
  const open = opened || shared;
  return (
    <Section
      tone={tone}
      title="What will it cost?"
      lead="Pick a plan, a billing period and your team's size."
      align="center"
      spacing="compact"
      id="seat-calculator"
    >
      {open ? (
        <Suspense fallback={<p aria-busy="true">Loading the calculator…</p>}>
          <Calculator />
        </Suspense>
      ) : (
        <p style={{ textAlign: 'center', margin: 0 }}>
          <Button variant="OUTLINE" onClick={() => setOpen(true)}>
            Calculate your cost
          </Button>
        </p>
      )}
    </Section>
  );
}
