import { describe, expect, it } from 'vitest';
import { erlangBSeries, erlangC, staff, type StaffingInput } from './erlang.ts';

const base: StaffingInput = {
  perHour: 200,
  ahtSeconds: 180,
  serviceLevel: 0.8,
  withinSeconds: 20,
  shrinkage: 0.3,
  maxOccupancy: 1,
  concurrency: 1,
};

describe('Erlang B and C', () => {
  // Reference values of published Erlang tables, checked against the factorial formula in exact
  // rational arithmetic: B(10 agents, 10 E) = 0.21458; C(11, 10) = 0.68212, C(13, 10) = 0.28527,
  // C(15, 10) = 0.10204.
  it('given 10 Erlangs, should match the published table values', () => {
    const b = erlangBSeries(10, 15);
    expect(b[10]).toBeCloseTo(0.21458, 5);
    expect(erlangC(11, 10, b[11]!)).toBeCloseTo(0.68212, 5);
    expect(erlangC(13, 10, b[13]!)).toBeCloseTo(0.28527, 5);
    expect(erlangC(15, 10, b[15]!)).toBeCloseTo(0.10204, 5);
  });

  it('given large workloads, should agree with the exact factorial formula', () => {
    // Exact rational values: C(110, 100) = 0.2370075, C(520, 500) = 0.2747563.
    expect(erlangC(110, 100, erlangBSeries(100, 110)[110]!)).toBeCloseTo(0.2370075, 6);
    expect(erlangC(520, 500, erlangBSeries(500, 520)[520]!)).toBeCloseTo(0.2747563, 6);
  });

  it('given no more agents than workload, should say every conversation waits', () => {
    expect(erlangC(10, 10, 0.2146)).toBe(1);
    expect(erlangC(5, 10, 0.5)).toBe(1);
  });
});

describe('staff', () => {
  // The worked example published with the Erlang C formula in call-centre planning guides:
  // 100 calls in 30 minutes, 3-minute handle time, 80 % answered in 20 s → 14 agents
  // (service level 88.8 %, average speed of answer about 8 s), 20 scheduled at 30 % shrinkage.
  it('given the classic worked example, should need 14 agents and schedule 20', () => {
    const result = staff(base);
    expect(result.traffic).toBe(10);
    expect(result.required.agents).toBe(14);
    expect(result.required.serviceLevel).toBeCloseTo(0.8883, 3);
    expect(result.required.asaSeconds).toBeCloseTo(7.8, 1);
    expect(result.required.occupancy).toBeCloseTo(10 / 14, 6);
    expect(result.scheduled).toBe(20);
  });

  it('given 13 agents in the same example, should fall short of 80 % (79.6 %)', () => {
    const thirteen = staff(base).curve.find((point) => point.agents === 13);
    expect(thirteen?.serviceLevel).toBeCloseTo(0.7956, 3);
  });

  it('given an occupancy cap, should add agents until it holds', () => {
    const result = staff({ ...base, maxOccupancy: 0.65 });
    expect(result.required.agents).toBe(16);
    expect(result.required.occupancy).toBeLessThanOrEqual(0.65);
  });

  it('given chat with two conversations at once, should need fewer agents than one at a time', () => {
    const single = staff({ ...base, perHour: 600, ahtSeconds: 480, withinSeconds: 60 });
    const double = staff({
      ...base,
      perHour: 600,
      ahtSeconds: 480,
      withinSeconds: 60,
      concurrency: 2,
    });
    expect(double.required.agents).toBeLessThan(single.required.agents);
  });

  it('given 20,000 conversations an hour, should stay finite and meet the target', () => {
    const result = staff({ ...base, perHour: 20_000, ahtSeconds: 300 });
    expect(result.traffic).toBeCloseTo(1666.67, 2);
    expect(Number.isFinite(result.required.serviceLevel)).toBe(true);
    expect(result.required.serviceLevel).toBeGreaterThanOrEqual(0.8);
    expect(result.required.agents).toBeGreaterThan(1667);
    expect(result.required.agents).toBeLessThan(1720);
    for (const point of result.curve) {
      expect(Number.isFinite(point.serviceLevel)).toBe(true);
      expect(point.serviceLevel).toBeGreaterThanOrEqual(0);
      expect(point.serviceLevel).toBeLessThanOrEqual(1);
    }
  });

  it('given any workload, should return a curve centred on the answer with rising service level', () => {
    const { curve, required } = staff(base);
    expect(curve.map((point) => point.agents)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(curve.find((point) => point.agents === required.agents)).toEqual(required);
    for (let i = 1; i < curve.length; i += 1)
      expect(curve[i]!.serviceLevel).toBeGreaterThanOrEqual(curve[i - 1]!.serviceLevel);
  });

  it('given a workload of zero or past the limit, should refuse it', () => {
    expect(() => staff({ ...base, perHour: 0 })).toThrow(RangeError);
    expect(() => staff({ ...base, perHour: 1e9 })).toThrow(RangeError);
  });
});
