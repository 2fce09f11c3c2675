/**
 * `npm run leads:backup [-- --out DIR]`: a consistent copy of the leads and events databases
 * through SQLite's online backup (node:sqlite `backup()`), safe while the server runs and writes.
 * Default: DATA_DIR/backups/<UTC timestamp>/. Copy that folder off the machine (docs/deployment.md).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { backup } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { dataDirFromEnv, EVENTS_DB, openDatabase } from '../../server/forms/events.ts';
import { LEADS_DB } from '../../server/forms/lead-store.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dataDir = dataDirFromEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(values.out ?? path.join(dataDir, 'backups', stamp));

const files = [LEADS_DB, EVENTS_DB].filter((file) => existsSync(path.join(dataDir, file)));
if (files.length === 0) {
  console.error(`Nothing to back up: no ${LEADS_DB} or ${EVENTS_DB} in ${dataDir}`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
for (const file of files) {
  const target = path.join(outDir, file);
  if (existsSync(target)) {
    console.error(`${target} exists already: choose another --out`);
    process.exit(1);
  }
  const source = openDatabase(dataDir, file);
  const pages = await backup(source, target);
  source.close();
  console.log(`${file}: ${pages} pages → ${target}`);
}
