/**
 * The page-section registry: one renderer per section type of the content schema
 * (src/contracts/schemas/pages.ts), keyed by the type list so a type without a renderer fails
 * type-checking. Each renderer file is its own chunk. The build renders pure-markup sections to
 * HTML (src/sections/prerender.tsx), so the browser loads this registry, and the renderers, only
 * for sections that need code, before hydrating or showing the page (through `loadBlocks`,
 * src/blocks/registry.tsx); the server loads them all.
 */
import { type ComponentType } from 'react';
import type { Section, SectionType } from '../contracts/schemas/pages.ts';
import type { SectionTone } from '../ui/Section/Section.tsx';
import { setSectionLookup } from './lookup.ts';

export interface SectionRendererProps<T extends SectionType = SectionType> {
  section: Extract<Section, { type: T }>;
  /** The band's background, chosen by the page so that bands alternate. */
  tone: SectionTone;
  /** What a hero shows when its content names no heading of its own. */
  page: { heading: string; intro: string };
  /** The page's first band: a hero there carries the page's h1. */
  first?: boolean;
}

type Renderer = ComponentType<SectionRendererProps>;
const as = (renderer: unknown) => renderer as Renderer;

/**
 * One loader per section type, each file its own chunk. src/sections/modules.ts names the same
 * files for the build (checked by the tests); the client does not need those names.
 */
const LOADERS: { [T in SectionType]: () => Promise<Renderer> } = {
  HomeHero: () => import('./HomeHero.tsx').then((m) => as(m.HomeHero)),
  Hero: () => import('./Hero.tsx').then((m) => as(m.Hero)),
  PricingHero: () => import('./PricingHero.tsx').then((m) => as(m.PricingHero)),
  ProductTour: () => import('./ProductTour.tsx').then((m) => as(m.ProductTour)),
  NewsletterCta: () => import('./NewsletterCta.tsx').then((m) => as(m.NewsletterCta)),
  CtaBand: () => import('./CtaBand.tsx').then((m) => as(m.CtaBand)),
  PlanComparison: () => import('./PlanComparison.tsx').then((m) => as(m.PlanComparison)),
  SeatCalculator: () => import('./SeatCalculator.tsx').then((m) => as(m.SeatCalculator)),
  Content: () => import('./Content.tsx').then((m) => as(m.Content)),
  Cards: () => import('./Cards.tsx').then((m) => as(m.Cards)),
  FeatureRows: () => import('./FeatureRows.tsx').then((m) => as(m.FeatureRows)),
  ProofStrip: () => import('./ProofStrip.tsx').then((m) => as(m.ProofStrip)),
  LogoStrip: () => import('./LogoStrip.tsx').then((m) => as(m.LogoStrip)),
  Quote: () => import('./Quote.tsx').then((m) => as(m.Quote)),
  CardGrid: () => import('./CardGrid.tsx').then((m) => as(m.CardGrid)),
};

const isSectionType = (type: string): type is SectionType => Object.hasOwn(LOADERS, type);

const loaded = new Map<SectionType, Renderer>();
const pending = new Map<SectionType, Promise<Renderer>>();

/** Loads a section's renderer once; a failed chunk may be retried. */
export function loadSection(type: SectionType): Promise<Renderer> {
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
  await Promise.all([...new Set(types)].filter(isSectionType).map(loadSection));
}

/** A renderer already loaded (the server loads them all before rendering). */
export function loadedSection(type: SectionType): Renderer | undefined {
  return loaded.get(type);
}

setSectionLookup((type) => loaded.get(type));
