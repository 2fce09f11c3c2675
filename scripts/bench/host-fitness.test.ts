import { describe, expect, it } from 'vitest';
import { freshPageMicroseconds, judgePerformance } from './host-fitness.ts';

describe('freshPageMicroseconds', () => {
  it('measures a positive, finite cost per page', () => {
    const microseconds = freshPageMicroseconds(3, 4);
    expect(microseconds).toBeGreaterThan(0);
    expect(Number.isFinite(microseconds)).toBe(true);
  });
});

describe('judgePerformance', () => {
  it('judges the score against its threshold on a machine with ordinary page costs', () => {
    expect(judgePerformance(0.99, 0.98, 0.4, 2)).toEqual({ ok: true, note: 'fresh page 0.4 µs' });
    expect(judgePerformance(0.98, 0.98, 2, 2).ok).toBe(true);
    expect(judgePerformance(0.976, 0.98, 0.4, 2).ok).toBe(false);
    expect(judgePerformance(0.974, 0.98, 2, 2).ok).toBe(false);
    expect(judgePerformance(0.87, 0.98, 1.2, 2).ok).toBe(false);
  });

  it('reports without judging where a fresh page costs more than the limit', () => {
    expect(judgePerformance(0.87, 0.98, 10.84, 2)).toEqual({
      ok: null,
      note: 'not judged: fresh page 10.8 µs, over 2 µs',
    });
    expect(judgePerformance(1, 0.98, 2.01, 2).ok).toBeNull();
  });

  it('does not judge when the measurement failed', () => {
    expect(judgePerformance(0.99, 0.98, Number.NaN, 2).ok).toBeNull();
  });
});
