/**
 * Debug logging of attribution decisions (docs/product.md §4.8): on when local storage holds
 * `hs_debug_attribution = "true"`, silent otherwise.
 */
import { STORAGE_KEY, type KeyValueStorage } from './storage.ts';

export type DebugLog = (message: string, details?: unknown) => void;

export function isDebugEnabled(storage: KeyValueStorage): boolean {
  return storage.get(STORAGE_KEY.debug) === 'true';
}

export function createDebugLog(
  storage: KeyValueStorage,
  sink: Pick<Console, 'info'> = console,
): DebugLog {
  if (!isDebugEnabled(storage)) return () => {};
  return (message, details) =>
    details === undefined
      ? sink.info(`[attribution] ${message}`)
      : sink.info(`[attribution] ${message}`, details);
}
