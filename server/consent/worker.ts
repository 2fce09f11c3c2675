/**
 * The worker thread of recorder.ts: owns the consent database and writes the records the main
 * thread posts, one at a time, so a lock held by another process (a backup, `npm run consent`)
 * never stalls a page. It deletes the records past their retention (store.ts PROOF_YEARS) when it
 * starts, with the server, and once a day after.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  createConsentStore,
  openConsentDatabase,
  RETENTION_TEXT,
  type ConsentRecord,
} from './store.ts';
import { pruneDaily } from '../retention.ts';

const { dataDir } = workerData as { dataDir: string };
const store = createConsentStore(openConsentDatabase(dataDir));

pruneDaily('Consent records', () => {
  const deleted = store.prune();
  return deleted > 0
    ? `Consent records: deleted ${deleted} past retention (${RETENTION_TEXT}).`
    : null;
});

parentPort?.on('message', ({ id, record }: { id: number; record: ConsentRecord }) => {
  try {
    parentPort?.postMessage({ id, result: store.add(record) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
});
