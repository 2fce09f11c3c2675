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

/**
 * One page of each template, the first in path order, sorted by template: the pages that stand
 * for their template where every route would cost too much (the audit's downloads, the dev
 * server's e2e test).
 */
export function firstPageOfEachTemplate(pages: readonly PageData[]): PageData[] {
  const chosen = new Map<string, PageData>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path)))
    if (!chosen.has(page.template)) chosen.set(page.template, page);
  return [...chosen.values()].sort((a, b) => a.template.localeCompare(b.template));
}
