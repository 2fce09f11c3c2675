/**
 * `npm run events [-- N] [--event NAME]`: the latest analytics events the preview server stored
 * (newest first), so you can check what a page sent without an analytics account; `--event`
 * keeps one event name ('Viewed Page', 'Form Submitted', 'Trial Started', 'identify-company').
 * `npm run events -- prune` deletes the events past their retention (13 months,
 * server/retention.ts) now, as the server does at start and daily. Reads DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  createEventStore,
  dataDirFromEnv,
  EVENTS_DB,
  openDatabase,
} from '../../server/forms/events.ts';
import { printable } from './terminal.ts';
import { EVENT_RETENTION_MONTHS, pruneExpired } from '../../server/retention.ts';

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
  // Conversions carry their form and touches: shown, as everything else, escaped.
  const { values, positionals } = parseArgs({
    options: { event: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals[0] === 'prune') {
    const { events } = pruneExpired({ events: store });
    console.log(
      `Deleted ${events} analytics event(s) received over ${EVENT_RETENTION_MONTHS} months ago.`,
    );
    process.exit(0);
  }
  const rows = store.latest(parseLimit(positionals[0]), values.event);
  if (rows.length === 0)
    console.log(values.event ? `No "${values.event}" events yet.` : 'No events yet.');
  for (const row of rows) {
    const name = row.event ?? row.type;
    const variation = row.variation ? ` variation=${printable(row.variation)}` : '';
    // Server-recorded conversions: their form and touches are the point of the event.
    const detail =
      row.type === 'track' && row.event !== 'Viewed Page' ? ` ${printable(row.properties)}` : '';
    // Every stored value came from a visitor: escaped, so it cannot drive the terminal.
    console.log(
      `#${row.id} ${printable(row.received_at)} ${printable(name)} ${printable(row.path)} visitor=${printable(row.anonymous_id)}${variation}${detail}`,
    );
  }
}
