import { afterEach, describe, expect, it } from 'vitest';
import { describeOutcome } from '../../server/watch.ts';
import {
  parseRebuildLine,
  parseSearchLine,
  percentile,
  searchCurrentAt,
  sizeFromEnv,
} from './bench-publish.ts';

describe('bench:publish', () => {
  afterEach(() => {
    delete process.env.BENCH_TEST_SIZE;
  });

  it('given the watcher’s log line for a rebuild, should read its files written and steps back', () => {
    const line = describeOutcome(
      {
        ok: true,
        mode: 'incremental',
        rendered: 5,
        rewritten: 17,
        removed: 3,
        ms: 3490,
        phases: { load: 310, 'search index': 770, swap: 12 },
      },
      ['/content/pages/blog/first-post.md'],
    );
    expect(parseRebuildLine(line)).toEqual({
      mode: 'incremental build',
      rendered: 5,
      written: 17,
      removed: 3,
      phases: { load: 310, 'search index': 770, swap: 12 },
    });
    const full = describeOutcome(
      {
        ok: true,
        mode: 'full',
        reason: 'the code changed',
        rendered: 52,
        rewritten: 0,
        removed: 0,
        ms: 25_000,
      },
      ['/a.md', '/b.md'],
    );
    expect(parseRebuildLine(full)).toMatchObject({
      mode: 'full build (the code changed)',
      rendered: 52,
    });
    expect(parseRebuildLine('Watching content/: saved changes are rebuilt and served')).toBeNull();
  });

  it('given timings, should give nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([], 50)).toBe(0);
  });

  it('given sizes in the environment, should take whole numbers and refuse anything else', () => {
    expect(sizeFromEnv('BENCH_TEST_SIZE', 50)).toBe(50);
    process.env.BENCH_TEST_SIZE = '30';
    expect(sizeFromEnv('BENCH_TEST_SIZE', 50)).toBe(30);
    process.env.BENCH_TEST_SIZE = '2.5';
    expect(() => sizeFromEnv('BENCH_TEST_SIZE', 50)).toThrow(/whole number/);
    process.env.BENCH_TEST_SIZE = '0';
    expect(() => sizeFromEnv('BENCH_TEST_SIZE', 50, 1)).toThrow(/from 1/);
  });

  it('given the build process’s search refresh line, should read the moment it began reading pages', () => {
    expect(
      parseSearchLine(
        'Search index current as of 1795830000123: 10012 pages indexed, 40 files written, 38 removed, 61.20 s',
      ),
    ).toBe(1795830000123);
    expect(parseSearchLine('Rebuilt after a.md: incremental build, …')).toBeNull();
  });

  it('given refreshes, should date an edit searchable at the first refresh begun after it was served', () => {
    const refreshes = [
      { asOf: 1000, at: 5000 },
      { asOf: 5100, at: 9000 },
    ];
    // Served at 1500: the refresh begun at 1000 read the old page; the next one has it.
    expect(searchCurrentAt(refreshes, 1500)).toBe(9000);
    expect(searchCurrentAt(refreshes, 900)).toBe(5000);
    expect(searchCurrentAt(refreshes, 6000)).toBeNull();
  });
});
