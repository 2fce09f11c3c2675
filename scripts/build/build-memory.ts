/**
 * Memory and CPU of a build, by thread. Prerender workers are threads of the build's process, so
 * they share its resident memory: the process's peak RSS (the kernel's high-water mark) is the
 * honest total of main thread and workers. The bundler runs in a child process while content
 * loads: a sampler thread adds its RSS to the build's every 50 ms (from /proc, on a thread of its
 * own so a busy main thread does not hide a peak), and the peak reported is the larger of that
 * sum and the build process's own high-water mark. What can be told apart is each thread's V8 heap
 * (resident heap pages plus memory V8 knows is held for it outside, e.g. buffers), sampled here
 * every 50 ms: the main thread's while its event loop is free, the workers' at any time (V8
 * answers them by interrupt, even mid-batch). The rest of the RSS is code and native memory
 * (Vite's bundler, image libraries, allocator slack), which no thread owns.
 */
import { getHeapStatistics, setFlagsFromString, type HeapInfo } from 'node:v8';
import { existsSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';

export interface MemoryFigures {
  /**
   * Peak resident memory of the build: its process (main thread and workers) and, while it ran,
   * the bundler's child process, MB.
   */
  peakRssMb: number;
  /** Peak RSS of the bundler's child process, MB (sampled). */
  bundlerRssMb: number;
  /** Peak V8 heap of the main thread, MB (sampled). */
  mainHeapMb: number;
  /** Peak of the workers' V8 heaps added up, MB (sampled). */
  workersHeapMb: number;
  /** Prerender workers that ran at once. */
  workers: number;
  /** Peak RSS and main-thread heap while each step ran (sampled), MB: where the peak comes from. */
  steps: Record<string, { rssMb: number; mainHeapMb: number }>;
}

export interface CpuFigures {
  /** CPU time of the build, all threads (user + system) and the bundler's process, ms. */
  totalMs: number;
  /** CPU time of the bundler's child process, ms. */
  bundlerMs: number;
  /** CPU time of the main thread, ms. */
  mainMs: number;
  /** CPU time of the prerender workers added up, ms. */
  workersMs: number;
  /**
   * Of this process's CPU time (main thread and workers), the time spent in the kernel: mostly
   * the file system creating the output's folders and files, ms.
   */
  kernelMs?: number;
}

const MB = 1024 * 1024;
const heapBytes = (stats: HeapInfo) =>
  stats.total_physical_size + stats.malloced_memory + stats.external_memory;

export interface BuildMeter {
  /** Adds a child process's RSS to the build's while it runs. */
  watchProcess(pid: number): void;
  /** Adds a child process's CPU time, as it reports it. */
  addChildCpu(ms: number): void;
  /** Names the step that runs from now on, for the peaks per step. */
  step(name: string): void;
  /** Starts sampling a worker; call `retire` before terminating it. */
  watch(worker: Worker): void;
  /** Takes a last sample of the worker and adds its CPU time. */
  retire(worker: Worker): Promise<void>;
  stop(): { memory: MemoryFigures; cpu: CpuFigures };
}

/** Runs on its own thread: [stop, child pid, peak sum KB, peak child KB]. */
const SAMPLER = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const shared = new Int32Array(workerData.buffer);
const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
while (Atomics.load(shared, 0) === 0) {
  const child = Atomics.load(shared, 1);
  const other = child ? rssKb(child) : 0;
  const sum = rssKb('self') + other;
  if (sum > shared[2]) Atomics.store(shared, 2, sum);
  if (other > shared[3]) Atomics.store(shared, 3, other);
  Atomics.wait(shared, 0, 0, workerData.intervalMs);
}
`;

export function buildMeter(intervalMs = 50): BuildMeter {
  const shared = new Int32Array(new SharedArrayBuffer(16));
  const sampler = existsSync('/proc/self/status')
    ? new Worker(SAMPLER, { eval: true, workerData: { buffer: shared.buffer, intervalMs } })
    : null;
  sampler?.unref();
  const workers = new Map<Worker, number>();
  let mainPeak = 0;
  let workersPeak = 0;
  let mostWorkers = 0;
  let workersCpuUs = 0;
  let childCpuMs = 0;
  let sampling = false;
  const steps: MemoryFigures['steps'] = {};
  let current = (steps.start = { rssMb: 0, mainHeapMb: 0 });
  const sampleMain = () => {
    const heap = heapBytes(getHeapStatistics());
    mainPeak = Math.max(mainPeak, heap);
    current.rssMb = Math.max(current.rssMb, process.memoryUsage.rss() / MB);
    current.mainHeapMb = Math.max(current.mainHeapMb, heap / MB);
  };

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
    sampleMain();
    if (sampling || workers.size === 0) return;
    sampling = true;
    void sampleWorkers().finally(() => (sampling = false));
  }, intervalMs);
  timer.unref();

  return {
    watchProcess(pid) {
      Atomics.store(shared, 1, pid);
    },
    addChildCpu(ms) {
      childCpuMs += ms;
    },
    step(name) {
      sampleMain();
      current = steps[name] = { rssMb: 0, mainHeapMb: 0 };
      sampleMain();
    },
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
      sampleMain();
      Atomics.store(shared, 0, 1);
      Atomics.notify(shared, 0);
      const total = process.cpuUsage();
      const main = process.threadCpuUsage();
      return {
        memory: {
          peakRssMb: Math.max(process.resourceUsage().maxRSS, Atomics.load(shared, 2)) / 1024,
          bundlerRssMb: Atomics.load(shared, 3) / 1024,
          mainHeapMb: mainPeak / MB,
          workersHeapMb: workersPeak / MB,
          workers: mostWorkers,
          steps,
        },
        cpu: {
          totalMs: (total.user + total.system) / 1000 + childCpuMs,
          bundlerMs: childCpuMs,
          mainMs: (main.user + main.system) / 1000,
          workersMs: workersCpuUs / 1000,
          kernelMs: total.system / 1000,
        },
      };
    },
  };
}

/**
 * A full garbage collection of this thread's heap, now, that also hands back to the system the
 * memory V8 keeps committed for reuse ("last resort", as V8 does when memory runs out). Once the
 * compiled pages are let go, the main thread mostly waits for the workers and allocates little,
 * so V8 kept their 385 MB of heap pages through the prerender's peak: at 10,000 posts, this
 * collection (370 ms, while the workers start) brought the build's RSS from 756 to 549 MB and
 * its peak from 830–910 to 760–780 MB. `gc` is exposed the way Jest's leak detector does it, as
 * the build runs without `--expose-gc`.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: object) => void;
  gc({ type: 'major', flavor: 'last-resort' });
}
