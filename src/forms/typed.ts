/**
 * A form hydrated late (on intent: src/ui/intent.ts) may already hold what the visitor typed into
 * its prerendered fields. React keeps those values on the page but not in the form's state, which
 * starts empty: the form reads them once as it mounts, so what is shown is what is validated and
 * sent.
 */
import type { FieldValues } from './validate.ts';

/** The non-empty values of the named fields of `form` (a ticked checkbox reads as its value). */
export function typedValues(form: HTMLFormElement, names: readonly string[]): FieldValues {
  const data = new FormData(form);
  const typed: FieldValues = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  return typed;
}
