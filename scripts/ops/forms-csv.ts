/**
 * Lead-form submissions as CSV for a spreadsheet. Visitor text is data, never a formula: a
 * cell starting with =, +, -, @ gets a leading apostrophe (a lone '-', the empty-tracking dash,
 * is left as is), and control characters are written as visible escapes, so each submission
 * is one line and nothing invisible reaches the sheet.
 */
import type { FormDefinition } from '../../src/contracts/schemas/form-definitions.ts';
import type { FormName } from '../../src/contracts/schemas/forms.ts';
import { SIGNUP_FIELDS } from '../../src/tracking/fields.ts';
import type { SubmissionRow } from '../../server/forms/lead-store.ts';

const CONTROL_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\\': '\\\\',
};

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\\]/g;

export function escapeControls(value: string): string {
  return value.replace(
    CONTROL,
    (char) => CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function neutraliseFormula(value: string): string {
  return /^[=+\-@]/.test(value) && value !== '-' ? `'${value}` : value;
}

export function csvCell(value: string): string {
  const safe = neutraliseFormula(escapeControls(value));
  return /[",;]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function parsed(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The forms' definitions (content/forms/), by name. */
export type Definitions = Readonly<Record<FormName, FormDefinition>>;

/**
 * The columns of a form's leads: its fields, or, for a form no longer in content/forms/, every
 * answer its leads hold, so old leads still export whole.
 */
function fieldsOf(name: FormName, definitions: Definitions, rows: readonly SubmissionRow[]) {
  const definition = definitions[name];
  if (definition) return definition.fields.map((field) => field.name);
  return [
    ...new Set(
      rows
        .filter((row) => row.form_name === name)
        .flatMap((row) => Object.keys(parsed(row.fields))),
    ),
  ];
}

export function submissionsCsv(
  name: FormName,
  rows: readonly SubmissionRow[],
  definitions: Definitions,
): string {
  const tracking = (definitions[name]?.reachesProductTeam ?? true) ? [...SIGNUP_FIELDS] : [];
  return csvOf(fieldsOf(name, definitions, rows), tracking, rows);
}

/**
 * Leads of every form in one sheet: the columns are the union of the fields of the forms
 * present (in the order of content/forms/, then forms no longer there), then the tracking fields if any form carries them.
 */
export function allSubmissionsCsv(
  rows: readonly SubmissionRow[],
  definitions: Definitions,
): string {
  const present = new Set(rows.map((row) => row.form_name));
  const known = Object.keys(definitions).filter((name) => present.has(name));
  const gone = [...present].filter((name) => !Object.hasOwn(definitions, name)).sort();
  const forms = [...known, ...gone];
  const fields = [...new Set(forms.flatMap((name) => fieldsOf(name, definitions, rows)))];
  const tracking = forms.some((name) => definitions[name]?.reachesProductTeam ?? true)
    ? [...SIGNUP_FIELDS]
    : [];
  return csvOf(fields, tracking, rows);
}

function csvOf(fields: string[], tracking: string[], rows: readonly SubmissionRow[]): string {
  const header = ['id', 'received_at', 'form', 'page_uri', ...fields, ...tracking];
  const lines = rows.map((row) => {
    const values = parsed(row.fields);
    const trackingValues = parsed(row.tracking);
    return [
      String(row.id),
      row.received_at,
      row.form_name,
      row.page_uri,
      ...fields.map((field) => String(values[field] ?? '')),
      ...tracking.map((field) => String(trackingValues[field] ?? '')),
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
