/**
 * The staffing calculator: inputs on one side, live results on the other. The prerendered page
 * shows the defaults' results; a shared URL's values are applied once the page has hydrated, and
 * every valid change is written back to the URL so the result can be shared.
 */
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RadioGroup } from '../../ui/Field/RadioGroup.tsx';
import { Select } from '../../ui/Field/Select.tsx';
import { TextField } from '../../ui/Field/TextField.tsx';
import { staff } from './erlang.ts';
import { ServiceLevelChart } from './Chart.tsx';
import { formatCount, formatDuration, formatNumber, formatPercent } from './format.ts';
import {
  CHANNELS,
  checkFields,
  DEFAULT_FIELDS,
  fieldsFromSearch,
  PRESETS,
  searchFor,
  type CalculatorFields,
  type Channel,
  type NumericField,
} from './inputs.ts';
import styles from './Calculator.module.css';

const CHANNEL_LABELS: Record<Channel, string> = { phone: 'Phone', chat: 'Chat', email: 'Email' };
const CHANNEL_OPTIONS = (Object.keys(CHANNEL_LABELS) as Channel[]).map((channel) => ({
  value: channel,
  label: CHANNEL_LABELS[channel],
}));
const isChannel = (value: string): value is Channel =>
  (CHANNELS as readonly string[]).includes(value);
const UNIT_OPTIONS = [
  { value: 'hour', label: 'Hour (busiest)' },
  { value: 'day', label: 'Day' },
];

function NumberField({
  field,
  label,
  unit,
  hint,
  value,
  error,
  onChange,
}: {
  field: NumericField;
  label: string;
  unit: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (field: NumericField, value: string) => void;
}) {
  return (
    <TextField
      id={`calc-${field}`}
      name={field}
      label={label}
      hint={hint}
      error={error}
      suffix={unit}
      inputMode="decimal"
      autoComplete="off"
      maxLength={32}
      value={value}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => '';

export function StaffingCalculator({ children }: { children?: ReactNode }) {
  // A shared result's values: the server (and hydration) render the defaults, then React
  // re-renders with the URL's, so the prerendered HTML stays valid.
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const opened = useMemo(() => (search ? fieldsFromSearch(search) : DEFAULT_FIELDS), [search]);
  const [edited, setEdited] = useState<CalculatorFields | null>(null);
  const fields = edited ?? opened;
  const headingId = useId();

  const checked = useMemo(() => checkFields(fields), [fields]);
  const result = useMemo(() => (checked.ok ? staff(checked.input) : null), [checked]);

  useEffect(() => {
    if (!checked.ok || edited === null) return;
    const url = `${window.location.pathname}${searchFor(fields, checked.input)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [checked, fields, edited]);

  const update = (changes: Partial<CalculatorFields>) => setEdited({ ...fields, ...changes });
  const change = (field: NumericField, value: string) => update({ [field]: value });
  const setChannel = (channel: Channel) => update(PRESETS[channel]);

  const errors = checked.errors;
  const input = checked.ok ? checked.input : null;
  return (
    <div className={styles.calculator}>
      <form
        className={styles.inputs}
        method="get"
        aria-label="Your queue"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <RadioGroup
          label="Channel"
          variant="CHIPS"
          name="channel"
          options={CHANNEL_OPTIONS}
          value={fields.channel}
          onChange={(channel) => {
            if (isChannel(channel)) setChannel(channel);
          }}
        />
        <div className={styles.pair}>
          <NumberField
            field="volume"
            label="Conversations"
            unit={fields.unit === 'day' ? 'a day' : 'an hour'}
            value={fields.volume}
            error={errors.volume}
            onChange={change}
          />
          <Select
            id="calc-unit"
            name="unit"
            label="Counted per"
            placeholder={null}
            options={UNIT_OPTIONS}
            value={fields.unit}
            onChange={(event) =>
              update({ unit: event.currentTarget.value === 'day' ? 'day' : 'hour' })
            }
          />
        </div>
        {fields.unit === 'day' ? (
          <NumberField
            field="hours"
            label="Working hours a day"
            unit="hours"
            hint="The day's conversations are spread evenly over these hours."
            value={fields.hours}
            error={errors.hours}
            onChange={change}
          />
        ) : null}
        <NumberField
          field="aht"
          label="Average handle time"
          unit="seconds"
          hint="Talk or typing time plus the wrap-up after each conversation."
          value={fields.aht}
          error={errors.aht}
          onChange={change}
        />
        {fields.channel === 'chat' ? (
          <NumberField
            field="concurrency"
            label="Chats per agent at once"
            unit="chats"
            value={fields.concurrency}
            error={errors.concurrency}
            onChange={change}
          />
        ) : null}
        <div className={styles.pair}>
          <NumberField
            field="sl"
            label="Service level goal"
            unit="%"
            value={fields.sl}
            error={errors.sl}
            onChange={change}
          />
          <NumberField
            field="within"
            label="Answered within"
            unit="seconds"
            value={fields.within}
            error={errors.within}
            onChange={change}
          />
        </div>
        <div className={styles.pair}>
          <NumberField
            field="shrinkage"
            label="Shrinkage"
            unit="%"
            hint="Breaks, meetings, training and leave."
            value={fields.shrinkage}
            error={errors.shrinkage}
            onChange={change}
          />
          <NumberField
            field="occupancy"
            label="Maximum occupancy"
            unit="%"
            hint="Busier than this burns people out."
            value={fields.occupancy}
            error={errors.occupancy}
            onChange={change}
          />
        </div>
      </form>

      <section className={styles.results} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.resultsHeading}>
          Your team
        </h2>
        <div className={styles.summary} aria-live="polite" aria-atomic="true">
          {result && input ? (
            <>
              <p className={styles.headline}>
                <span className={styles.big}>{formatCount(result.required.agents)}</span> agents on
                shift
              </p>
              <p className={styles.subline}>
                Schedule <strong>{formatCount(result.scheduled)}</strong> people to cover{' '}
                {formatPercent(input.shrinkage)} shrinkage.
              </p>
              <p className={styles.explanation}>
                To answer {formatPercent(input.serviceLevel)} of {formatNumber(input.perHour)}{' '}
                conversations an hour within {formatDuration(input.withinSeconds)}, each taking{' '}
                {formatDuration(input.ahtSeconds)}
                {input.concurrency > 1 ? ` with ${input.concurrency} at a time per agent` : ''}, you
                need {formatCount(result.required.agents)} agents available at once: they answer{' '}
                {formatPercent(result.required.serviceLevel)} in time, the average wait is{' '}
                {formatDuration(result.required.asaSeconds)}, and they are busy{' '}
                {formatPercent(result.required.occupancy)} of the time.
              </p>
            </>
          ) : (
            <p className={styles.explanation}>
              Fix the highlighted {Object.keys(errors).length === 1 ? 'field' : 'fields'} to see how
              many agents you need.
            </p>
          )}
        </div>
        {result && input ? (
          <>
            <dl className={styles.stats}>
              <Stat label="Service level" value={formatPercent(result.required.serviceLevel)} />
              <Stat
                label="Average speed of answer"
                value={formatDuration(result.required.asaSeconds)}
              />
              <Stat label="Occupancy" value={formatPercent(result.required.occupancy)} />
              <Stat label="Workload" value={`${formatNumber(result.traffic)} Erlangs`} />
            </dl>
            <ServiceLevelChart
              curve={result.curve}
              target={input.serviceLevel}
              required={result.required.agents}
            />
          </>
        ) : null}
        {children}
      </section>
    </div>
  );
}
