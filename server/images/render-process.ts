/**
 * Renders run in a child process, started on the first render and stopped once no render has
 * come for `idleMs`. libvips allocates from per-thread malloc arenas that glibc keeps after a
 * burst (the server stayed 50–130 MB above its start 30 s after a flood of renders): when the
 * process exits, all of it goes back to the system, and the server's own memory never held it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RenderJob } from './render.ts';

/** Idle time after which the render process exits. */
export const RENDER_PROCESS_IDLE_MS = 5_000;

type Reply = { id: number; output: Uint8Array } | { id: number; error: string };

export function createRenderProcess({ idleMs = RENDER_PROCESS_IDLE_MS } = {}) {
  let child: ChildProcess | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  /** Renders sent and not answered, with the process each was sent to. */
  const pending = new Map<
    number,
    { to: ChildProcess; resolve: (body: Buffer) => void; reject: (e: Error) => void }
  >();

  const stop = () => {
    child?.kill('SIGTERM');
    child = null;
  };
  const start = (): ChildProcess => {
    const started = fork(path.join(import.meta.dirname, 'render-child.ts'), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else
        waiting.resolve(
          Buffer.from(reply.output.buffer, reply.output.byteOffset, reply.output.byteLength),
        );
      if (pending.size === 0) idleTimer = setTimeout(stop, idleMs).unref();
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      // Renders sent to a process that died (killed, out of memory) fail; the next starts anew.
      for (const [id, waiting] of pending) {
        if (waiting.to !== started) continue;
        pending.delete(id);
        waiting.reject(new Error(`The render process stopped (${signal ?? `exit code ${code}`})`));
      }
    });
    // Neither the process nor its channel keeps the server (or a test run) alive.
    started.unref();
    started.channel?.unref();
    return started;
  };

  return {
    render(job: RenderJob): Promise<Buffer> {
      clearTimeout(idleTimer);
      child ??= start();
      const id = nextId++;
      const running = child;
      return new Promise((resolve, reject) => {
        pending.set(id, { to: running, resolve, reject });
        running.send({ id, job }, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      });
    },
    /** Whether a render process is running now. */
    get running(): boolean {
      return child !== null;
    },
    /** Stops the render process (renders under way fail). */
    close: stop,
  };
}
export type RenderProcess = ReturnType<typeof createRenderProcess>;
