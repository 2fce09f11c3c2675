/**
 * What the visitor typed into a prerendered live section (src/sections/Sections.tsx) survives its
 * swap for the renderer: read from the prerendered fields just before they go, written into the
 * renderer's fields as if typed, with the focus given back.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  name: string;
  /** Radios share a name: the one meant is told by its value. */
  value: string;
  checked?: boolean;
}

/** What the visitor changed in a section's form fields, and where the focus was. */
export interface FieldSnapshot {
  fields: FieldState[];
  focused?: { name: string; value: string };
}

const UNCOPIED_TYPES = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset']);

function controlsIn(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input[name], textarea[name], select[name]')].filter(
    (control) => !UNCOPIED_TYPES.has(control.type),
  );
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changed(control: Control): boolean {
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/** The fields the visitor changed under `root`, read just before the prerendered HTML goes. */
export function snapshotFields(root: ParentNode): FieldSnapshot {
  const controls = controlsIn(root);
  const fields = controls
    .filter(changed)
    .map((control) =>
      isToggle(control)
        ? { name: control.name, value: control.value, checked: control.checked }
        : { name: control.name, value: control.value },
    );
  const active = root.ownerDocument?.activeElement ?? null;
  const focused = controls.find((control) => control === active);
  return focused ? { fields, focused: { name: focused.name, value: focused.value } } : { fields };
}

function find(root: ParentNode, name: string, value: string): Control | undefined {
  const named = controlsIn(root).filter((control) => control.name === name);
  return named.find((control) => !isToggle(control) || control.value === value);
}

/**
 * Writes the snapshot into the live renderer's fields as if typed, so the renderer's own state
 * (React's onChange) takes the values, and gives the focus back.
 */
export function restoreFields(root: ParentNode, snapshot: FieldSnapshot): void {
  for (const field of snapshot.fields) {
    const control = find(root, field.name, field.value);
    if (!control) continue;
    if (isToggle(control)) {
      if (control.checked !== field.checked) control.click();
      continue;
    }
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, field.value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {
        bubbles: true,
      }),
    );
  }
  if (snapshot.focused) find(root, snapshot.focused.name, snapshot.focused.value)?.focus();
}
