/**
 * Writes the compiled referrer table module from a directory of lists (data/referrers/ by
 * default). Run by `npm run build` before bundling, and by `npm run referrers:update -- DIR`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileReferrerLists, gzipSize, readListTexts, renderTableModule } from './compile.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DATA_DIR = path.join(ROOT, 'data/referrers');
export const TABLE_MODULE = path.join(ROOT, 'src/tracking/referrer-table.generated.ts');

export interface TableReport {
  entries: number;
  keys: number;
  shadowed: number;
  skipped: string[];
  /** gzip bytes (level 9) of the table text alone. */
  gzip: number;
  changed: boolean;
}

export async function writeReferrerTable(dir = DATA_DIR, out = TABLE_MODULE): Promise<TableReport> {
  const result = compileReferrerLists(await readListTexts(dir));
  const module = renderTableModule(result.text);
  const previous = await readFile(out, 'utf8').catch(() => '');
  // Unchanged output is not rewritten, so watchers and caches see no change.
  if (previous !== module) await writeFile(out, module);
  return {
    entries: result.entries.length,
    keys: result.entries.reduce((sum, entry) => sum + entry.keys.length, 0),
    shadowed: result.shadowed,
    skipped: result.skipped,
    gzip: gzipSize(result.text),
    changed: previous !== module,
  };
}

export function describeTable(report: TableReport): string {
  return `referrer table: ${report.entries} sites, ${report.keys} hosts, ${(report.gzip / 1024).toFixed(1)} KB gzip (table text)${report.skipped.length ? `, ${report.skipped.length} malformed entries left out` : ''}`;
}
