/**
 * A bounded, fair queue for CPU-heavy work (image renders): at most `concurrency` jobs run at
 * once and at most `maxWaiting` wait; beyond that a job is refused at once, so a burst of
 * renders can neither starve the event loop that answers static files nor pile up memory.
 *
 * Fair between clients: one client holds at most `maxPerClient` jobs (running and waiting;
 * beyond, ClientOverShare, answered 429), and a free slot goes to the clients in turn, not in
 * arrival order. A client flooding the service with distinct renders waits behind its own
 * requests while everyone else's genuine images are rendered between them.
 */
import { availableParallelism } from 'node:os';

export class QueueFull extends Error {
  constructor() {
    super('The render queue is full');
  }
}

export class ClientOverShare extends Error {
  constructor() {
    super('This client has its share of renders in the queue already');
  }
}

/** Cores − 1, at least 1: one core stays free for everything else the server does. */
export function defaultConcurrency(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export function createRenderQueue({
  concurrency,
  maxWaiting,
  maxPerClient = Infinity,
}: {
  concurrency: number;
  maxWaiting: number;
  maxPerClient?: number;
}) {
  let running = 0;
  let waiting = 0;
  /** Waiting jobs per client; the Map's order is the turn order. */
  const queues = new Map<string, Array<() => void>>();
  const held = new Map<string, number>();

  const release = () => {
    running--;
    const [client, queue] = queues.entries().next().value ?? [];
    if (client === undefined || !queue) return;
    const next = queue.shift() as () => void;
    queues.delete(client);
    // Its next job, if any, goes to the back of the line.
    if (queue.length > 0) queues.set(client, queue);
    waiting--;
    running++;
    next();
  };
  return {
    /**
     * Runs `job` for `client` when a slot is its turn; rejects with ClientOverShare when the
     * client holds its share, QueueFull when too many already wait.
     */
    async run<T>(job: () => Promise<T>, client = ''): Promise<T> {
      const mine = held.get(client) ?? 0;
      if (mine >= maxPerClient) throw new ClientOverShare();
      if (running >= concurrency) {
        if (waiting >= maxWaiting) throw new QueueFull();
        held.set(client, mine + 1);
        waiting++;
        await new Promise<void>((resolve) => {
          const queue = queues.get(client);
          if (queue) queue.push(resolve);
          else queues.set(client, [resolve]);
        });
      } else {
        held.set(client, mine + 1);
        running++;
      }
      try {
        return await job();
      } finally {
        const left = (held.get(client) ?? 1) - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    /** Jobs `client` holds, running and waiting. */
    heldBy(client: string): number {
      return held.get(client) ?? 0;
    },
  };
}
