/**
 * Replaces the served site with a finished staging directory by two renames, for the full build
 * (./build.ts), the scheduled rebuilds (server/scheduler.ts runs the full build) and the
 * incremental build (./incremental.ts): a page is never seen half-written, and the old output is
 * removed only after the swap. A request arriving between the two renames finds no file and
 * gets the 404 page; the window is a few microseconds.
 */
import { rename, rm, stat } from 'node:fs/promises';

export async function swapIntoPlace(staging: string, outDir: string): Promise<void> {
  const previous = `${outDir}-previous-${process.pid}`;
  const hadPrevious = await stat(outDir).then(
    () => true,
    () => false,
  );
  if (hadPrevious) await rename(outDir, previous);
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (hadPrevious) await rename(previous, outDir);
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
}
