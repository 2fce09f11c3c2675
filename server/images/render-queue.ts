/**
 * A bounded queue for CPU-heavy work (image renders): at most `concurrency` jobs run at once and
 * at most `maxWaiting` wait; beyond that a job is refused at once, so a burst of renders can
 * neither starve the event loop that answers static files nor pile up memory.
 */
import { availableParallelism } from 'node:os';

export class QueueFull extends Error {
  constructor() {
    super('The render queue is full');
  }
}

/** Cores − 1, at least 1: one core stays free for everything else the server does. */
export function defaultConcurrency(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export function createRenderQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    /** Runs `job` when a slot is free; rejects with QueueFull when too many already wait. */
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
