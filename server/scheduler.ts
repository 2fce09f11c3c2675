/**
 * Scheduled publishing on the preview server (issue 33, point 4): the build writes, beside dist/, when
 * the site next goes stale (`dist-deploy/schedule.json`: a post's publishAt or unpublishAt, an
 * event's start or end, a job's validThrough). The server sleeps until then and runs a full build,
 * which renders into a staging directory and swaps it in for dist/ (scripts/build/build.ts), then
 * sleeps until the next moment the new build names. A scheduled post therefore appears one full
 * build's time after its moment, with no command (figures in docs/deployment.md).
 *
 * The build is started as a child process by its script's path: the server never imports the
 * build tools (they are not deployed with it). Where the script is missing, or with
 * SCHEDULED_BUILDS=off, the server only says when the site goes stale; a static host runs a
 * scheduled build instead (docs/deployment.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScheduleFile } from '../src/content/schedule.ts';

/** The build's schedule, or null when there is none (no build yet, or an older build). */
export function readSchedule(deployDir: string): ScheduleFile | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(deployDir, 'schedule.json'), 'utf8'),
    ) as ScheduleFile;
    return typeof parsed === 'object' && parsed !== null && 'nextDueAt' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export interface SchedulerOptions {
  /** Where the build writes its schedule (`${DIST_DIR}-deploy`). */
  deployDir: string;
  /** Runs one full build; resolves true when it succeeded. */
  build: () => Promise<boolean>;
  log?: (message: string) => void;
  now?: () => Date;
  /**
   * The longest the server goes without reading the schedule again (default one minute), so a
   * build run by hand while it serves, with new scheduled posts, is taken into account in time.
   */
  checkMs?: number;
  /** After a failed build, how long before trying again (default one minute). */
  retryMs?: number;
}

export interface Scheduler {
  /** The due moment the server is waiting for, or null when nothing is scheduled. */
  readonly nextAt: Date | null;
  /** Resolves when the rebuild in progress (if any) is over; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Reads the schedule, rebuilds when its next due moment has come, and otherwise sleeps until that
 * moment or for `checkMs`, whichever is sooner, then reads it again.
 */
export function startScheduler({
  deployDir,
  build,
  log = (message) => console.log(message),
  now = () => new Date(),
  checkMs = 60_000,
  retryMs = 60_000,
}: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | null = null;
  let announced: string | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const wait = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(check, Math.max(0, ms));
    // The schedule never keeps a server alive that is otherwise shutting down.
    timer.unref();
  };

  function check(): void {
    if (stopped) return;
    const schedule = readSchedule(deployDir);
    const due = schedule?.nextDueAt ? Date.parse(schedule.nextDueAt) : Number.NaN;
    nextAt = Number.isNaN(due) ? null : new Date(due);
    if (nextAt === null) return wait(checkMs);
    const left = due - now().getTime();
    if (left <= 0) {
      running = rebuild();
      return;
    }
    const first = schedule?.due[0];
    if (first && announced !== first.at) {
      announced = first.at;
      log(`Scheduled: rebuilding at ${first.at} for ${first.what}`);
    }
    wait(Math.min(left, checkMs));
  }

  const rebuild = async () => {
    log(`Scheduled rebuild started at ${now().toISOString()}`);
    const started = Date.now();
    const ok = await build().catch(() => false);
    if (stopped) return;
    if (ok) {
      log(`Scheduled rebuild done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      check();
    } else {
      log(`Scheduled rebuild failed; the previous site is still served; retrying in ${retryMs} ms`);
      wait(retryMs);
    }
  };

  check();
  return {
    get nextAt() {
      return nextAt;
    },
    idle: () => running,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The full build as a child process, for the server's `DIST_DIR`, on the real clock: a
 * `BUILD_DATE` in the server's environment would freeze "now" and the schedule with it.
 * `extraEnv` is added to the build's environment (the publish webhook's CONTENTFUL_SNAPSHOT).
 */
export function childBuild(
  root: string,
  distDir: string,
  extraEnv: Record<string, string> = {},
): (() => Promise<boolean>) | null {
  const script = path.join(root, 'scripts/build/build.ts');
  if (!existsSync(script)) return null;
  return () =>
    new Promise((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DIST_DIR: distDir };
      delete env.BUILD_DATE;
      const child = spawn(process.execPath, ['--max-semi-space-size=16', script], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('error', () => resolve(false));
      child.on('exit', (code) => resolve(code === 0));
    });
}
