import type { ReactNode } from 'react';
import {
  FieldError,
  Hint,
  LabelText,
  rootClass,
  useFieldIds,
  type ChromeProps,
} from './Chrome.tsx';
import styles from './Field.module.css';

export interface FieldsetProps extends ChromeProps {
  /** Ids of the hint and error, for a control group that describes itself by them. */
  hintId?: string;
  errorId?: string;
  /** STACK (default), INLINE, SEGMENTED or CHIPS: how a radio group lays out its choices. */
  variant?: RadioGroupVariant;
  children: ReactNode;
}

/** Related controls under one legend, with the group's hint and error. */
export function Fieldset({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  hintId,
  errorId,
  variant,
  children,
}: FieldsetProps) {
  const ids = useFieldIds(undefined, hint, error);
  const hintRef = hintId ?? ids.hintId;
  const errorRef = errorId ?? ids.errorId;
  return (
    <fieldset
      className={rootClass(styles.fieldset, className)}
      aria-describedby={[hintRef, errorRef].filter(Boolean).join(' ') || undefined}
      data-field=""
      data-variant={variant}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className={hideLabel ? `${styles.label} visually-hidden` : styles.label}>
        <LabelText label={label} optional={optional} />
      </legend>
      {hint ? <Hint id={hintRef}>{hint}</Hint> : null}
      {children}
      {error ? <FieldError id={errorRef}>{error}</FieldError> : null}
    </fieldset>
  );
}

export const RADIO_GROUP_VARIANTS = ['STACK', 'INLINE', 'SEGMENTED', 'CHIPS'] as const;
export type RadioGroupVariant = (typeof RADIO_GROUP_VARIANTS)[number];
