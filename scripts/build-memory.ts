/**
 * Memory and CPU of a build, by thread. Prerender workers are threads of the build's process, so
 * they share its resident memory: the process's peak RSS (the kernel's high-water mark) is the
 * honest total of main thread and workers. What can be told apart is each thread's V8 heap
 * (resident heap pages plus memory V8 knows is held for it outside, e.g. buffers), sampled here
 * every 50 ms: the main thread's while its event loop is free, the workers' at any time (V8
 * answers them by interrupt, even mid-batch). The rest of the RSS is code and native memory
 * (Vite's bundler, image libraries, allocator slack), which no thread owns.
 */
import { getHeapStatistics, type HeapInfo } from 'node:v8';
import type { Worker } from 'node:worker_threads';

export interface MemoryFigures {
  /** Peak resident memory of the whole process (main thread and workers), MB. */
  peakRssMb: number;
  /** Peak V8 heap of the main thread, MB (sampled). */
  mainHeapMb: number;
  /** Peak of the workers' V8 heaps added up, MB (sampled). */
  workersHeapMb: number;
  /** Prerender workers that ran at once. */
  workers: number;
}

export interface CpuFigures {
  /** CPU time of the process, all threads (user + system), ms. */
  totalMs: number;
  /** CPU time of the main thread, ms. */
  mainMs: number;
  /** CPU time of the prerender workers added up, ms. */
  workersMs: number;
}

const MB = 1024 * 1024;
const heapBytes = (stats: HeapInfo) =>
  stats.total_physical_size + stats.malloced_memory + stats.external_memory;

export interface BuildMeter {
  /** Starts sampling a worker; call `retire` before terminating it. */
  watch(worker: Worker): void;
  /** Takes a last sample of the worker and adds its CPU time. */
  retire(worker: Worker): Promise<void>;
  stop(): { memory: MemoryFigures; cpu: CpuFigures };
}

export function buildMeter(intervalMs = 50): BuildMeter {
  const workers = new Map<Worker, number>();
  let mainPeak = 0;
  let workersPeak = 0;
  let mostWorkers = 0;
  let workersCpuUs = 0;
  let sampling = false;

  async function sampleWorkers(): Promise<void> {
    const live = [...workers.keys()];
    const sizes = await Promise.all(
      live.map((worker) => worker.getHeapStatistics().then(heapBytes, () => 0)),
    );
    live.forEach((worker, index) => {
      if (workers.has(worker)) workers.set(worker, sizes[index] ?? 0);
    });
    let sum = 0;
    for (const size of workers.values()) sum += size;
    workersPeak = Math.max(workersPeak, sum);
  }

  const timer = setInterval(() => {
    mainPeak = Math.max(mainPeak, heapBytes(getHeapStatistics()));
    if (sampling || workers.size === 0) return;
    sampling = true;
    void sampleWorkers().finally(() => (sampling = false));
  }, intervalMs);
  timer.unref();

  return {
    watch(worker) {
      workers.set(worker, 0);
      mostWorkers = Math.max(mostWorkers, workers.size);
    },
    async retire(worker) {
      await sampleWorkers();
      const usage = await worker.cpuUsage().catch(() => ({ user: 0, system: 0 }));
      workersCpuUs += usage.user + usage.system;
      workers.delete(worker);
    },
    stop() {
      clearInterval(timer);
      mainPeak = Math.max(mainPeak, heapBytes(getHeapStatistics()));
      const total = process.cpuUsage();
      const main = process.threadCpuUsage();
      return {
        memory: {
          peakRssMb: process.resourceUsage().maxRSS / 1024,
          mainHeapMb: mainPeak / MB,
          workersHeapMb: workersPeak / MB,
          workers: mostWorkers,
        },
        cpu: {
          totalMs: (total.user + total.system) / 1000,
          mainMs: (main.user + main.system) / 1000,
          workersMs: workersCpuUs / 1000,
        },
      };
    },
  };
}
