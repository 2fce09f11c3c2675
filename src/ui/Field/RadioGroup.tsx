import { optionOf, useFieldIds, type ChromeProps, type Option } from './Chrome.tsx';
import { Fieldset, type RadioGroupVariant } from './Fieldset.tsx';
import styles from './Field.module.css';

export type RadioGroupProps = Omit<ChromeProps, 'className'> & {
  /** The name every radio button of the group submits under. */
  name: string;
  options: readonly Option[];
  value?: string;
  required?: boolean;
  onChange?: (value: string) => void;
  /**
   * STACK: one choice a line (default); INLINE: side by side; SEGMENTED: a pill-shaped switch
   * (two or three short choices); CHIPS: bordered chips that wrap.
   */
  variant?: RadioGroupVariant;
  /** Layout from the caller, on the fieldset. */
  className?: string;
};

/** One choice among a few, as radio buttons in a fieldset. */
export function RadioGroup({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  name,
  options,
  value,
  required,
  onChange,
  variant = 'STACK',
}: RadioGroupProps) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <Fieldset
      {...{ label, hint, error, optional, hideLabel, className, variant }}
      hintId={ids.hintId}
      errorId={ids.errorId}
    >
      <div className={styles.choices}>
        {options.map(optionOf).map((option, index) => (
          <div key={option.value} className={styles.check}>
            <input
              id={`${ids.controlId}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              className={error ? 'error' : undefined}
              {...(value === undefined
                ? {}
                : { checked: value === option.value, onChange: () => onChange?.(option.value) })}
            />
            <label htmlFor={`${ids.controlId}-${index}`}>{option.label}</label>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}
