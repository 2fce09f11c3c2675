/**
 * Records consent choices (store.ts) off the main thread, as the leads are (server/forms/
 * store-client.ts): a worker thread owns `consent.sqlite` in the data directory and deletes the
 * records past their retention at start and daily (worker.ts). `:memory:` (tests) runs the store
 * on the calling thread.
 */
import { Worker } from 'node:worker_threads';
import { createConsentStore, openConsentDatabase, type ConsentRecord } from './store.ts';

export interface ConsentRecorder {
  add(record: ConsentRecord): Promise<number>;
  close(): Promise<void>;
}

export function createConsentRecorder(dataDir: string): ConsentRecorder {
  if (dataDir === ':memory:') {
    const db = openConsentDatabase(dataDir);
    const store = createConsentStore(db);
    return {
      add: (record) => Promise.resolve(store.add(record)),
      close: async () => {
        if (db.isOpen) db.close();
      },
    };
  }
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { dataDir } });
  worker.unref();
  let next = 0;
  const waiting = new Map<number, { resolve: (id: number) => void; reject: (e: Error) => void }>();
  worker.on('message', ({ id, result, error }: { id: number; result?: number; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(result ?? 0);
  });
  worker.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  });
  return {
    add(record) {
      const id = (next += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, record });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
