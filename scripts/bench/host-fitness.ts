/**
 * Whether this machine can be trusted with a Lighthouse performance score.
 *
 * Lighthouse simulates a slow phone by multiplying the main-thread time it observes in Chromium
 * by four. That holds where the kernel hands a process a fresh page of memory in a fraction of a
 * microsecond, as hardware-assisted paging does. On a virtual machine where that costs 10–22 µs,
 * Chromium's own work on every page load (starting a renderer, creating the JavaScript context,
 * the first layout, garbage collection: about 15,000 fresh pages in the page's renderer alone)
 * takes 150–330 ms longer than it should, Lighthouse counts it four times, and the score measures
 * the machine: the unchanged site scored 76–97 there and 99–100 on earlier machines.
 *
 * The audit measures the cost of a fresh page before its Lighthouse step, and judges the
 * performance score only where it is ordinary. Elsewhere it prints the score, the measured cost
 * and why, and judges the rest (accessibility, best practices, SEO, layout shift), which does not
 * depend on the machine's speed.
 */

import { median } from './bench-bytes.ts';

const PAGE_BYTES = 4096;

/**
 * Microseconds to allocate and first touch one page of memory: the median of `samples`
 * allocations of `megabytes` each, touched one byte per page.
 */
export function freshPageMicroseconds(samples = 5, megabytes = 32): number {
  const bytes = megabytes * 1024 * 1024;
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = process.hrtime.bigint();
    const view = new Uint8Array(new ArrayBuffer(bytes));
    for (let offset = 0; offset < bytes; offset += PAGE_BYTES) view[offset] = 1;
    timings.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / PAGE_BYTES));
  }
  return median(timings);
}

export interface PerformanceVerdict {
  /** true or false when judged; null when the machine cannot be trusted with the score. */
  ok: boolean | null;
  /** For the table: the machine's figure, and whether it decided against judging. */
  note: string;
}

/** Whether a machine whose fresh page costs `freshPageUs` can be trusted with performance scores. */
export const fitForPerformance = (freshPageUs: number, fitFreshPageUs: number): boolean =>
  freshPageUs <= fitFreshPageUs;

/** Judges a median performance score (0–1) against its threshold, as the other categories are. */
export function judgePerformance(
  score: number,
  threshold: number,
  freshPageUs: number,
  fitFreshPageUs: number,
): PerformanceVerdict {
  const figure = `fresh page ${freshPageUs.toFixed(1)} µs`;
  if (!fitForPerformance(freshPageUs, fitFreshPageUs))
    return { ok: null, note: `not judged: ${figure}, over ${fitFreshPageUs} µs` };
  return { ok: score >= threshold, note: figure };
}
