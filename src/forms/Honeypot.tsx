import { TextField } from '../ui/Field/TextField.tsx';
import { HONEYPOT_FIELD } from './validate.ts';

/**
 * The hidden field only bots fill (docs/product.md §8.2), in every form of the site: off screen,
 * out of the tab order, no autofill, hidden from assistive technology.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div data-honeypot="" aria-hidden="true">
      <TextField
        label="Leave this field empty"
        id={id}
        name={HONEYPOT_FIELD}
        autoComplete="off"
        tabIndex={-1}
        defaultValue=""
      />
    </div>
  );
}
