/**
 * `npm start` builds only when the sources are newer than the last build.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildArgs } from './build-command.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STAMP = path.join(ROOT, 'dist/page-data/app-data.json');
const INPUTS = [
  'src',
  'content',
  'public',
  'scripts',
  'package-lock.json',
  'vite.config.ts',
  '.env',
];

function newest(target: string): number {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
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
    message: `The build failed (see above); serving the last good build, of ${new Date(lastBuiltAt).toISOString()}, until the errors are fixed and the site is started again.`,
  };
}

if (import.meta.main) {
  const builtAt = newest(STAMP);
  const changedAt = Math.max(...INPUTS.map((input) => newest(path.join(ROOT, input))));
  if (builtAt === 0 || changedAt > builtAt) {
    const result = spawnSync(process.execPath, buildArgs(), {
      stdio: 'inherit',
    });
    const outcome = afterBuild(result.status, builtAt);
    if (outcome.message) console.error(`\n${outcome.message}\n`);
    process.exit(outcome.exitCode);
  } else {
    console.log('dist/ is up to date (run `npm run build` to rebuild anyway).');
  }
}
