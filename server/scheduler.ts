/**
 * Scheduled publishing on the preview server (issue 33 §4): the build writes, beside dist/, when
 * the site next goes stale (`dist-deploy/schedule.json`: a post's publishAt or unpublishAt, an
 * event's start or end, a job's validThrough). The server sleeps until then and runs a full build,
 * which renders into a staging directory and swaps it in for dist/ (scripts/build/build.ts), then
 * sleeps until the next moment the new build names. A scheduled post therefore appears within a
 * minute of its time with no command (the build takes about 15 s on this site).
 *
 * The build is started as a child process by its script's path: the server never imports the
 * build tools (they are not deployed with it). Where the script is missing, or with
 * SCHEDULED_BUILDS=off, the server only says when the site goes stale; a static host runs a
 * scheduled build instead (docs/deployment.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { delayUntil, type ScheduleFile } from '../src/content/schedule.ts';

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
  /** After a failed build, how long before trying again (default one minute). */
  retryMs?: number;
}

export interface Scheduler {
  /** The moment the next rebuild is armed for, or null. */
  readonly nextAt: Date | null;
  /** Resolves when the rebuild in progress (if any) is over; for tests and shutdown. */
  idle(): Promise<void>;
  stop(): void;
}

/** Arms a timer for the schedule's next due moment, rebuilds then, and re-arms from the result. */
export function startScheduler({
  deployDir,
  build,
  log = (message) => console.log(message),
  now = () => new Date(),
  retryMs = 60_000,
}: SchedulerOptions): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const arm = (delay: number | null) => {
    if (stopped) return;
    clearTimeout(timer);
    nextAt = delay === null ? null : new Date(now().getTime() + delay);
    if (delay === null) return;
    timer = setTimeout(() => {
      running = rebuild();
    }, delay);
    // The schedule never keeps a server alive that is otherwise shutting down.
    timer.unref();
  };

  const armFromSchedule = () => {
    const schedule = readSchedule(deployDir);
    const delay = delayUntil(schedule?.nextDueAt ?? null, now());
    if (delay !== null && schedule?.due[0])
      log(`Scheduled: rebuilding at ${schedule.due[0].at} for ${schedule.due[0].what}`);
    arm(delay);
  };

  const rebuild = async () => {
    log(`Scheduled rebuild started at ${now().toISOString()}`);
    const started = Date.now();
    const ok = await build().catch(() => false);
    if (stopped) return;
    if (ok) {
      log(`Scheduled rebuild done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      armFromSchedule();
    } else {
      log(`Scheduled rebuild failed; the previous site is still served; retrying in ${retryMs} ms`);
      arm(retryMs);
    }
  };

  armFromSchedule();
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
 */
export function childBuild(root: string, distDir: string): (() => Promise<boolean>) | null {
  const script = path.join(root, 'scripts/build/build.ts');
  if (!existsSync(script)) return null;
  return () =>
    new Promise((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: distDir };
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
