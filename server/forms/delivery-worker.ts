/**
 * The delivery worker: sends each stored lead to each configured destination until it is
 * acknowledged or dead-lettered (outbox.ts). At start, deliveries a crash left in `sending` are
 * pending again; then due deliveries are claimed in small batches, sent concurrently, each call
 * cut off after the delivery timeout, and every outcome is written back as soon as it is known,
 * acknowledgements first.
 *
 * At least once: a lead is sent again only when its attempt's outcome was never recorded (the
 * server died between the destination's answer and the write, or the call timed out after the
 * destination had in fact taken it). An acknowledged delivery is never claimed again.
 */
import type { Destination } from './destinations.ts';
import type { AttemptOutcome } from './lead-store.ts';
import type { FinishItem, LeadsBackend } from './store-client.ts';

export interface DeliveryWorkerOptions {
  backend: LeadsBackend;
  destinations: readonly Destination[];
  timeoutMs: number;
  /** Calls in flight at once, over all destinations. */
  concurrency?: number;
  /** How often due retries are looked for (new leads are sent at once through `kick`). */
  pollMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (message: string) => void;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (after a lead is stored). */
  kick(): void;
  /** Resolves when nothing is in flight and no due delivery is waiting (tests, shutdown). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function startDeliveryWorker({
  backend,
  destinations,
  timeoutMs,
  concurrency = 16,
  pollMs = 500,
  now = Date.now,
  random = Math.random,
  log = (message) => console.error(message),
}: DeliveryWorkerOptions): DeliveryWorker {
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const names = [...byName.keys()];
  const inFlight = new Set<number>();
  let finishing: FinishItem[] = [];
  let flushScheduled = false;
  let stopped = false;
  let pass: Promise<void> | null = null;
  let again = false;
  const ready = backend.interruptSending(now()).then(
    (count) => {
      if (count > 0) log(`Leads: ${count} interrupted deliveries will be sent again.`);
    },
    (error: unknown) => log(`Leads: could not resume interrupted deliveries: ${String(error)}`),
  );

  let closed = false;
  const flush = async () => {
    flushScheduled = false;
    // After stop: an outcome arriving now is not written; its delivery resumes at the next start.
    if (closed) return;
    const batch = finishing;
    finishing = [];
    if (batch.length === 0) return;
    try {
      await backend.finish(batch, now());
      for (const item of batch) inFlight.delete(item.deliveryId);
      kick();
    } catch (error) {
      // Not written (database locked?): keep them, in flight and unclaimable, and try again.
      log(`Leads: could not record ${batch.length} delivery outcomes: ${String(error)}`);
      finishing.unshift(...batch);
      setTimeout(scheduleFlush, 200).unref();
    }
  };
  function scheduleFlush() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => void flush());
  }

  async function attempt(claimed: Awaited<ReturnType<LeadsBackend['claimDue']>>[number]) {
    const destination = byName.get(claimed.destination as Destination['name']);
    let outcome: AttemptOutcome;
    if (!destination) {
      outcome = {
        type: 'fail',
        error: 'destination not configured',
        permanent: false,
        random: random(),
      };
    } else {
      try {
        const result = await destination.send(claimed.lead, AbortSignal.timeout(timeoutMs));
        outcome = result.ok
          ? { type: 'ack' }
          : { type: 'fail', error: result.error, permanent: result.permanent, random: random() };
      } catch (error) {
        outcome = { type: 'fail', error: String(error), permanent: false, random: random() };
      }
    }
    finishing.push({ deliveryId: claimed.deliveryId, attemptId: claimed.attemptId, outcome });
    // Acknowledgements are written before any other work of this turn.
    scheduleFlush();
  }

  async function runPass() {
    await ready;
    do {
      again = false;
      const free = concurrency - inFlight.size;
      if (stopped || free <= 0 || names.length === 0) return;
      let claimed;
      try {
        claimed = await backend.claimDue(now(), free, names, [...inFlight]);
      } catch (error) {
        log(`Leads: could not read due deliveries: ${String(error)}`);
        return;
      }
      for (const item of claimed) {
        inFlight.add(item.deliveryId);
        void attempt(item);
      }
      if (claimed.length === free) again = true;
    } while (again);
  }

  function kick() {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = runPass().finally(() => {
      pass = null;
      if (again) kick();
    });
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async settled() {
      for (;;) {
        await ready;
        await pass;
        if (inFlight.size === 0 && finishing.length === 0 && !pass) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pass;
      // Outcomes already known are still written; calls in flight stay `sending` and resume.
      if (finishing.length > 0) await flush();
      closed = true;
    },
  };
}
