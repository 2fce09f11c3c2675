/**
 * What every control of the design system shares: the ids of a control, its hint and its error
 * (`useFieldIds`), the label-hint-control-error frame (`Chrome`) and the control's own ARIA and
 * class. Each control lives in its own module, so a page loads only the controls it uses.
 */
import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface ChromeProps {
  /** The visible label (or, for a radio group, the legend). */
  label: ReactNode;
  /** A line of help under the label. */
  hint?: ReactNode;
  /** The message of a rejected value; marks the control invalid. */
  error?: string;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Keeps the label for assistive technology only, where the layout already says it. */
  hideLabel?: boolean;
  /** Layout from the caller (width, grid placement), on the field's root element. */
  className?: string;
}

export interface FieldIds {
  /** The control's id: the caller's, or a generated one. */
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The control's `aria-describedby`: the caller's ids, then the hint's and the error's. */
  describedBy: string | undefined;
}

/**
 * The ids of a control, its hint and its error, and its `aria-describedby`: the one place where
 * they are derived, for every control.
 */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  describedBy?: string,
): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined };
}

export const rootClass = (base: string | undefined, className: string | undefined) =>
  [base, className].filter(Boolean).join(' ');

export function LabelText({ label, optional }: { label: ReactNode; optional?: boolean }) {
  return (
    <>
      {label}
      {optional ? <span className={styles.optional}>{' (optional)'}</span> : null}
    </>
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

/** A label above its control, the hint between them and the error below. */
export function Chrome({
  ids,
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  children,
}: ChromeProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div
      className={rootClass(styles.field, className)}
      data-field=""
      data-invalid={error ? 'true' : undefined}
    >
      <label
        htmlFor={ids.controlId}
        className={hideLabel ? `${styles.label} visually-hidden` : styles.label}
      >
        <LabelText label={label} optional={optional} />
      </label>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function controlProps(error: string | undefined, ids: FieldIds) {
  return {
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    className: error ? `${styles.control} error` : styles.control,
  } as const;
}

/** A choice of a select or radio group: its value, and its visible text when they differ. */
export type Option = string | { value: string; label: string };

export const optionOf = (option: Option) =>
  typeof option === 'string' ? { value: option, label: option } : option;
