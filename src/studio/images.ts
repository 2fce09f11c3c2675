/** Images in an entry's data that have a picture but no alt text (nor "" for decorative). */
export function imagesMissingAlt(value: unknown): number {
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + imagesMissingAlt(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  const own =
    typeof record.src === 'string' && record.src !== '' && typeof record.alt !== 'string' ? 1 : 0;
  return Object.values(record).reduce((sum: number, child) => sum + imagesMissingAlt(child), own);
}
