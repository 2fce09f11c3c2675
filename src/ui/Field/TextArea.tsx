import type { TextareaHTMLAttributes } from 'react';
import { Chrome, controlProps, useFieldIds, type ChromeProps } from './Chrome.tsx';

export type TextAreaProps = ChromeProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** A multi-line text input with its label, hint and error. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  id,
  rows = 4,
  'aria-describedby': describedBy,
  ...input
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <Chrome {...{ ids, label, hint, error, optional, hideLabel, className }}>
      <textarea rows={rows} {...input} {...controlProps(error, ids)} />
    </Chrome>
  );
}
