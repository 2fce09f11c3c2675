import { useEffect, useId, useState } from 'react';
import { useShared } from '../../site/site-data.tsx';
import { RadioGroup } from '../../ui/Field/RadioGroup.tsx';
import { Select } from '../../ui/Field/Select.tsx';
import { TextField } from '../../ui/Field/TextField.tsx';
import { formatUsd } from './money.ts';
import {
  MAX_SEATS,
  parseSeatQuery,
  quoteSeats,
  withSeatQuery,
  type PlanId,
  type SeatQuery,
} from './seats.ts';
import styles from './Calculator.module.css';

const BILLING = [
  { value: 'annually', label: 'Annual' },
  { value: 'monthly', label: 'Monthly' },
];

/** Users × plan × billing period → totals; every change is written to the URL to share. */
export default function Calculator() {
  const pricing = useShared('pricing');
  const [query, setQuery] = useState<SeatQuery>(() => parseSeatQuery(window.location.search));
  // The field's own text, so a half-typed or empty value is not replaced while typing.
  const [seatsText, setSeatsText] = useState(String(query.seats));
  const id = useId();

  useEffect(() => {
    const search = withSeatQuery(window.location.search, query);
    // replaceState: each keystroke is not a history entry; the URL is the shareable quote.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  }, [query]);

  const seats = /^\d{1,4}$/.test(seatsText) ? Number(seatsText) : Number.NaN;
  const quote = quoteSeats(pricing, { ...query, seats });
  const update = (next: Partial<SeatQuery>) => setQuery((current) => ({ ...current, ...next }));

  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.fields}>
        <TextField
          label="Users"
          className={styles.seats}
          id={`${id}-seats`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SEATS}
          value={seatsText}
          aria-describedby={`${id}-result`}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSeatsText(text);
            if (/^\d{1,4}$/.test(text)) update({ seats: Number(text) });
          }}
        />
        <Select
          label="Plan"
          id={`${id}-plan`}
          placeholder={null}
          options={pricing.plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          value={query.plan}
          onChange={(event) => update({ plan: event.currentTarget.value as PlanId })}
        />
        <RadioGroup
          label="Billing"
          variant="INLINE"
          name={`${id}-billing`}
          options={BILLING}
          value={query.period}
          onChange={(period) => update({ period: period === 'monthly' ? 'monthly' : 'annually' })}
        />
      </div>
      <output id={`${id}-result`} className={styles.result} aria-live="polite">
        {quote.ok ? (
          <>
            <span>
              <strong data-testid="monthly-total">{formatUsd(quote.monthlyTotal)}</strong> a month
            </span>
            <span>
              <strong data-testid="yearly-total">{formatUsd(quote.yearlyTotal)}</strong> a year
            </span>
            {quote.annualSaving > 0 ? (
              <span data-testid="annual-saving">
                You save {formatUsd(quote.annualSaving)} a year by paying annually
              </span>
            ) : null}
          </>
        ) : (
          <span role="alert" className={styles.error}>
            {quote.message}
          </span>
        )}
      </output>
    </form>
  );
}
