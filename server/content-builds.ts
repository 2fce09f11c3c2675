/**
 * Rebuilds after content changes on the preview server (issue 33, points 1 and 2): one build
 * process (scripts/build/rebuild-worker.ts) is started by its path and kept, with the build
 * modules loaded, and each rebuild runs the incremental build in it (scripts/build/incremental.ts:
 * only the pages and files the change touches are written, each whole and renamed into dist/, so
 * no half-written page is ever served; the search index follows in the background). Callers (the
 * content watcher, server/watch.ts; the scheduler; a publish hook) share one queue: one rebuild at
 * a time, and the changes that arrive meanwhile are coalesced into the next one.
 *
 * The server never imports the build tools (they are not deployed with it): where the script is
 * missing, there is no builder.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export type RebuildOutcome =
  | {
      ok: true;
      mode: 'incremental' | 'full';
      /** Why the full build ran, for a full one. */
      reason?: string;
      /** Pages rendered again. */
      rendered: number;
      /** Files written or replaced, and removed. */
      rewritten: number;
      removed: number;
      ms: number;
      /** Milliseconds per step of an incremental build. */
      phases?: Record<string, number>;
    }
  | { ok: false; error: string };

export interface ContentBuilder {
  /**
   * Rebuilds for these changed files (absolute, or relative to the repository); an empty list
   * re-checks everything (a scheduled moment passing). Resolves when the new files are served.
   */
  rebuildContent(changedPaths: readonly string[]): Promise<RebuildOutcome>;
  stop(): void;
}

export interface ContentBuilderOptions {
  root: string;
  distDir: string;
  env?: NodeJS.ProcessEnv;
}

/** The builder, or null where the build tools are not installed. */
export function startContentBuilder({
  root,
  distDir,
  env = process.env,
}: ContentBuilderOptions): ContentBuilder | null {
  const script = path.join(root, 'scripts/build/rebuild-worker.ts');
  if (!existsSync(script)) return null;
  let child: ChildProcess | null = null;
  let nextId = 0;
  const waiting = new Map<number, (outcome: RebuildOutcome) => void>();
  let stopped = false;

  const buildProcess = (): ChildProcess => {
    if (child && child.connected) return child;
    // Production: React's production build, which the kept process renders with itself.
    const childEnv: NodeJS.ProcessEnv = { ...env, DIST_DIR: distDir, NODE_ENV: 'production' };
    // Rebuilds follow the real clock (as scheduled builds do, server/scheduler.ts).
    delete childEnv.BUILD_DATE;
    const started = fork(script, [], {
      cwd: root,
      env: childEnv,
      execArgv: ['--max-semi-space-size=16'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (message: { id?: number } & RebuildOutcome) => {
      if (typeof message.id !== 'number') return;
      const { id, ...outcome } = message;
      waiting.get(id)?.(outcome as RebuildOutcome);
      waiting.delete(id);
    });
    started.on('exit', (code) => {
      if (child === started) child = null;
      for (const [id, resolve] of waiting) {
        resolve({ ok: false, error: `the build process stopped (exit code ${code})` });
        waiting.delete(id);
      }
    });
    child = started;
    return started;
  };

  const run = (paths: readonly string[]) =>
    new Promise<RebuildOutcome>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve);
      buildProcess().send({ id, paths: [...paths] });
    });

  // One rebuild at a time; what arrives meanwhile waits for the next one, all together.
  let running: Promise<RebuildOutcome> | null = null;
  let queued: { paths: Set<string>; done: Promise<RebuildOutcome> } | null = null;
  const rebuildContent = (changed: readonly string[]): Promise<RebuildOutcome> => {
    if (stopped) return Promise.resolve({ ok: false, error: 'the server is stopping' });
    if (!running) {
      running = run(changed).finally(() => (running = null));
      return running;
    }
    if (!queued) {
      const paths = new Set<string>();
      const done = running.then(() => {
        queued = null;
        return rebuildContent([...paths]);
      });
      queued = { paths, done };
    }
    for (const file of changed) queued.paths.add(file);
    return queued.done;
  };

  // Started now, so the first save does not wait for the build modules to load.
  buildProcess();
  return {
    rebuildContent,
    stop() {
      stopped = true;
      child?.kill();
    },
  };
}
