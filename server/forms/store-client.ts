/**
 * The server's way to the leads database. node:sqlite is synchronous and waits for a lock on the
 * thread that calls it, so the server runs the store in a worker thread: a lock held by another
 * process (a backup, an operator's query) delays only the form posts waiting on it, never a page.
 * `inProcessBackend` runs the same code on the calling thread, for ':memory:' databases (tests).
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';
import { formSubmitted, trialStarted } from './conversions.ts';
import type { EventStore } from './events.ts';
import { createSignupStore, GA_FIELDS, type SignupSubmission } from './forms.ts';
import {
  createLeadStore,
  type AcceptResult,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './lead-store.ts';
import type { Delivery } from './outbox.ts';
import type { AcceptItem } from './intake.ts';

/** How long the worker's connection waits for another process's lock before a write fails. */
export const WORKER_BUSY_MS = 5000;

export interface FinishItem {
  deliveryId: number;
  attemptId: number;
  outcome: AttemptOutcome;
}

export interface LeadsBackend {
  accept(items: readonly AcceptItem[], now?: number): Promise<AcceptResult[]>;
  claimDue(
    now: number,
    limit: number,
    destinations: readonly string[],
    exclude: readonly number[],
  ): Promise<ClaimedDelivery[]>;
  finish(items: readonly FinishItem[], now: number): Promise<Delivery[]>;
  interruptSending(now: number): Promise<number>;
  addSignup(submission: SignupSubmission, anonymousId?: string): Promise<number>;
  close(): Promise<void>;
}

/** The store's operations over one forms database (and the events store for conversions). */
export function syncBackend(formsDb: DatabaseSync, events?: EventStore) {
  const record = (track: Parameters<EventStore['addTrack']>[0]) => {
    try {
      events?.addTrack(track);
    } catch (error) {
      // A conversion event is worth less than the lead: never fail the form for it.
      console.error('Could not record a conversion event:', error);
    }
  };
  const leads = createLeadStore(formsDb, (submission) => record(formSubmitted(submission)));
  const signups = createSignupStore(formsDb);
  return {
    accept: (items: readonly AcceptItem[], now?: number) => leads.accept(items, now),
    claimDue: (
      now: number,
      limit: number,
      destinations: readonly string[],
      exclude: readonly number[],
    ) => leads.claimDue(now, limit, destinations, exclude),
    finish: (items: readonly FinishItem[], now: number) => leads.finish(items, now),
    interruptSending: (now: number) => leads.interruptSending(now),
    addSignup(submission: SignupSubmission, anonymousId?: string): number {
      const { id, created } = signups.addOnce(submission);
      if (!created) return id; // A retry: stored and counted already.
      const tracking = Object.fromEntries(GA_FIELDS.map((name) => [name, submission[name]]));
      record(trialStarted({ registrationId: submission.registrationId, anonymousId, tracking }));
      return id;
    },
  };
}
type SyncBackend = ReturnType<typeof syncBackend>;
export type BackendMethod = keyof SyncBackend;

export function inProcessBackend(formsDb: DatabaseSync, events?: EventStore): LeadsBackend {
  const sync = syncBackend(formsDb, events);
  const call =
    <A extends unknown[], R>(method: (...args: A) => R) =>
    async (...args: A): Promise<R> =>
      method(...args);
  return {
    accept: call(sync.accept),
    claimDue: call(sync.claimDue),
    finish: call(sync.finish),
    interruptSending: call(sync.interruptSending),
    addSignup: call(sync.addSignup),
    close: async () => formsDb.close(),
  };
}

/** The backend in a worker thread over `dataDir`'s forms and events databases. */
export function workerBackend(dataDir: string): LeadsBackend {
  const worker = new Worker(new URL('./db-worker.ts', import.meta.url), {
    workerData: { dataDir },
  });
  // The server's other handles keep the process alive; a CLI or test must not hang on this one.
  worker.unref();
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();
  /** Set once the worker has died: later calls fail at once (503) instead of waiting for ever. */
  let dead: Error | undefined;
  const failAll = (error: Error) => {
    dead ??= error;
    console.error('The leads database worker stopped:', error);
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on(
    'message',
    (message: { id: number; result?: unknown; error?: { message: string; errcode?: number } }) => {
      const entry = waiting.get(message.id);
      if (!entry) return;
      waiting.delete(message.id);
      if (message.error) {
        entry.reject(
          Object.assign(new Error(message.error.message), { errcode: message.error.errcode }),
        );
      } else entry.resolve(message.result as never);
    },
  );
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) =>
    failAll(new Error(`The leads database worker stopped (exit ${code})`)),
  );
  const call =
    <R>(method: BackendMethod) =>
    (...args: unknown[]): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        if (dead) return reject(dead);
        const id = next++;
        waiting.set(id, { resolve: resolve as (value: never) => void, reject });
        // Ref'd while a call is waiting, so its answer is not lost to an exiting process.
        worker.ref();
        worker.postMessage({ id, method, args });
      }).finally(() => {
        if (waiting.size === 0) worker.unref();
      });
  return {
    accept: call('accept'),
    claimDue: call('claimDue'),
    finish: call('finish'),
    interruptSending: call('interruptSending'),
    addSignup: call('addSignup'),
    close: async () => {
      dead ??= new Error('The leads database is closed');
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
