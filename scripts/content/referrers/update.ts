/**
 * `npm run referrers:update -- DIR`: takes a newer copy of Matomo's lists (a checkout of
 * matomo-org/searchengine-and-social-list, or a directory with the same files), copies them into
 * data/referrers/ (the project's overrides.yml stays), recompiles the table and prints its size
 * and the score on the project's referrer suite. Without DIR it only recompiles.
 */
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileReferrerLists, LIST_FILES, readListTexts } from './compile.ts';
import { DATA_DIR, describeTable, writeReferrerTable } from './table.ts';

const LISTS = [LIST_FILES.search, LIST_FILES.social, LIST_FILES.ai];
const OPTIONAL = ['LICENSE', 'SOURCE.md'];

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

async function update(dir: string): Promise<void> {
  const from = path.resolve(dir);
  const missing = [];
  for (const file of LISTS) if (!(await exists(path.join(from, file)))) missing.push(file);
  if (missing.length) throw new Error(`${from} lacks ${missing.join(', ')}`);
  // Compile from a staging copy first: broken lists never replace the working ones.
  const staging = await mkdtemp(path.join(tmpdir(), 'referrers-'));
  try {
    for (const file of LISTS) await copyFile(path.join(from, file), path.join(staging, file));
    await copyFile(
      path.join(DATA_DIR, LIST_FILES.overrides),
      path.join(staging, LIST_FILES.overrides),
    );
    compileReferrerLists(await readListTexts(staging));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  for (const file of [...LISTS, ...OPTIONAL]) {
    if (await exists(path.join(from, file)))
      await copyFile(path.join(from, file), path.join(DATA_DIR, file));
  }
  console.log(`copied the lists from ${from} into ${path.relative(process.cwd(), DATA_DIR)}/`);
}

const dir = process.argv[2];
try {
  if (dir) await update(dir);
  const report = await writeReferrerTable();
  console.log(`${describeTable(report)}${report.changed ? ' (rewritten)' : ' (unchanged)'}`);
  for (const skipped of report.skipped) console.log(`  left out: ${skipped}`);
  // Imported after the table is written, so the score is that of the new table.
  await import('./score.ts');
} catch (error) {
  console.error(`referrers:update: ${(error as Error).message}`);
  process.exitCode = 1;
}
