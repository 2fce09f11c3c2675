/**
 * `npm run consent [-- COMMAND]`: the consent records (issue 36) the server stored in DATA_DIR
 * (default data/), consent.sqlite.
 *
 *   list [--limit N]      the newest records (default 20), after the retention they are kept for
 *   export [--out F]      every record as CSV (to stdout or a file)
 *   prune                 deletes the records past their retention now (the server does at start
 *                         and daily)
 *
 * A record holds a random consent id, the time, the policy version, the categories and the
 * country code: never an IP address or a user agent. Retention: server/consent/store.ts.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDirFromEnv } from '../../server/forms/events.ts';
import {
  CONSENT_DB,
  consentCsv,
  createConsentStore,
  openConsentDatabase,
  RETENTION_TEXT,
} from '../../server/consent/store.ts';

const USAGE = 'Usage: npm run consent -- [list [--limit N] | export [--out file.csv] | prune]';
const RETENTION = `Retention: each record is ${RETENTION_TEXT} (at server start and daily).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { limit: { type: 'string' }, out: { type: 'string' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
const command = positionals[0] ?? 'list';
if (!['list', 'export', 'prune'].includes(command) || positionals.length > 1) fail(USAGE);

const dataDir = dataDirFromEnv();
if (!existsSync(path.join(dataDir, CONSENT_DB))) {
  console.log(`No consent records yet (${path.join(dataDir, CONSENT_DB)} does not exist).`);
  console.log(RETENTION);
  process.exit(0);
}
const store = createConsentStore(openConsentDatabase(dataDir));

if (command === 'prune') {
  console.log(`Deleted ${store.prune()} consent record(s) past retention.`);
  console.log(RETENTION);
} else if (command === 'export') {
  const csv = consentCsv(store.all());
  if (values.out) {
    writeFileSync(values.out, csv);
    console.log(`Wrote ${store.all().length} consent record(s) to ${values.out}`);
    console.log(RETENTION);
  } else process.stdout.write(csv);
} else {
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1)
    fail(`--limit must be a whole number of at least 1, got "${values.limit}"`);
  const rows = store.latest(limit);
  console.log(RETENTION);
  if (rows.length === 0) console.log('No consent records yet.');
  for (const row of rows) {
    const granted = [
      'necessary',
      ...(row.analytics ? ['analytics'] : []),
      ...(row.marketing ? ['marketing'] : []),
    ];
    console.log(
      `#${row.id} ${row.recorded_at} policy ${row.policy_version} ${row.country || '--'} ${row.consent_id}: ${granted.join(', ')}`,
    );
  }
}
