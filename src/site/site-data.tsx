/**
 * React access to the data shared across pages (settings, navigation, footer, pricing) and to
 * the slices, as loaded for the page being shown.
 */
import { createContext, use, type ReactNode } from 'react';
import type { SliceData, SliceName } from '../contracts/page-data.ts';
import {
  requireShared,
  type SharedData,
  type SharedName,
  type SharedTypes,
} from '../contracts/shared.ts';

interface SiteDataValue {
  shared: SharedData;
  slices: Record<SliceName, SliceData>;
  /** Path of the browser's location. */
  path: string;
}

const SiteDataContext = createContext<SiteDataValue | null>(null);

export function SiteDataProvider({
  value,
  children,
}: {
  value: SiteDataValue;
  children: ReactNode;
}) {
  return <SiteDataContext value={value}>{children}</SiteDataContext>;
}

function useSiteData(): SiteDataValue {
  const value = use(SiteDataContext);
  if (!value) throw new Error('useSiteData must be used inside <SiteDataProvider>');
  return value;
}

/** A shared result by name, typed; throws when the page does not hold it (see requireShared). */
export function useShared<K extends SharedName>(name: K): SharedTypes[K] {
  return requireShared(useSiteData().shared, name);
}

export function useSlice(name: SliceName): SliceData {
  return useSiteData().slices[name];
}

/** The path the visitor is on (not the fallback page's path on a 404). */
export function useCurrentPath(): string {
  return useSiteData().path;
}
