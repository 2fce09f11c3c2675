/**
 * Where each page-section type's renderer lives: the file (its own chunk) and the export. Read
 * by the section registry to load renderers and by the build to count each page's JavaScript,
 * like the content blocks (src/blocks/modules.ts).
 */
import { blockTypesIn } from '../blocks/walk.ts';
import type { SectionType } from '../contracts/schemas/pages.ts';

export interface SectionModule {
  file: string;
  name: string;
  /**
   * Pure markup (links, text, images, CSS hover): the build renders it to HTML into the page
   * data, and the browser shows that HTML without loading the section's code. Sections that
   * need code in the browser (the plans of the template, blocks such as video or forms inside
   * rich text) are rendered by their renderer, loaded before the page is shown.
   */
  prerendered: boolean;
  /**
   * Prerendered, and interactive once the page is up: the page hydrates with the section's HTML
   * (no code for it in the page's first load) and swaps in its renderer right after.
   */
  live?: true;
}

export const SECTION_MODULES: { [T in SectionType]: SectionModule } = {
  HomeHero: { file: 'HomeHero.tsx', name: 'HomeHero', prerendered: true, live: true },
  Hero: { file: 'Hero.tsx', name: 'Hero', prerendered: true },
  PricingHero: { file: 'PricingHero.tsx', name: 'PricingHero', prerendered: true, live: true },
  ProductTour: { file: 'ProductTour.tsx', name: 'ProductTour', prerendered: true, live: true },
  NewsletterCta: {
    file: 'NewsletterCta.tsx',
    name: 'NewsletterCta',
    prerendered: true,
    live: true,
  },
  CtaBand: { file: 'CtaBand.tsx', name: 'CtaBand', prerendered: true },
  PlanComparison: { file: 'PlanComparison.tsx', name: 'PlanComparison', prerendered: true },
  // A small shell; the calculator itself loads when the visitor opens it.
  SeatCalculator: {
    file: 'SeatCalculator.tsx',
    name: 'SeatCalculator',
    prerendered: true,
    live: true,
  },
  // Rich text: pure markup unless it embeds a block that needs code (INTERACTIVE_BLOCKS).
  Content: { file: 'Content.tsx', name: 'Content', prerendered: true },
  Cards: { file: 'Cards.tsx', name: 'Cards', prerendered: true },
  FeatureRows: { file: 'FeatureRows.tsx', name: 'FeatureRows', prerendered: true },
  ProofStrip: { file: 'ProofStrip.tsx', name: 'ProofStrip', prerendered: true },
  LogoStrip: { file: 'LogoStrip.tsx', name: 'LogoStrip', prerendered: true },
  Quote: { file: 'Quote.tsx', name: 'Quote', prerendered: true },
  CardGrid: { file: 'CardGrid.tsx', name: 'CardGrid', prerendered: true },
};

/**
 * Sections are named `section:{type}` where the build lists a page's modules beside its content
 * blocks (assets, budget); the prefix keeps the two name spaces apart.
 */
export const SECTION_KEY_PREFIX = 'section:';

export function sectionKey(type: SectionType): string {
  return `${SECTION_KEY_PREFIX}${type}`;
}

export function isSectionType(type: string): type is SectionType {
  return Object.hasOwn(SECTION_MODULES, type);
}

/** Source path of a section's module, as named in Vite's build manifest. */
export function sectionSource(type: SectionType): string {
  return `src/sections/${SECTION_MODULES[type].file}`;
}

/** Blocks that need code in the browser: a video that plays on a click, forms. */
const INTERACTIVE_BLOCKS = new Set(['Video', 'Form']);

/** Whether the browser swaps a prerendered section for its renderer after hydration. */
export function isLive(section: { type: string }): boolean {
  return isSectionType(section.type) && SECTION_MODULES[section.type].live === true;
}

/** Whether the build renders this section to HTML (no code for it in the browser). */
export function isPrerenderable(section: { type: string }): boolean {
  if (!isSectionType(section.type) || !SECTION_MODULES[section.type].prerendered) return false;
  for (const block of blockTypesIn(section)) if (INTERACTIVE_BLOCKS.has(block)) return false;
  return true;
}

/** Templates whose body (rich text) the build renders to HTML when it needs no code. */
const BODY_TEMPLATES: ReadonlySet<string> = new Set(['templates/blog-post']);

/**
 * Whether the build renders this page's body to HTML (src/richtext/prerender.tsx): a blog post
 * whose rich text embeds no block that needs code, like a Content section.
 */
export function isPrerenderableBody(page: { template: string; props: unknown }): boolean {
  const body = (page.props as { body?: unknown } | null)?.body;
  if (!BODY_TEMPLATES.has(page.template) || typeof body !== 'object' || body === null) return false;
  for (const block of blockTypesIn(body)) if (INTERACTIVE_BLOCKS.has(block)) return false;
  return true;
}

/**
 * The `section:{type}` keys of the page's sections whose code the page loads: not rendered to
 * HTML by the build, and not rich text (part of the Sections module itself).
 */
export function sectionKeysIn(props: unknown): string[] {
  const sections = (props as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections
    .filter(
      (section: { type?: unknown; html?: unknown }) =>
        typeof section?.type === 'string' &&
        isSectionType(section.type) &&
        typeof section.html !== 'string' &&
        section.type !== 'Content',
    )
    .map((section: { type: SectionType }) => sectionKey(section.type));
}
