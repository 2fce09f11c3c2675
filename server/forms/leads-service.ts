/**
 * The leads pipeline of one server: the database backend (a worker thread over DATA_DIR, or in
 * process for ':memory:'), the intake the forms service commits to, and the delivery worker.
 */
import type { DatabaseSync } from 'node:sqlite';
import { deliveryConfigFromEnv, type DeliveryConfig } from './destinations.ts';
import { startDeliveryWorker, type DeliveryWorker } from './delivery-worker.ts';
import { LEADS_DB } from './lead-store.ts';
import { openDatabase, type EventStore } from './events.ts';
import { createIntake, type Intake } from './intake.ts';
import { inProcessBackend, workerBackend, type LeadsBackend } from './store-client.ts';

export interface LeadsService {
  backend: LeadsBackend;
  intake: Intake;
  worker: DeliveryWorker;
  /** Stops the delivery worker (in-flight calls resume at the next start) and the database. */
  close(): Promise<void>;
}

export interface LeadsServiceOptions {
  /** DATA_DIR, or ':memory:' (tests: everything on the calling thread). */
  dataDir: string;
  /** Destinations and call timeout; from env by default. */
  delivery?: DeliveryConfig;
  /** For ':memory:' only: where conversion events go (the worker opens DATA_DIR's own). */
  events?: EventStore;
  /** For ':memory:' only: the forms database to use (tests read it). */
  formsDb?: DatabaseSync;
  pollMs?: number;
  concurrency?: number;
}

export function createLeadsService({
  dataDir,
  delivery = deliveryConfigFromEnv(),
  events,
  formsDb,
  pollMs,
  concurrency,
}: LeadsServiceOptions): LeadsService {
  const backend =
    dataDir === ':memory:'
      ? inProcessBackend(formsDb ?? openDatabase(':memory:', LEADS_DB), events)
      : workerBackend(dataDir);
  const worker = startDeliveryWorker({
    backend,
    destinations: delivery.destinations,
    timeoutMs: delivery.timeoutMs,
    pollMs,
    concurrency,
  });
  const intake = createIntake(
    backend,
    delivery.destinations.map((destination) => destination.name),
    () => worker.kick(),
  );
  return {
    backend,
    intake,
    worker,
    async close() {
      await worker.stop();
      await backend.close();
    },
  };
}
