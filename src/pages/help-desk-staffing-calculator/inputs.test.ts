import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staff } from './erlang.ts';
import {
  checkFields,
  DEFAULT_FIELDS,
  fieldsFromSearch,
  parseNumber,
  searchFor,
  type CalculatorFields,
} from './inputs.ts';

const fields = (overrides: Partial<CalculatorFields>): CalculatorFields => ({
  ...DEFAULT_FIELDS,
  ...overrides,
});

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['1,200', 1200],
    ['20 000', 20000],
    ['.5', 0.5],
    ['', 'empty'],
    ['   ', 'empty'],
    ['-3', 'negative'],
    ['abc', 'invalid'],
    ['1e400', 'invalid'],
    ['Infinity', 'invalid'],
    ['NaN', 'invalid'],
    ['0x10', 'invalid'],
    ['12abc', 'invalid'],
    ['1'.repeat(40), 'invalid'],
  ])('given %j, should read %j', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('checkFields', () => {
  it('given the defaults, should give a valid input', () => {
    const checked = checkFields(DEFAULT_FIELDS);
    expect(checked.ok).toBe(true);
  });

  it.each([
    ['volume', '0', 'Enter more than 0.'],
    ['volume', '-5', 'Enter a positive number, more than 0.'],
    ['volume', 'lots', 'Enter a number, such as 12 or 12.5.'],
    ['volume', '', 'Enter a number.'],
    ['aht', '100000', 'Enter between 1 second and 4 hours (14,400 s).'],
    ['sl', '100', 'Enter between 1 and 99.9 %.'],
    ['shrinkage', '95', 'Enter between 0 and 90 %.'],
    ['occupancy', '10', 'Enter between 50 and 100 %.'],
  ] as const)('given %s = %j, should explain beside the field: %s', (field, value, message) => {
    const checked = checkFields(fields({ [field]: value }));
    expect(checked.ok).toBe(false);
    expect(checked.errors[field]).toBe(message);
  });

  it('given a volume per day, should spread it over the working hours', () => {
    const checked = checkFields(fields({ volume: '960', unit: 'day', hours: '8' }));
    expect(checked.ok && checked.input.perHour).toBe(120);
  });

  it('given a huge volume, should ask to split the queue instead of computing forever', () => {
    const checked = checkFields(fields({ volume: '2000000', aht: '14400' }));
    expect(checked.ok).toBe(false);
    expect(checked.errors.volume).toMatch(/split the queue into teams/);
  });

  it('given concurrency outside chat, should ignore it', () => {
    expect(checkFields(fields({ channel: 'phone', concurrency: 'junk' })).ok).toBe(true);
    expect(checkFields(fields({ channel: 'chat', concurrency: '2.5' })).ok).toBe(false);
  });

  it('given any strings at all, should never throw and never yield a non-finite result', () => {
    const text = fc.string({ maxLength: 30 });
    const volumes = fc.integer({ min: 0, max: 30_000 }).map(String);
    let computed = 0;
    fc.assert(
      fc.property(
        fc.record({
          volume: fc.oneof(text, fc.double().map(String), { arbitrary: volumes, weight: 4 }),
          aht: fc.oneof(text, {
            arbitrary: fc.integer({ min: -10, max: 20_000 }).map(String),
            weight: 4,
          }),
          sl: fc.oneof(text, {
            arbitrary: fc.integer({ min: -50, max: 1200 }).map((tenths) => String(tenths / 10)),
            weight: 4,
          }),
          within: fc.oneof(text, {
            arbitrary: fc.integer({ min: -10, max: 100_000 }).map(String),
            weight: 4,
          }),
        }),
        (values) => {
          const checked = checkFields(fields(values));
          if (!checked.ok) return;
          computed += 1;
          const result = staff(checked.input);
          expect(Number.isFinite(result.required.agents)).toBe(true);
          expect(Number.isFinite(result.scheduled)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
    // Enough generated inputs were valid for the property to say something about results.
    expect(computed).toBeGreaterThan(10);
  });
});

describe('shareable URLs', () => {
  it('given a valid input, should round-trip through the query string', () => {
    const start = fields({ volume: '250', aht: '300', sl: '90', within: '30' });
    const checked = checkFields(start);
    if (!checked.ok) throw new Error('expected a valid input');
    const search = searchFor(start, checked.input);
    expect(search).toBe('?calls=250&aht=300&sl=90&within=30&shrinkage=30&occupancy=85');
    const again = checkFields(fieldsFromSearch(search));
    expect(again.ok && again.input).toEqual(checked.input);
  });

  it('given hostile parameters, should keep them as text for the field checks to refuse', () => {
    const opened = fieldsFromSearch('?calls=<script>alert(1)</script>&aht=-1&sl=%E0%A4%A&x=1');
    const checked = checkFields(opened);
    expect(checked.ok).toBe(false);
    expect(checked.errors.volume).toBe('Enter a number, such as 12 or 12.5.');
    expect(checked.errors.aht).toMatch(/positive/);
  });

  it('given no parameters, should keep the defaults', () => {
    expect(fieldsFromSearch('')).toEqual(DEFAULT_FIELDS);
  });
});
