import type { InputHTMLAttributes } from 'react';
import {
  controlProps,
  FieldError,
  Hint,
  rootClass,
  useFieldIds,
  type ChromeProps,
} from './Chrome.tsx';
import styles from './Field.module.css';

export type CheckboxProps = Omit<ChromeProps, 'optional' | 'hideLabel'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** A checkbox with its label beside it, hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  id,
  'aria-describedby': describedBy,
  ...input
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div
      className={rootClass(styles.check, className)}
      data-field=""
      data-invalid={error ? 'true' : undefined}
    >
      <input
        type="checkbox"
        {...input}
        {...controlProps(error, ids)}
        className={error ? 'error' : undefined}
      />
      <label htmlFor={ids.controlId}>{label}</label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
