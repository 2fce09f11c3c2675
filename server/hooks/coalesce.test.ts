import { describe, expect, it } from 'vitest';
import { coalesce, oneAtATime } from './coalesce.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('coalesce', () => {
  it('given 20 calls while one runs, should run the task twice in all, one after the other', async () => {
    let runs = 0;
    let active = 0;
    let most = 0;
    const task = coalesce(async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      await tick(20);
      active--;
      return runs;
    });
    const first = task();
    expect(task.state).toBe('running');
    const rest = Array.from({ length: 20 }, () => task());
    expect(task.state).toBe('queued');
    expect(await first).toBe(1);
    expect(new Set(await Promise.all(rest))).toEqual(new Set([2]));
    expect(runs).toBe(2);
    expect(most).toBe(1);
    expect(task.state).toBe('idle');
  });

  it('given a failing run, should still start the queued one and give each caller its own outcome', async () => {
    let calls = 0;
    const task = coalesce(async () => {
      calls++;
      await tick(5);
      if (calls === 1) throw new Error('first fails');
      return 'second';
    });
    const first = task();
    const second = task();
    await expect(first).rejects.toThrow('first fails');
    await expect(second).resolves.toBe('second');
  });
});

describe('oneAtATime', () => {
  it('given calls from two callers at once, should run them one after the other', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const build = oneAtATime(async () => {
      active++;
      most = Math.max(most, active);
      await tick(10);
      active--;
      runs++;
      if (runs === 1) throw new Error('first build fails');
      return runs;
    });
    const results = await Promise.allSettled([build(), build(), build()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(most).toBe(1);
    expect(runs).toBe(3);
  });
});
