import type { InputHTMLAttributes } from 'react';

/** A value the form submits without showing it (attribution, a registration id). */
export function HiddenField({
  name,
  value,
  ...rest
}: { name: string; value: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'name' | 'value'
>) {
  return <input type="hidden" name={name} value={value} {...rest} />;
}
