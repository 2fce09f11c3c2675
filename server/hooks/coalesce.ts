/**
 * One task in flight, at most one queued: a call while the task runs queues one more run (it must
 * see what changed after the running one started), and every later call joins that queued run. So
 * N calls arriving together cost at most two runs, and each caller's promise settles with a run
 * that started after the call.
 */
export interface Coalesced<T> {
  /** Runs the task, or joins the run queued behind the one in flight. */
  (): Promise<T>;
  /** 'idle', 'running', or 'queued' (running with one more to come). */
  readonly state: 'idle' | 'running' | 'queued';
  /** Resolves once nothing runs or waits; for tests and shutdown. */
  idle(): Promise<void>;
}

export function coalesce<T>(task: () => Promise<T>): Coalesced<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const run = (async () => task())().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };

  const call = (() => {
    if (!running) return start();
    if (queued) return queued;
    const settle = () => {
      queued = null;
      return start();
    };
    // The queued run starts when the running one settles, whatever its outcome.
    queued = running.then(settle, settle);
    return queued;
  }) as Coalesced<T>;

  Object.defineProperty(call, 'state', {
    get: () => (queued ? 'queued' : running ? 'running' : 'idle'),
  });
  call.idle = async () => {
    // Read afresh after each wait: a run that ends may have started the queued one.
    for (let next = queued ?? running; next; next = queued ?? running)
      await next.catch(() => undefined);
  };
  return call;
}

/**
 * The same task, one call at a time: a call waits until the previous calls settled. The server's
 * two callers of the full build (the schedule and the publish webhook) share one, so two builds
 * never swap dist/ at the same moment nor share the two cores.
 */
export function oneAtATime<T>(task: () => Promise<T>): () => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
