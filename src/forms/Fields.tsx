/**
 * The parts every form of the site draws with (docs/product.md §8): one field of a definition
 * through the design system's controls, the definition as a page shows it, and the key that
 * makes a retried submission count once. Apart from the renderer, so the sign-up form shares
 * them without the lead forms' code.
 */
import type { FieldDefinition, FormDefinition } from '../contracts/schemas/form-definitions.ts';
import { Checkbox } from '../ui/Field/Checkbox.tsx';
import { RadioGroup } from '../ui/Field/RadioGroup.tsx';
import { Select } from '../ui/Field/Select.tsx';
import { TextArea } from '../ui/Field/TextArea.tsx';
import { TextField } from '../ui/Field/TextField.tsx';
import type { PageChoices } from './choices.ts';

/** A new idempotency key (a UUID where the browser has them). */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface FieldProps {
  field: FieldDefinition;
  inputId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One field of a definition, through the design system's controls (src/ui/Field). */
export function Field({ field, inputId, value, error, onChange }: FieldProps) {
  const common = {
    id: inputId,
    name: field.name,
    label: field.label,
    required: field.required,
    optional: !field.required,
    error,
    value,
  };
  const options = field.options ?? [];
  switch (field.type) {
    case 'select':
      return (
        <Select
          {...common}
          options={options}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          name={field.name}
          label={field.label}
          optional={!field.required}
          required={field.required}
          error={error}
          options={options}
          value={value}
          onChange={onChange}
        />
      );
    case 'textarea':
      return <TextArea {...common} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'checkbox':
      return (
        <Checkbox
          id={inputId}
          name={field.name}
          label={field.label}
          required={field.required}
          error={error}
          value="yes"
          checked={value !== ''}
          onChange={(event) => onChange(event.currentTarget.checked ? 'yes' : '')}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}

/**
 * The definition as this page shows it: a field taking its choices from the page is required
 * with the page's choices, or left out where the page gives none.
 */
export function withPageChoices(definition: FormDefinition, choices: PageChoices): FormDefinition {
  if (!definition.fields.some((field) => field.choicesFromPage)) return definition;
  const fields = definition.fields.flatMap((field) => {
    if (!field.choicesFromPage) return [field];
    const offered = choices[field.name];
    if (!offered?.length) return [];
    return [{ ...field, required: true, options: offered.map((choice) => choice.value) }];
  });
  return { ...definition, fields };
}
