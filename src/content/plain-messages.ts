/**
 * Content errors in an editor's words (issue 32, point 7): zod's own messages ("Too big: expected
 * string to have <=70 characters", "Invalid ISO datetime") become what is wrong and what a valid
 * value looks like, with the choices when there are some. Messages the schemas write themselves
 * ("a site path such as /pricing/") are kept: they already say it. Node only (the build and the
 * studio's preview).
 */
import { z } from 'zod';

type Issue = z.core.$ZodIssue;

const EXAMPLES: Record<string, string> = {
  date: 'a date, e.g. 2026-03-14',
  datetime: 'a date and time with its time zone, e.g. 2026-12-08T17:00:00Z',
  email: 'an email address, e.g. team@harbor.example',
  url: 'a web address, e.g. https://www.harbor.example',
};

const TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number, e.g. 12',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** Whether zod wrote this message itself (then it is rewritten), not the schema. */
function isZodDefault(issue: Issue): boolean {
  if (issue.code === 'invalid_type')
    return /^Invalid input: expected \w+, received \w+$/.test(issue.message);
  return issue.message === z.config().localeError?.(issue as never);
}

/** The message of one issue, in plain words. */
export function plainMessage(issue: Issue): string {
  if (!isZodDefault(issue)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      const wanted = TYPES[issue.expected] ?? issue.expected;
      return issue.message.endsWith('received undefined')
        ? `is missing: it is required (${wanted})`
        : `must be ${wanted}, not ${/received (\w+)$/.exec(issue.message)?.[1]}`;
    }
    case 'too_big':
      if (issue.origin === 'string')
        return `is too long: at most ${issue.maximum} characters; shorten it`;
      if (issue.origin === 'array') return `has too many items: at most ${issue.maximum}`;
      return `is too large: at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'is empty: it is required'
          : `is too short: at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      return `is too small: at least ${issue.minimum}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${quote(issue.values[0])}`
        : `must be one of: ${issue.values.map(quote).join(', ')}`;
    case 'invalid_format':
      return `must be ${EXAMPLES[issue.format] ?? `in the ${issue.format} format`}`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys.join(', ')} (check the spelling, or remove ${issue.keys.length === 1 ? 'it' : 'them'})`;
    default:
      return issue.message;
  }
}
