/**
 * The design system's form controls: a text field (email, tel, url…), a multi-line text, a
 * select, a checkbox, a radio group and a fieldset with its legend. Every control has its label
 * tied to it, an optional hint and an error, both named by `aria-describedby`, and
 * `aria-invalid` while in error. Errors carry the `error` class every form marks them with
 * (docs/product.md §8.3).
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface ChromeProps {
  /** The visible label (or, for a radio group, the legend). */
  label: ReactNode;
  /** A line of help under the label. */
  hint?: ReactNode;
  /** The message of a rejected value; marks the control invalid. */
  error?: string;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
}

/** Ids of the hint and error of a control, and its `aria-describedby`. */
function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [hintId, errorId].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}>{' (optional)'}</span> : null}
    </label>
  );
}

/** A hint under a label. */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** The error message of a control. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={`${styles.error} error`}>
      {children}
    </p>
  );
}

function Chrome({
  id,
  label,
  hint,
  error,
  optional,
  hintId,
  errorId,
  children,
}: ChromeProps & { id: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={styles.field} data-field="" data-invalid={error ? 'true' : undefined}>
      <Label htmlFor={id} label={label} optional={optional} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function useControlId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

function controlProps(error: string | undefined, describedByIds: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    className: error ? `${styles.control} error` : styles.control,
  } as const;
}

export const TEXT_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export type TextFieldProps = ChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    /** The kind of text: text, email, tel, url, search or number. */
    type?: TextFieldType;
  };

/** A one-line text input with its label, hint and error. */
export function TextField({
  label,
  hint,
  error,
  optional,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  const controlId = useControlId(id);
  const { hintId, errorId, describedBy: ids } = describedBy(controlId, hint, error);
  return (
    <Chrome {...{ id: controlId, label, hint, error, optional, hintId, errorId }}>
      <input id={controlId} type={type} {...input} {...controlProps(error, ids)} />
    </Chrome>
  );
}

/** A text field for an email address, with the browser's email keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" {...props} type="email" />;
}

export type TextAreaProps = ChromeProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A multi-line text input with its label, hint and error. */
export function TextArea({ label, hint, error, optional, id, rows = 4, ...input }: TextAreaProps) {
  const controlId = useControlId(id);
  const { hintId, errorId, describedBy: ids } = describedBy(controlId, hint, error);
  return (
    <Chrome {...{ id: controlId, label, hint, error, optional, hintId, errorId }}>
      <textarea id={controlId} rows={rows} {...input} {...controlProps(error, ids)} />
    </Chrome>
  );
}

export type SelectProps = ChromeProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** The choices, each its value and its visible text. */
    options: readonly (string | { value: string; label: string })[];
    /** The first, empty choice ("Please select"); none when null. */
    placeholder?: string | null;
  };

const optionOf = (option: string | { value: string; label: string }) =>
  typeof option === 'string' ? { value: option, label: option } : option;

/** A drop-down list with its label, hint and error. */
export function Select({
  label,
  hint,
  error,
  optional,
  id,
  options,
  placeholder = 'Please select',
  ...select
}: SelectProps) {
  const controlId = useControlId(id);
  const { hintId, errorId, describedBy: ids } = describedBy(controlId, hint, error);
  return (
    <Chrome {...{ id: controlId, label, hint, error, optional, hintId, errorId }}>
      <select id={controlId} {...select} {...controlProps(error, ids)}>
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Chrome>
  );
}

export type CheckboxProps = Omit<ChromeProps, 'optional'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A checkbox with its label beside it, hint and error. */
export function Checkbox({ label, hint, error, id, ...input }: CheckboxProps) {
  const controlId = useControlId(id);
  const { hintId, errorId, describedBy: ids } = describedBy(controlId, hint, error);
  return (
    <div className={styles.check} data-field="" data-invalid={error ? 'true' : undefined}>
      <input
        id={controlId}
        type="checkbox"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids}
        className={error ? 'error' : undefined}
      />
      <label htmlFor={controlId}>{label}</label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export interface FieldsetProps extends ChromeProps {
  /** Ids of the hint and error, for a control group that describes itself by them. */
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}

/** Related controls under one legend, with the group's hint and error. */
export function Fieldset({
  label,
  hint,
  error,
  optional,
  hintId,
  errorId,
  children,
}: FieldsetProps) {
  const generated = useId();
  const ids = describedBy(generated, hint, error);
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={
        [hintId ?? ids.hintId, errorId ?? ids.errorId].filter(Boolean).join(' ') || undefined
      }
      data-field=""
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>{' (optional)'}</span> : null}
      </legend>
      {hint ? <Hint id={hintId ?? ids.hintId}>{hint}</Hint> : null}
      {children}
      {error ? <FieldError id={errorId ?? ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

export type RadioGroupProps = ChromeProps & {
  /** The name every radio button of the group submits under. */
  name: string;
  options: readonly (string | { value: string; label: string })[];
  value?: string;
  required?: boolean;
  onChange?: (value: string) => void;
};

/** One choice among a few, as radio buttons in a fieldset. */
export function RadioGroup({
  label,
  hint,
  error,
  optional,
  name,
  options,
  value,
  required,
  onChange,
}: RadioGroupProps) {
  const id = useId();
  const { hintId, errorId } = describedBy(id, hint, error);
  return (
    <Fieldset {...{ label, hint, error, optional, hintId, errorId }}>
      <div className={styles.choices}>
        {options.map(optionOf).map((option, index) => (
          <div key={option.value} className={styles.check}>
            <input
              id={`${id}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}

              className={error ? 'error' : undefined}
              {...(value === undefined
                ? {}
                : { checked: value === option.value, onChange: () => onChange?.(option.value) })}
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}
