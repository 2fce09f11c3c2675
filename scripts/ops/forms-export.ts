/**
 * `npm run forms:export -- --form NAME [--out file.csv]`: the local forms service's submissions
 * of one form (a name or provider id of content/forms.json) as CSV, to stdout or a file.
 * Reads DATA_DIR (default .cache/data) and CONTENT_DIR (default content).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FORM_NAMES, resolveForm, type FormName } from '../../src/contracts/schemas/forms.ts';
import { dataDirFromEnv, openDatabase } from '../../server/forms/events.ts';
import { createSubmissionStore, SUBMISSIONS_DB } from '../../server/forms/form-providers.ts';
import { loadFormsContent } from '../../server/forms/forms-config.ts';
import { submissionsCsv } from './forms-csv.ts';

const { values } = parseArgs({
  options: { form: { type: 'string' }, out: { type: 'string' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const requested =
  values.form ?? fail('Usage: npm run forms:export -- --form NAME [--out file.csv]');
const { registry } = loadFormsContent(path.resolve(process.env.CONTENT_DIR || 'content'));
const name: FormName | undefined = (FORM_NAMES as readonly string[]).includes(requested)
  ? (requested as FormName)
  : registry && resolveForm(registry, requested)?.name;
if (!name)
  fail(`${requested} is neither a form name nor a form id. Forms: ${FORM_NAMES.join(', ')}`);

const dataDir = dataDirFromEnv();
if (!existsSync(path.join(dataDir, SUBMISSIONS_DB))) fail(`No forms database in ${dataDir}`);
const rows = createSubmissionStore(openDatabase(dataDir, SUBMISSIONS_DB)).forForm(name);
const csv = submissionsCsv(name, rows);
if (values.out) {
  writeFileSync(values.out, csv);
  console.error(`${rows.length} ${name} submission(s) written to ${values.out}`);
} else {
  process.stdout.write(csv);
}
