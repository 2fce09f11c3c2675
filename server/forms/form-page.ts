/**
 * The page a form posted without JavaScript comes back to: the success message, or the form
 * again with its errors and the visitor's values. It borrows the built site's 404 page as a
 * shell (header, footer, styles) with its scripts removed, so it looks like the site and React
 * never tries to hydrate markup it did not render. Every visitor value is HTML-escaped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../src/contracts/html.ts';
import { SIGNUP_FIELDS } from '../../src/tracking/fields.ts';
import type {
  FieldDefinition,
  FormDefinition,
} from '../../src/contracts/schemas/form-definitions.ts';
import { HONEYPOT_FIELD, type FieldErrors, type FieldValues } from '../../src/forms/validate.ts';

const FALLBACK_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title></title></head><body><main id="main"><article></article></main></body></html>';

/** The 404 page without its scripts (read once); a minimal page when the site is not built. */
export function loadShell(distDir: string | undefined): string {
  let html = FALLBACK_SHELL;
  try {
    if (distDir) html = readFileSync(path.join(distDir, '404.html'), 'utf8');
  } catch {
    // Not built (unit tests): the minimal page still carries the result.
  }
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="canonical"[^>]*>/gi, '')
    .replace(/<meta (?:name="description"|property="og:[a-z]+")[^>]*>/gi, '')
    .replace('</head>', '<meta name="robots" content="noindex">\n</head>');
}

/** The shell with its title and its article's content replaced (the article keeps its classes). */
export function fillShell(shell: string, title: string, content: string): string {
  const withTitle = shell.replace(
    /<title>[\s\S]*?<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  const match = /(<article\b[^>]*>)[\s\S]*?(<\/article>)/.exec(withTitle);
  if (!match) return withTitle.replace('</body>', `${content}</body>`);
  return (
    withTitle.slice(0, match.index) +
    match[1] +
    content +
    match[2] +
    withTitle.slice(match.index + match[0].length)
  );
}

function fieldHtml(field: FieldDefinition, value: string, error: string | undefined): string {
  const id = `field-${field.name}`;
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const attributes = `id="${id}" name="${escapeHtml(field.name)}"${field.required ? ' required' : ''}${describedBy}${error ? ' class="error"' : ''}`;
  let control: string;
  if (field.type === 'select') {
    const options = (field.options ?? [])
      .map(
        (option) =>
          `<option value="${escapeHtml(option)}"${option === value ? ' selected' : ''}>${escapeHtml(option)}</option>`,
      )
      .join('');
    control = `<select ${attributes}><option value="">Please select</option>${options}</select>`;
  } else if (field.type === 'textarea') {
    control = `<textarea ${attributes} rows="4">${escapeHtml(value)}</textarea>`;
  } else {
    control = `<input ${attributes} type="${field.type}" value="${escapeHtml(value)}"${field.autoComplete ? ` autocomplete="${field.autoComplete}"` : ''}>`;
  }
  const message = error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : '';
  return `<p><label for="${id}">${escapeHtml(field.label)}${field.required ? '' : ' (optional)'}</label><br>${control}</p>${message}`;
}

export interface ErrorPageInput {
  title: string;
  action: string;
  definition: FormDefinition;
  values: FieldValues;
  errors: FieldErrors;
  tracking: Record<string, string>;
  extra: Record<string, string>;
}

export function errorContent(input: ErrorPageInput): string {
  const fields = input.definition.fields
    .map((field) => fieldHtml(field, input.values[field.name] ?? '', input.errors[field.name]))
    .join('');
  const hidden = [
    ...(input.definition.reachesProductTeam ? SIGNUP_FIELDS : []).map((name) => [
      name,
      input.tracking[name] ?? '-',
    ]),
    ...Object.entries(input.extra),
  ]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name ?? '')}" value="${escapeHtml(value ?? '')}">`,
    )
    .join('');
  return `<h1>${escapeHtml(input.title)}</h1>
<p role="alert">Please check the fields marked below.</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>${fields}${hidden}<div style="position:absolute;left:-10000px" aria-hidden="true"><label for="hp">Leave this field empty</label><input id="hp" type="text" name="${HONEYPOT_FIELD}" autocomplete="off" tabindex="-1"></div><p><button type="submit">${escapeHtml(input.definition.submitText)}</button></p></form>`;
}

export interface SuccessPageInput {
  message: string;
  backTo: string;
  links: { href: string; text: string; newTab?: boolean }[];
}

export function successContent(input: SuccessPageInput): string {
  const links = input.links
    .map(
      (link) =>
        `<p><a href="${escapeHtml(link.href)}"${link.newTab ? ' target="_blank" rel="noopener"' : ''}>${escapeHtml(link.text)}</a></p>`,
    )
    .join('');
  return `<h1>${escapeHtml(input.message)}</h1>${links}<p><a href="${escapeHtml(input.backTo)}">Back to the page</a></p>`;
}
