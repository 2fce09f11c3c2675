/**
 * `npm run events [-- N]`: the latest analytics events the preview server stored (newest first),
 * so you can check what a page sent without an analytics account. Reads DATA_DIR like the server.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createEventStore,
  dataDirFromEnv,
  EVENTS_DB,
  openDatabase,
} from '../../server/forms/events.ts';
import { printable } from './terminal.ts';

const DEFAULT_LIMIT = 20;

export function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    throw new Error(`The number of events must be a whole number from 1 to 10000, got "${value}"`);
  }
  return limit;
}

const dataDir = dataDirFromEnv();
if (!existsSync(path.join(dataDir, EVENTS_DB))) {
  console.log(
    `No events yet (${path.join(dataDir, EVENTS_DB)} does not exist): run \`npm start\` and browse.`,
  );
} else {
  const store = createEventStore(openDatabase(dataDir, EVENTS_DB));
  const rows = store.latest(parseLimit(process.argv[2]));
  if (rows.length === 0) console.log('No events yet.');
  for (const row of rows) {
    const name = row.event ?? row.type;
    const variation = row.variation ? ` variation=${printable(row.variation)}` : '';
    // Every stored value came from a visitor: escaped, so it cannot drive the terminal.
    console.log(
      `#${row.id} ${printable(row.received_at)} ${printable(name)} ${printable(row.path)} visitor=${printable(row.anonymous_id)}${variation}`,
    );
  }
}
