/** Reads a string prop from page data that arrived as JSON; anything else gives the fallback. */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}
