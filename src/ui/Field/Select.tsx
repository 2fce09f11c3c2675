import type { SelectHTMLAttributes } from 'react';
import {
  Chrome,
  controlProps,
  optionOf,
  useFieldIds,
  type ChromeProps,
  type Option,
} from './Chrome.tsx';

export type SelectProps = ChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    /** The choices, each its value and its visible text. */
    options: readonly Option[];
    /** The first, empty choice ("Please select"); none when null. */
    placeholder?: string | null;
  };

/** A drop-down list with its label, hint and error. */
export function Select({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  id,
  options,
  placeholder = 'Please select',
  'aria-describedby': describedBy,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <Chrome {...{ ids, label, hint, error, optional, hideLabel, className }}>
      <select {...select} {...controlProps(error, ids)}>
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
