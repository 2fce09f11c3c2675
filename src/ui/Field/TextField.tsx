import type { InputHTMLAttributes, ReactNode } from 'react';
import { Chrome, controlProps, useFieldIds, type ChromeProps } from './Chrome.tsx';
import styles from './Field.module.css';

export const TEXT_FIELD_TYPES = [
  'text',
  'email',
  'tel',
  'url',
  'search',
  'number',
  'password',
] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export type TextFieldProps = ChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
    /** The kind of text: text, email, tel, url, search, number or password. */
    type?: TextFieldType;
    /**
     * A unit shown after the input ("seconds", "%"). Decorative (hidden from assistive
     * technology, like the tools' units always were): say it in the label or hint where it matters.
     */
    suffix?: ReactNode;
  };

/** A one-line text input with its label, hint and error. */
export function TextField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  id,
  type = 'text',
  suffix,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  const control = <input type={type} {...input} {...controlProps(error, ids)} />;
  return (
    <Chrome {...{ ids, label, hint, error, optional, hideLabel, className }}>
      {suffix ? (
        <div className={styles.withSuffix}>
          {control}
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        </div>
      ) : (
        control
      )}
    </Chrome>
  );
}

/** A text field for an email address, with the browser's email keyboard and autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" {...props} type="email" />;
}
