/**
 * How the build is started, by `npm run build` (package.json), `npm start` (build-if-needed.ts)
 * and `npm run bench`: Node with a young generation of 16 MB per semi-space for the main thread.
 * Loading and compiling 10,000 posts allocates 500 MB that mostly lives to the end; measured at
 * 10,000 posts (11,780 pages), against V8's default: peak memory 641–671 MB instead of
 * 756–763 MB, main-thread CPU 4.2–4.3 s instead of 4.5 s. (32 MB measured no better.) The
 * prerender workers set theirs in build.ts.
 */
import path from 'node:path';

export const BUILD_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

export const BUILD_SCRIPT = path.join(import.meta.dirname, 'build.ts');

/** Arguments for `spawn(process.execPath, …)` that run the build. */
export const buildArgs = (): string[] => [...BUILD_NODE_FLAGS, BUILD_SCRIPT];
