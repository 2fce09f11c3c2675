/**
 * React access to the data shared across pages (settings, navigation, footer, pricing) and to
 * the slices, as loaded for the page being shown.
 */
import { createContext, use, type ReactNode } from 'react';
import type { SharedData, SharedName, SliceData, SliceName } from './page-data.ts';

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

/** A shared result by name; undefined when the page did not load it. */
export function useShared(name: SharedName): unknown {
  return useSiteData().shared[name];
}

export function useSlice(name: SliceName): SliceData {
  return useSiteData().slices[name];
}

/** The path the visitor is on (not the fallback page's path on a 404). */
export function useCurrentPath(): string {
  return useSiteData().path;
}
