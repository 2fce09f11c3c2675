/**
 * Leads once lived in `.cache/data/`, where a cache clean-up deletes them (issue 34). A clone
 * that still has them there gets them moved into the data directory when the server starts,
 * before anything opens a database, so none is lost or left behind a fresh empty one.
 */
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/** Where leads were kept before DATA_DIR, relative to the clone. */
export const OLD_DATA_DIR = '.cache/data';

/**
 * Moves every SQLite file (with its -wal and -shm) from `oldDir` into `dataDir`, unless
 * `dataDir` already has a database of the same name (then nothing moves and the names are
 * returned as conflicts for a person to settle). Returns what moved.
 */
export function adoptOldDataDir(
  oldDir: string,
  dataDir: string,
): { moved: string[]; conflicts: string[] } {
  if (!existsSync(oldDir) || path.resolve(oldDir) === path.resolve(dataDir))
    return { moved: [], conflicts: [] };
  const files = readdirSync(oldDir).filter((name) => /\.sqlite(?:-wal|-shm)?$/.test(name));
  const databases = files.filter((name) => name.endsWith('.sqlite'));
  const conflicts = databases.filter((name) => existsSync(path.join(dataDir, name)));
  if (conflicts.length > 0) return { moved: [], conflicts };
  mkdirSync(dataDir, { recursive: true });
  // The write-ahead logs first: a database is never in its new place without its log.
  const ordered = [...files.filter((name) => !name.endsWith('.sqlite')), ...databases];
  for (const name of ordered) renameSync(path.join(oldDir, name), path.join(dataDir, name));
  return { moved: ordered, conflicts: [] };
}
