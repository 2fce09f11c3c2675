import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const clientYear = () => new Date().getFullYear();

/**
 * The current year without a hydration mismatch: the server and hydration use the build's
 * year; the browser then re-renders with its own clock if a new year has begun since.
 */
export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(subscribe, clientYear, () => buildYear);
}
