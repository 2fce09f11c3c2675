/**
 * The design system's form controls: a text field (email, tel, url, number, password…), a
 * multi-line text, a select, a range slider, a checkbox, a radio group, a fieldset with its
 * legend and a hidden value. Every control has its label tied to it, an optional hint and an
 * error, both named by `aria-describedby`, and `aria-invalid` while in error. Errors carry the
 * `error` class every form marks them with (docs/product.md §8.3). Every form and tool of the
 * site draws its controls from here; `scripts/checks/raw-controls.test.ts` fails on a raw
 * `<input>`, `<select>` or `<textarea>` outside `src/ui/`.
 */
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { FieldError, Hint, useFieldIds, type FieldIds } from './Chrome.tsx';
export {
  Fieldset,
  RADIO_GROUP_VARIANTS,
  type FieldsetProps,
  type RadioGroupVariant,
} from './Fieldset.tsx';
export { HiddenField } from './HiddenField.tsx';
export { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
export { RangeField, type RangeFieldProps } from './RangeField.tsx';
export { Select, type SelectProps } from './Select.tsx';
export { TextArea, type TextAreaProps } from './TextArea.tsx';
export {
  EmailField,
  TEXT_FIELD_TYPES,
  TextField,
  type TextFieldProps,
  type TextFieldType,
} from './TextField.tsx';
