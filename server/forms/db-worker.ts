/**
 * The worker thread of store-client.ts: owns the forms and events databases of the data
 * directory and runs the calls the main thread posts, one at a time, in order. It deletes what
 * is past its retention (../retention.ts: delivered leads after 24 months, analytics events after
 * 13) when it starts, with the server, and once a day after.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEventStore, EVENTS_DB, openDatabase } from './events.ts';
import { createLeadStore, LEADS_DB } from './lead-store.ts';
import { syncBackend, WORKER_BUSY_MS, type BackendMethod } from './store-client.ts';
import { pruneDaily, pruneExpired, pruneReport } from '../retention.ts';

const { dataDir } = workerData as { dataDir: string };
const formsDb = openDatabase(dataDir, LEADS_DB, WORKER_BUSY_MS);
const events = createEventStore(openDatabase(dataDir, EVENTS_DB, WORKER_BUSY_MS));
const backend = syncBackend(formsDb, events);
const leads = createLeadStore(formsDb);

pruneDaily('Retention', () => pruneReport(pruneExpired({ leads, events })));

parentPort?.on(
  'message',
  ({ id, method, args }: { id: number; method: BackendMethod; args: unknown[] }) => {
    try {
      const run = backend[method] as (...values: unknown[]) => unknown;
      parentPort?.postMessage({ id, result: run(...args) });
    } catch (error) {
      const { message, errcode } = error as { message?: string; errcode?: number };
      parentPort?.postMessage({ id, error: { message: message ?? String(error), errcode } });
    }
  },
);
