import type { InputHTMLAttributes, ReactNode } from 'react';
import { Chrome, controlProps, useFieldIds, type ChromeProps } from './Chrome.tsx';
import styles from './Field.module.css';

export type RangeFieldProps = ChromeProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
    /** The lowest and highest values' text, shown under the track's two ends. */
    scale?: readonly [ReactNode, ReactNode];
  };

/**
 * A slider (a native range input: arrow keys, Home/End, Page Up/Down and pointer drags) with its
 * label, hint and error; `aria-valuetext` says the value in words.
 */
export function RangeField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  id,
  scale,
  'aria-describedby': describedBy,
  ...input
}: RangeFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  const props = controlProps(error, ids);
  return (
    <Chrome {...{ ids, label, hint, error, optional, hideLabel, className }}>
      <input type="range" {...input} {...props} className={`${styles.range} ${props.className}`} />
      {scale ? (
        // The ends are in aria-valuetext already.
        <div className={styles.scale} aria-hidden="true">
          <span>{scale[0]}</span>
          <span>{scale[1]}</span>
        </div>
      ) : null}
    </Chrome>
  );
}
