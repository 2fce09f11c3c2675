/**
 * Figures of the last build of an output directory, written by the build, read by `npm run budget`
 * and `npm run bench`.
 */
import path from 'node:path';
import type { CpuFigures, MemoryFigures } from './build-memory.ts';

export interface BuildReport {
  pages: number;
  totalBytes: number;
  renderMs: number;
  /** Whole build, content loading and bundling included. */
  totalMs: number;
  peakMemoryMb: number;
  /** CPU time of the whole build (user + system, all threads), ms. */
  cpuMs?: number;
  /** Peak memory: the process (main thread and workers) and each side's V8 heap. */
  memory?: MemoryFigures;
  /** CPU time by thread. */
  cpu?: CpuFigures;
  /** Seconds each phase ended at (or, for the prerender, took). */
  phases?: Record<string, number>;
  /**
   * Gzip bytes per template, for its heaviest page: JS hydration waits for (the first-load figure
   * the budget applies to), all JS including what loads right after hydration, the content
   * blocks' code (loaded with the page, hydrated as it arrives), and CSS.
   */
  templates: Record<string, { hydrationJs: number; js: number; blocksJs?: number; css: number }>;
  /**
   * Gzip bytes of the attribution code: what every page loads (the tracker chunk), and what the
   * referrer table and the inspector add when a visit needs them.
   */
  attribution?: { everyPage: number; referrers: number; inspector: number };
  /**
   * The image files the build wrote for a static host (scripts/build/static-images.ts): files,
   * rendered now or taken from the persistent cache, bytes and time; absent with a CDN or the
   * on-demand service.
   */
  images?: { files: number; rendered: number; reused: number; bytes: number; ms: number };
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export function reportFile(outDir: string): string {
  return path.join(ROOT, `.cache/build-report-${path.basename(outDir)}.json`);
}
