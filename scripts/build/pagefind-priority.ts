/**
 * The background search refresh of watch mode (./rebuild-worker.ts) runs Pagefind at the lowest
 * CPU priority: at 10,000 posts a refresh keeps both cores busy for minutes, and the pages an edit
 * publishes meanwhile must not wait for it. Pagefind's Node API starts its binary from
 * PAGEFIND_BINARY_PATH when set; this points it at ./pagefind-low-priority.sh, which starts the
 * installed binary under `nice`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const WRAPPER = path.join(import.meta.dirname, 'pagefind-low-priority.sh');

/**
 * Makes the Pagefind this process starts from now on run at low priority; returns the binary it
 * runs, or null where it cannot (Windows, or no binary package for this platform).
 */
export function pagefindAtLowPriority(env: NodeJS.ProcessEnv = process.env): string | null {
  if (process.platform === 'win32') return null;
  const require = createRequire(import.meta.url);
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      const binary = require.resolve(`@pagefind/${process.platform}-${process.arch}/bin/${name}`);
      env.PAGEFIND_REAL_BINARY = binary;
      env.PAGEFIND_BINARY_PATH = WRAPPER;
      return binary;
    } catch {
      // Not this name: Pagefind ships one of them per platform package.
    }
  }
  return null;
}
