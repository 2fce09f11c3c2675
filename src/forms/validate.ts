/**
 * Validation of a form submission against its definition: the same function runs in the
 * browser before sending and in the local forms service before storing, so both always agree.
 */
import { EMPTY_FIELD, SIGNUP_FIELDS, type SignupValues } from '../tracking/fields.ts';
import type { FieldDefinition, FormDefinition } from '../contracts/schemas/form-definitions.ts';

import { REQUIRED_MESSAGE } from './messages.ts';

export { REQUIRED_MESSAGE };
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const OPTION_MESSAGE = 'Please choose one of the options.';
export const URL_MESSAGE = 'Please enter a web address such as https://example.com.';
/** docs/product.md §8.2: the default inline success message. */
export const DEFAULT_SUCCESS = 'Thanks!';
/** docs/product.md §8.2: the honeypot field; a person never sees it, so a value means a bot filled the form. */
export const HONEYPOT_FIELD = 'email_address_main';
/** A client-chosen key that makes a retried submission count once. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
/** Longest accepted value of a tracking field; longer ones are replaced by the dash. */
export const MAX_TRACKING_LENGTH = 2000;

const DEFAULT_MAX: Record<FieldDefinition['type'], number> = {
  email: 254,
  text: 200,
  tel: 40,
  url: 500,
  textarea: 5000,
  select: 200,
  radio: 200,
  checkbox: 10,
};

// Deliberately loose: one @, no spaces, a dot in the domain. The provider confirms by email.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type FieldErrors = Record<string, string>;
export type FieldValues = Record<string, string>;

export type Validation =
  | { ok: true; values: FieldValues; tracking: SignupValues | null; isBot: boolean }
  | { ok: false; values: FieldValues; errors: FieldErrors };

export function requiredMessageOf(definition: FormDefinition): string {
  return definition.requiredMessage ?? REQUIRED_MESSAGE;
}

/** A submitted value as text: arrays (repeated keys) keep their first item, other types none. */
function textOf(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The message for one field's value, or null when it is acceptable. */
export function fieldError(
  field: FieldDefinition,
  value: string,
  definition: FormDefinition,
): string | null {
  if (value === '') return field.required ? requiredMessageOf(definition) : null;
  const max = field.maxLength ?? DEFAULT_MAX[field.type];
  if (value.length > max) return `At most ${max} characters.`;
  if (field.type === 'email' && !EMAIL.test(value)) return EMAIL_MESSAGE;
  const offered = field.type === 'select' || field.type === 'radio' ? field.options : undefined;
  if (offered ? !offered.includes(value) : field.type === 'select' && !field.choicesFromPage)
    return OPTION_MESSAGE;
  if (field.type === 'url' && !isWebAddress(value)) return URL_MESSAGE;
  return null;
}

/** The GA_* values, each a short string or the dash (docs/product.md §4.4). */
export function trackingValues(raw: Record<string, unknown>): SignupValues {
  return Object.fromEntries(
    SIGNUP_FIELDS.map((name) => {
      const value = textOf(raw[name]).trim();
      const valid = value !== '' && value.length <= MAX_TRACKING_LENGTH;
      return [name, valid ? value : EMPTY_FIELD];
    }),
  ) as SignupValues;
}

/**
 * Checks every field of the definition; fields the definition does not name are dropped, so a
 * hostile body cannot smuggle extra columns into storage.
 */
export function validateSubmission(
  definition: FormDefinition,
  raw: Record<string, unknown>,
): Validation {
  const values: FieldValues = {};
  const errors: FieldErrors = {};
  for (const field of definition.fields) {
    const value = textOf(raw[field.name]).trim();
    values[field.name] = value;
    const error = fieldError(field, value, definition);
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  return {
    ok: true,
    values,
    tracking: definition.reachesProductTeam ? trackingValues(raw) : null,
    isBot: textOf(raw[HONEYPOT_FIELD]) !== '',
  };
}

/** An idempotency key as sent by our client (a UUID or similar); anything else is ignored. */
export function idempotencyKeyOf(raw: Record<string, unknown>): string | null {
  const key = textOf(raw[IDEMPOTENCY_FIELD]);
  return /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null;
}
