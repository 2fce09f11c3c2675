import { describe, expect, it } from 'vitest';
import { percentile, QUERIES } from './search-queries.ts';

describe('percentile', () => {
  it('given 20 values, should take the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile(values, 0)).toBe(1);
  });

  it('given no value, should be NaN', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('QUERIES', () => {
  it('should hold distinct, non-empty queries', () => {
    expect(new Set(QUERIES).size).toBe(QUERIES.length);
    expect(QUERIES.every((query) => query.trim() === query && query.length > 0)).toBe(true);
  });
});
