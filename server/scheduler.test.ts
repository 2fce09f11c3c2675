import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSchedule, startScheduler, type Scheduler } from './scheduler.ts';

let dir: string;
let scheduler: Scheduler | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scheduler-'));
});
afterEach(async () => {
  scheduler?.stop();
  await rm(dir, { recursive: true, force: true });
});

const writeSchedule = (nextDueAt: string | null) =>
  writeFile(
    path.join(dir, 'schedule.json'),
    JSON.stringify({
      builtFor: new Date().toISOString(),
      nextDueAt,
      due: nextDueAt ? [{ at: nextDueAt, what: 'pages/blog/x.md › publishAt' }] : [],
    }),
  );
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const until = async (condition: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
};

describe('startScheduler', () => {
  it('given a due moment, should rebuild then and re-arm from the new build’s schedule', async () => {
    await writeSchedule(inMs(1200));
    const builds: number[] = [];
    const started = Date.now();
    scheduler = startScheduler({
      deployDir: dir,
      log: () => {},
      build: async () => {
        builds.push(Date.now() - started);
        // The new build names the moment after (here: none).
        await writeSchedule(null);
        return true;
      },
    });
    expect(scheduler.nextAt).not.toBeNull();
    await until(() => builds.length === 1);
    await scheduler.idle();
    // Not before its time, and promptly after it.
    expect(builds[0]).toBeGreaterThanOrEqual(1150);
    expect(builds[0]).toBeLessThan(3000);
    expect(scheduler.nextAt).toBeNull();
  });

  it('given a schedule written later by a build run by hand, should rebuild for it within checkMs', async () => {
    let builds = 0;
    scheduler = startScheduler({
      deployDir: dir,
      log: () => {},
      checkMs: 200,
      build: async () => {
        builds += 1;
        await writeSchedule(null);
        return true;
      },
    });
    expect(scheduler.nextAt).toBeNull();
    await writeSchedule(inMs(300));
    await until(() => builds === 1);
    await scheduler.idle();
    expect(scheduler.nextAt).toBeNull();
  });

  it('given no schedule, should arm nothing', () => {
    scheduler = startScheduler({ deployDir: dir, log: () => {}, build: async () => true });
    expect(scheduler.nextAt).toBeNull();
    expect(readSchedule(dir)).toBeNull();
  });

  it('given a failed build, should keep the site and try again after retryMs', async () => {
    await writeSchedule(inMs(0));
    let attempts = 0;
    const lines: string[] = [];
    scheduler = startScheduler({
      deployDir: dir,
      log: (line) => lines.push(line),
      retryMs: 1000,
      build: async () => {
        attempts += 1;
        if (attempts === 2) await writeSchedule(null);
        return attempts > 1;
      },
    });
    await until(() => attempts === 2);
    await scheduler.idle();
    expect(lines.some((line) => line.includes('failed; the previous site is still served'))).toBe(
      true,
    );
    expect(scheduler.nextAt).toBeNull();
  });
});
