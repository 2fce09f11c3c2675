/**
 * The worker thread of recorder.ts: owns the consent database and writes the records the main
 * thread posts, one at a time, so a lock held by another process (a backup, `npm run consent`)
 * never stalls a page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createConsentStore, openConsentDatabase, type ConsentRecord } from './store.ts';

const { dataDir } = workerData as { dataDir: string };
const store = createConsentStore(openConsentDatabase(dataDir));

parentPort?.on('message', ({ id, record }: { id: number; record: ConsentRecord }) => {
  try {
    parentPort?.postMessage({ id, result: store.add(record) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
});
