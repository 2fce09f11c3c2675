/**
 * Lead-form submissions as CSV for a spreadsheet. Visitor text is data, never a formula: a
 * cell starting with =, +, -, @ gets a leading apostrophe (a lone '-', the empty-tracking dash,
 * is left as is), and control characters are written as visible escapes, so each submission
 * is one line and nothing invisible reaches the sheet.
 */
import { FORM_DEFINITIONS } from '../../src/contracts/schemas/form-definitions.ts';
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

export function submissionsCsv(name: FormName, rows: readonly SubmissionRow[]): string {
  const definition = FORM_DEFINITIONS[name];
  const fields = definition.fields.map((field) => field.name);
  const tracking = definition.reachesProductTeam ? [...SIGNUP_FIELDS] : [];
  return csvOf(fields, tracking, rows);
}

/**
 * Leads of every form in one sheet: the columns are the union of the fields of the forms
 * present (in registry order), then the tracking fields if any form carries them.
 */
export function allSubmissionsCsv(rows: readonly SubmissionRow[]): string {
  const present = new Set(rows.map((row) => row.form_name));
  const forms = (Object.keys(FORM_DEFINITIONS) as FormName[]).filter((name) => present.has(name));
  const fields = [
    ...new Set(forms.flatMap((name) => FORM_DEFINITIONS[name].fields.map((field) => field.name))),
  ];
  const tracking = forms.some((name) => FORM_DEFINITIONS[name].reachesProductTeam)
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
