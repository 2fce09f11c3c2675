/** The page data of every built page (each `page-data.json` under `{dist}/page-data/`), in path order. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../src/contracts/page-data.ts';

export function readBuiltPages(dist: string): PageData[] {
  return readdirSync(path.join(dist, 'page-data'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page-data.json')
    .map(
      (entry) =>
        JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as PageData,
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}
