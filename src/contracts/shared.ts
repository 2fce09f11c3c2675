/**
 * Data shared across pages (`/page-data/sq/d/{hash}.json`), by name, with its type. The content
 * layer produces each value from the schema whose type is named here, so a component reading
 * `useShared('pricing')` gets `Pricing` without a guard.
 */
import type { FooterContent, Navigation } from './schemas/navigation.ts';
import type { Pricing } from './schemas/pricing.ts';
import type { Settings } from './schemas/settings.ts';

export interface SharedTypes {
  settings: Settings;
  navigation: Navigation;
  footer: FooterContent;
  pricing: Pricing;
}

export type SharedName = keyof SharedTypes;

export const SHARED_NAMES: readonly SharedName[] = ['settings', 'navigation', 'footer', 'pricing'];

/** One named result shared across pages, as `/page-data/sq/d/{hash}.json` holds it. */
export type StaticQueryResult = {
  [K in SharedName]: { name: K; data: SharedTypes[K] };
}[SharedName];

/** Shared results by name, for a page and its slices; a page holds only those it reads. */
export type SharedData = Partial<SharedTypes>;

export function sharedByName(results: Iterable<StaticQueryResult>): SharedData {
  const shared: SharedData = {};
  for (const result of results) (shared as Record<SharedName, unknown>)[result.name] = result.data;
  return shared;
}

export function isSharedName(value: string): value is SharedName {
  return (SHARED_NAMES as readonly string[]).includes(value);
}

/**
 * A shared result the page must hold. Every page holds those its slices read and those its
 * template declares (TEMPLATE_SHARED in ./templates.ts); asking for any other is a programming
 * error, thrown while prerendering so the build fails instead of a page rendering empty.
 */
export function requireShared<K extends SharedName>(shared: SharedData, name: K): SharedTypes[K] {
  const value = shared[name];
  if (value === undefined) throw new Error(`Shared data "${name}" is not on this page`);
  return value as SharedTypes[K];
}
