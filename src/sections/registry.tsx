/**
 * The page-section registry: one renderer per section type of the content schema
 * (src/contracts/schemas/pages.ts), keyed by the type list so a type without a renderer fails
 * type-checking. Each renderer file is its own chunk. The build renders pure-markup sections to
 * HTML (src/sections/prerender.tsx), so the browser loads this registry, and the renderers, only
 * for sections that need code, when they render (their HTML is prerendered and their chunks
 * preloaded, so hydration keeps the server's markup meanwhile); the server loads them all.
 */
import { type ComponentType } from 'react';
import type { SectionType } from '../contracts/schemas/pages.ts';
import type { SectionRendererProps } from './types.ts';
import { setSectionLookup } from './lookup.ts';

export type { SectionRendererProps } from './types.ts';

type Renderer = ComponentType<SectionRendererProps>;
/**
 * A renderer held as any section's, remembering the one type it was checked for: a loader that
 * returns another type's renderer fails type-checking. Sections only ever get their own type's.
 */
type Held<T extends SectionType> = Renderer & { readonly sectionType?: T };
const as = <T extends SectionType>(renderer: ComponentType<SectionRendererProps<T>>) =>
  renderer as unknown as Held<T>;

/**
 * One loader per section type, each file its own chunk. src/sections/modules.ts names the same
 * files for the build (checked by the tests); the client does not need those names.
 */
/** Rich text (`Content`) is part of the Sections module itself, not loaded from here. */
type LoadedType = Exclude<SectionType, 'Content'>;
const LOADERS: { [T in LoadedType]: () => Promise<Held<T>> } = {
  HomeHero: () => import('./HomeHero.tsx').then((m) => as(m.HomeHero)),
  Hero: () => import('./Hero.tsx').then((m) => as(m.Hero)),
  PricingHero: () => import('./PricingHero.tsx').then((m) => as(m.PricingHero)),
  ProductTour: () => import('./ProductTour.tsx').then((m) => as(m.ProductTour)),
  // With the form's renderer: the live banner then draws at once the form its HTML holds.
  NewsletterCta: () =>
    Promise.all([
      import('./NewsletterCta.tsx'),
      import('../forms/MarketingForm.tsx').then((m) => m.loadFormView()),
    ]).then(([m]) => as(m.NewsletterCta)),
  CtaBand: () => import('./CtaBand.tsx').then((m) => as(m.CtaBand)),
  PlanComparison: () => import('./PlanComparison.tsx').then((m) => as(m.PlanComparison)),
  SeatCalculator: () => import('./SeatCalculator.tsx').then((m) => as(m.SeatCalculator)),
  Cards: () => import('./Cards.tsx').then((m) => as(m.Cards)),
  FeatureRows: () => import('./FeatureRows.tsx').then((m) => as(m.FeatureRows)),
  ProofStrip: () => import('./ProofStrip.tsx').then((m) => as(m.ProofStrip)),
  LogoStrip: () => import('./LogoStrip.tsx').then((m) => as(m.LogoStrip)),
  Quote: () => import('./Quote.tsx').then((m) => as(m.Quote)),
  CardGrid: () => import('./CardGrid.tsx').then((m) => as(m.CardGrid)),
};

const isLoadedType = (type: string): type is LoadedType => Object.hasOwn(LOADERS, type);

const loaded = new Map<LoadedType, Renderer>();
const pending = new Map<LoadedType, Promise<Renderer>>();

/** Loads a section's renderer once; a failed chunk may be retried. */
export function loadSection(type: LoadedType): Promise<Renderer> {
  let promise = pending.get(type);
  if (!promise) {
    promise = LOADERS[type]().then((renderer) => {
      loaded.set(type, renderer);
      return renderer;
    });
    promise.catch(() => pending.delete(type));
    pending.set(type, promise);
  }
  return promise;
}

/** Loads the renderers of the `section:{type}` keys among these (anything else is ignored). */
export async function loadSections(keys: Iterable<string>): Promise<void> {
  const types = [...keys].map((key) => key.replace(/^section:/, ''));
  await Promise.all([...new Set(types)].filter(isLoadedType).map(loadSection));
}

/** A renderer already loaded (the server loads them all before rendering). */
export function loadedSection(type: SectionType): Renderer | undefined {
  return isLoadedType(type) ? loaded.get(type) : undefined;
}

setSectionLookup(loadedSection);
