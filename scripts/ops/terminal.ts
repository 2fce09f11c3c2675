/**
 * Stored values printed to a terminal (`npm run events`, exports) come from visitors: an ANSI
 * escape sequence in one could clear the screen, move the cursor to forge rows, or set the
 * window title. Every control character (C0, DEL, C1) and the bidirectional overrides that
 * reorder what is shown are printed as visible `\u….` escapes instead.
 */
const UNPRINTABLE =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `value` safe to write to a terminal: control characters shown as `\uXXXX`. */
export function printable(value: unknown): string {
  return String(value ?? '').replace(
    UNPRINTABLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
