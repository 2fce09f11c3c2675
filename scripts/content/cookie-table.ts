/**
 * Writes the privacy policy's cookie table (content/pages/legal/privacy.md, the table right after
 * the "Cookies and storage" heading's first paragraph) from the registry (src/consent/registry.ts).
 * Run it after changing the registry: `node scripts/content/cookie-table.ts`;
 * src/consent/registry.test.ts fails while the page and the registry differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { registryTable } from '../../src/consent/registry.ts';

export const PRIVACY_PAGE = path.resolve(
  import.meta.dirname,
  '../../content/pages/legal/privacy.md',
);

/** The rows of the first cookie table in a page, each a list of trimmed cells (no separator row). */
export function cookieTableRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Name\s*\|\s*Kind\s*\|/.test(line));
  const rows: string[][] = [];
  for (let index = start; index >= 0 && lines[index]?.startsWith('|'); index += 1) {
    const cells = (lines[index] ?? '')
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!cells.every((cell) => /^:?-+:?$/.test(cell))) rows.push(cells);
  }
  return rows;
}

/** The page's text with its cookie table replaced by the registry's. */
export function withCookieTable(markdown: string, table = registryTable()): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Name\s*\|\s*Kind\s*\|\s*Category\s*\|/.test(line));
  if (start < 0) throw new Error('The privacy policy has no cookie table to replace');
  let end = start;
  while (end < lines.length && lines[end]?.startsWith('|')) end += 1;
  return [...lines.slice(0, start), table, ...lines.slice(end)].join('\n');
}

if (import.meta.main) {
  const text = withCookieTable(readFileSync(PRIVACY_PAGE, 'utf8'));
  writeFileSync(PRIVACY_PAGE, await format(text, { filepath: PRIVACY_PAGE }));
  console.log(`Wrote the cookie table of ${path.relative(process.cwd(), PRIVACY_PAGE)}`);
}
