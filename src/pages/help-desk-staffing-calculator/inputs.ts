/**
 * The calculator's inputs as a visitor types them (or as a shared URL carries them), checked one
 * by one with a message for the field, and turned into an Erlang C input only when all are valid.
 * Nothing here throws: every string, however hostile, becomes a value or a message.
 */
import { MAX_TRAFFIC_ERLANGS, trafficOf, type StaffingInput } from './erlang.ts';

export const CHANNELS = ['phone', 'chat', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
export type VolumeUnit = 'hour' | 'day';

/** Every field as text, the way a form holds it. */
export interface CalculatorFields {
  channel: Channel;
  volume: string;
  unit: VolumeUnit;
  /** Working hours per day, when the volume is per day. */
  hours: string;
  aht: string;
  sl: string;
  within: string;
  shrinkage: string;
  occupancy: string;
  /** Conversations an agent handles at once (chat only). */
  concurrency: string;
}

export type NumericField = Exclude<keyof CalculatorFields, 'channel' | 'unit'>;
export type FieldErrors = Partial<Record<NumericField, string>>;

interface Rule {
  min: number;
  max: number;
  /** Whether the bounds themselves are allowed. */
  minInclusive: boolean;
  integer?: boolean;
  range: string;
}

const RULES: Record<NumericField, Rule> = {
  volume: { min: 0, max: 2_400_000, minInclusive: false, range: 'more than 0' },
  hours: { min: 1, max: 24, minInclusive: true, range: 'between 1 and 24 hours' },
  aht: {
    min: 1,
    max: 14_400,
    minInclusive: true,
    range: 'between 1 second and 4 hours (14,400 s)',
  },
  sl: { min: 1, max: 99.9, minInclusive: true, range: 'between 1 and 99.9 %' },
  within: {
    min: 1,
    max: 86_400,
    minInclusive: true,
    range: 'between 1 second and a day (86,400 s)',
  },
  shrinkage: { min: 0, max: 90, minInclusive: true, range: 'between 0 and 90 %' },
  occupancy: { min: 50, max: 100, minInclusive: true, range: 'between 50 and 100 %' },
  concurrency: {
    min: 1,
    max: 10,
    minInclusive: true,
    integer: true,
    range: 'a whole number from 1 to 10',
  },
};

/** Starting values per channel: typical handle times and service goals. */
export const PRESETS: Record<
  Channel,
  Omit<CalculatorFields, 'volume' | 'unit' | 'hours' | 'shrinkage' | 'occupancy'>
> = {
  phone: { channel: 'phone', aht: '360', sl: '80', within: '20', concurrency: '1' },
  chat: { channel: 'chat', aht: '600', sl: '80', within: '60', concurrency: '2' },
  email: { channel: 'email', aht: '420', sl: '90', within: '14400', concurrency: '1' },
};

export const DEFAULT_FIELDS: CalculatorFields = {
  ...PRESETS.phone,
  volume: '120',
  unit: 'hour',
  hours: '8',
  shrinkage: '30',
  occupancy: '85',
};

/** Longest text a field takes: anything longer is not a number a person typed. */
const MAX_FIELD_LENGTH = 24;

/** A number as people type it: digits, an optional decimal point, thousands separated by commas or spaces. */
export function parseNumber(text: string): number | 'empty' | 'invalid' | 'negative' {
  const trimmed = String(text ?? '').trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_FIELD_LENGTH) return 'invalid';
  const plain = trimmed.replace(/(?<=\d)[,\s](?=\d{3}\b)/g, '');
  if (/^-\s*\d/.test(plain)) return 'negative';
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(plain)) return 'invalid';
  const value = Number(plain);
  return Number.isFinite(value) ? value : 'invalid';
}

function check(field: NumericField, text: string): number | string {
  const rule = RULES[field];
  const parsed = parseNumber(text);
  if (parsed === 'empty') return 'Enter a number.';
  if (parsed === 'invalid') return 'Enter a number, such as 12 or 12.5.';
  if (parsed === 'negative') return `Enter a positive number, ${rule.range}.`;
  const belowMin = rule.minInclusive ? parsed < rule.min : parsed <= rule.min;
  if (belowMin || parsed > rule.max || (rule.integer && !Number.isInteger(parsed)))
    return `Enter ${rule.range}.`;
  return parsed;
}

export type Checked =
  { ok: true; input: StaffingInput; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** Which fields matter for these settings: hours only per day, concurrency only for chat. */
export function activeFields(fields: Pick<CalculatorFields, 'unit' | 'channel'>): NumericField[] {
  return (Object.keys(RULES) as NumericField[]).filter(
    (field) =>
      (field !== 'hours' || fields.unit === 'day') &&
      (field !== 'concurrency' || fields.channel === 'chat'),
  );
}

export function checkFields(fields: CalculatorFields): Checked {
  const errors: FieldErrors = {};
  const values: Partial<Record<NumericField, number>> = {};
  for (const field of activeFields(fields)) {
    const result = check(field, fields[field]);
    if (typeof result === 'string') errors[field] = result;
    else values[field] = result;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const v = values as Record<NumericField, number>;
  const perHour = fields.unit === 'day' ? v.volume / v.hours : v.volume;
  const input: StaffingInput = {
    perHour,
    ahtSeconds: v.aht,
    serviceLevel: v.sl / 100,
    withinSeconds: v.within,
    shrinkage: v.shrinkage / 100,
    maxOccupancy: v.occupancy / 100,
    concurrency: fields.channel === 'chat' ? v.concurrency : 1,
  };
  if (trafficOf(input) > MAX_TRAFFIC_ERLANGS) {
    return {
      ok: false,
      errors: {
        volume: `That is more work than ${MAX_TRAFFIC_ERLANGS.toLocaleString('en-US')} agents can handle at once: split the queue into teams and plan each.`,
      },
    };
  }
  return { ok: true, input, errors };
}

/** The URL parameters of a shared result (volume per hour, seconds, percentages). */
export const URL_PARAMS = {
  calls: 'volume',
  aht: 'aht',
  sl: 'sl',
  within: 'within',
  shrinkage: 'shrinkage',
  occupancy: 'occupancy',
} as const satisfies Record<string, NumericField>;

/** Fields from a shared URL: known parameters only, each kept as text to be checked like typing. */
export function fieldsFromSearch(
  search: string,
  base: CalculatorFields = DEFAULT_FIELDS,
): CalculatorFields {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.slice(0, 2048));
  } catch {
    return base;
  }
  const fields: CalculatorFields = { ...base };
  for (const [param, field] of Object.entries(URL_PARAMS)) {
    const value = params.get(param);
    if (value !== null) fields[field] = value.slice(0, MAX_FIELD_LENGTH + 1);
  }
  if (params.has('calls')) fields.unit = 'hour';
  const channel = params.get('channel');
  if (channel && (CHANNELS as readonly string[]).includes(channel))
    fields.channel = channel as Channel;
  const concurrency = params.get('concurrency');
  if (fields.channel === 'chat' && concurrency !== null)
    fields.concurrency = concurrency.slice(0, MAX_FIELD_LENGTH + 1);
  return fields;
}

/** The query string that reproduces a valid input (volume always per hour). */
export function searchFor(fields: CalculatorFields, input: StaffingInput): string {
  const round = (value: number) => String(Math.round(value * 100) / 100);
  const params = new URLSearchParams({
    calls: round(input.perHour),
    aht: round(input.ahtSeconds),
    sl: round(input.serviceLevel * 100),
    within: round(input.withinSeconds),
    shrinkage: round(input.shrinkage * 100),
    occupancy: round(input.maxOccupancy * 100),
  });
  if (fields.channel !== 'phone') params.set('channel', fields.channel);
  if (fields.channel === 'chat') params.set('concurrency', String(input.concurrency));
  return `?${params.toString()}`;
}
