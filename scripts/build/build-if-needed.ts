/**
 * `npm start` builds only when the sources are newer than the last build: incrementally
 * (./build-changed.ts) when only content changed since, fully otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildArgs } from './build-command.ts';
import { stateDirOf, stateFile } from './build-state.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const CONTENT = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : 'content';
/** Written by every build, full or incremental (an incremental one may leave app-data.json as it was). */
const STATE = stateFile(stateDirOf(DIST));
const STAMP = existsSync(STATE) ? STATE : path.join(DIST, 'page-data/app-data.json');
const CODE_INPUTS = ['src', 'public', 'scripts', 'package-lock.json', 'vite.config.ts', '.env'];

function newest(target: string, newer: number, found?: string[]): number {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) {
    if (stats.mtimeMs > newer) found?.push(target);
    return stats.mtimeMs;
  }
  let latest = stats.mtimeMs;
  // A directory newer than the build had an entry added or removed.
  if (latest > newer) found?.push(target);
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry), newer, found));
  return latest;
}

/**
 * What `npm start` does after a build: a failed build (a content error, printed above by the
 * build) never stops the site when an earlier build exists; the server starts with that last
 * good build (the build swaps a new one in only when it succeeds) and the error stays on screen
 * until the content is fixed (issue 32, point 7).
 */
export function afterBuild(
  status: number | null,
  lastBuiltAt: number,
): { exitCode: number; message?: string } {
  if (status === 0) return { exitCode: 0 };
  if (lastBuiltAt === 0)
    return {
      exitCode: status ?? 1,
      message: 'The build failed and there is no earlier build to serve: fix the errors above.',
    };
  return {
    exitCode: 0,
    message: `The build failed (see above); serving the last good build, of ${new Date(lastBuiltAt).toISOString()}, until the errors are fixed.`,
  };
}

if (import.meta.main) {
  const builtAt = existsSync(path.join(DIST, 'index.html')) ? newest(STAMP, 0) : 0;
  const codeAt = Math.max(
    ...CODE_INPUTS.map((input) => newest(path.resolve(ROOT, input), builtAt)),
  );
  const changedContent: string[] = [];
  const contentAt = newest(path.resolve(ROOT, CONTENT), builtAt, changedContent);
  let args: string[] | null = null;
  if (builtAt === 0 || codeAt > builtAt) args = buildArgs();
  else if (contentAt > builtAt)
    args = [path.join(import.meta.dirname, 'build-changed.ts'), ...changedContent];
  if (args) {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
    const outcome = afterBuild(result.status, builtAt);
    if (outcome.message) console.error(`\n${outcome.message}\n`);
    process.exit(outcome.exitCode);
  } else {
    console.log('dist/ is up to date (run `npm run build` to rebuild anyway).');
  }
}
