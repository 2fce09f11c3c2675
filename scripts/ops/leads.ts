/**
 * `npm run leads [-- COMMAND]`: the leads the forms service stored in DATA_DIR (default data/).
 *
 *   list [--form NAME] [--limit N]   the newest leads (default 20), with each destination's state
 *   status                           deliveries per destination and state
 *   retry [--delivery ID | --lead ID] dead deliveries back to pending (all of them by default);
 *                                    a running server sends them within a second
 *   export [--form NAME] [--out F]   CSV of one form, or of all forms (to stdout or a file)
 *   prune                            deletes the leads past their retention now: received over
 *                                    24 months ago and delivered to every destination (the
 *                                    server does at start and daily; server/retention.ts)
 *
 * Every stored value came from a visitor: printed escaped (terminal.ts), exported as data, never
 * a formula (forms-csv.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  FORM_NAME_PATTERN,
  formNamesOf,
  resolveForm,
  type FormName,
} from '../../src/contracts/schemas/forms.ts';
import { dataDirFromEnv, openDatabase } from '../../server/forms/events.ts';
import { createLeadStore, LEADS_DB, type LeadStore } from '../../server/forms/lead-store.ts';
import { loadFormsContent } from '../../server/forms/forms-config.ts';
import { allSubmissionsCsv, submissionsCsv } from './forms-csv.ts';
import { printable } from './terminal.ts';
import { LEAD_RETENTION_MONTHS, pruneExpired } from '../../server/retention.ts';

const USAGE = `Usage: npm run leads -- [list [--form NAME] [--limit N] | status | retry [--delivery ID | --lead ID] | export [--form NAME] [--out file.csv] | prune]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(
  value: string | undefined,
  name: string,
  fallback?: number,
): number | undefined {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    fail(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

const { registry } = loadFormsContent(path.resolve(process.env.CONTENT_DIR || 'content'));
const definitions = registry?.definitions ?? {};

function formOf(requested: string | undefined): FormName | undefined {
  if (requested === undefined) return undefined;
  if (registry && Object.hasOwn(registry.forms, requested)) return requested;
  // A form removed from content/forms/ keeps its leads: its name is still taken.
  if (FORM_NAME_PATTERN.test(requested)) {
    console.error(`(${requested} is not in content/forms/: its stored leads only)`);
    return requested;
  }
  return (
    (registry && resolveForm(registry, requested)?.name) ||
    fail(
      `${requested} is neither a form name nor a form id. Forms: ${registry ? formNamesOf(registry).join(', ') : '(content/forms/ could not be read)'}`,
    )
  );
}

function list(store: LeadStore, form: FormName | undefined, limit: number): void {
  const leads = store.recent(limit, form);
  if (leads.length === 0) return console.log('No leads yet.');
  const deliveries = store.deliveriesOf(leads.map((lead) => lead.id));
  for (const lead of leads) {
    const fields = JSON.parse(lead.fields) as Record<string, string>;
    const who = fields.email ?? Object.values(fields)[0] ?? '';
    const states = deliveries
      .filter((delivery) => delivery.submission_id === lead.id)
      .map((delivery) => {
        const error =
          delivery.state === 'delivered' || !delivery.last_error ? '' : ` (${delivery.last_error})`;
        return `${delivery.destination}=${delivery.state}#${delivery.id} after ${delivery.attempts} attempt(s)${error}`;
      });
    console.log(
      `#${lead.id} ${printable(lead.received_at)} ${printable(lead.form_name)} ${printable(who)} ${printable(lead.page_uri)}`,
    );
    console.log(
      `    ${states.length > 0 ? printable(states.join(', ')) : 'stored only (no destination configured)'}`,
    );
  }
}

const [command = 'list', ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    form: { type: 'string' },
    limit: { type: 'string' },
    out: { type: 'string' },
    delivery: { type: 'string' },
    lead: { type: 'string' },
  },
});

if (!['list', 'status', 'retry', 'export', 'prune'].includes(command)) fail(USAGE);
const dataDir = dataDirFromEnv();
if (!existsSync(path.join(dataDir, LEADS_DB))) {
  fail(`No leads database in ${dataDir} (set DATA_DIR, or run the server and send a form).`);
}
const store = createLeadStore(openDatabase(dataDir, LEADS_DB));

if (command === 'list') {
  list(store, formOf(values.form), wholeNumber(values.limit, '--limit', 20)!);
} else if (command === 'prune') {
  const { leads } = pruneExpired({ leads: store });
  console.log(
    `Deleted ${leads} lead(s) received over ${LEAD_RETENTION_MONTHS} months ago and delivered to every destination. Leads not delivered everywhere are kept, however old.`,
  );
} else if (command === 'status') {
  const rows = store.summary();
  if (rows.length === 0)
    console.log('No deliveries (no destination was configured when leads arrived).');
  for (const row of rows)
    console.log(`${row.destination.padEnd(8)} ${row.state.padEnd(10)} ${row.n}`);
} else if (command === 'retry') {
  const count = store.retryDead({
    deliveryId: wholeNumber(values.delivery, '--delivery'),
    submissionId: wholeNumber(values.lead, '--lead'),
  });
  console.log(`${count} dead deliver${count === 1 ? 'y' : 'ies'} back to pending.`);
} else {
  const form = formOf(values.form);
  const rows = form ? store.forForm(form) : store.recent(Number.MAX_SAFE_INTEGER).toReversed();
  const csv = form ? submissionsCsv(form, rows, definitions) : allSubmissionsCsv(rows, definitions);
  if (values.out) {
    writeFileSync(values.out, csv);
    console.error(`${rows.length} lead(s)${form ? ` of ${form}` : ''} written to ${values.out}`);
  } else process.stdout.write(csv);
}
