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

const builtAt = newest(STAMP);
const changedAt = Math.max(...INPUTS.map((input) => newest(path.join(ROOT, input))));
if (builtAt === 0 || changedAt > builtAt) {
  const result = spawnSync(process.execPath, buildArgs(), {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date (run `npm run build` to rebuild anyway).');
}
