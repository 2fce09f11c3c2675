/**
 * Props of each template, validated per page after the page entry itself. Lists of cards
 * (`collection`) are filled in by the loader from the other pages, so listings never go stale.
 */
import { z } from 'zod';
import type { TemplateId } from '../templates.ts';
import { imageSchema, type Card } from './common.ts';
import type { RichText } from './richtext.ts';
import type { Pagination } from '../pagination.ts';
import type { InterviewLibrary } from './interview.ts';

/** Which pages a listing shows: pages of one template, optionally narrowed. */
export const collectionSchema = z.strictObject({
  template: z.enum([
    'templates/blog-post',
    'templates/job-post',
    'templates/job-description',
    'templates/integration',
    'templates/interview-guide',
    'templates/resources-page',
  ]),
  category: z.string().optional(),
  variant: z.enum(['DEFAULT', 'WEBINAR']).optional(),
  /** Path prefix the listed pages must share, e.g. /resources/ */
  under: z.string().optional(),
  limit: z.number().int().positive().max(100).default(24),
});
export type Collection = z.infer<typeof collectionSchema>;

export const SECTION_TYPES = [
  'HomeHero',
  'NewsletterCta',
  'PricingHero',
  'ProductTour',
  'PlanComparison',
  'SeatCalculator',
  'Content',
  'Cards',
  'Hero',
  'FeatureRows',
  'ProofStrip',
  'LogoStrip',
  'Quote',
  'CardGrid',
  'CtaBand',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** The marketing figures a proof strip can show, read from the settings. */
export const PROOF_FIGURES = [
  'customers',
  'countries',
  'remoteCities',
  'emailSubscribers',
] as const;
export type ProofFigure = (typeof PROOF_FIGURES)[number];

const linkSchema = z.strictObject({ text: z.string().min(1), href: z.string().min(1) });
export type SectionLink = z.infer<typeof linkSchema>;
/** A band's optional heading block. */
const headingShape = {
  eyebrow: z.string().optional(),
  heading: z.string().optional(),
  lead: z.string().optional(),
};

export interface SectionContext {
  richText: z.ZodType<RichText>;
}

/**
 * A page section: home hero, newsletter CTA, pricing hero, product tour, content or cards
 * (docs/product.md §6.1).
 */
export function sectionSchema(context: SectionContext) {
  return z.discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('HomeHero'),
        /** The product screenshots under the feature pills (inbox, docs, beacon); the first is the LCP. */
        images: z.array(imageSchema).max(3).default([]),
      }),
      z.strictObject({ type: z.literal('NewsletterCta') }),
      z.strictObject({ type: z.literal('PricingHero') }),
      z.strictObject({
        type: z.literal('ProductTour'),
        area: z.enum(['INBOX', 'DASHBOARD']).default('INBOX'),
      }),
      /** Every feature by plan, as a table, from the pricing data. */
      z.strictObject({ type: z.literal('PlanComparison') }),
      /** Users × plan × billing period → totals; its state in the URL. */
      z.strictObject({ type: z.literal('SeatCalculator') }),
      z.strictObject({
        type: z.literal('Content'),
        heading: z.string().optional(),
        body: context.richText,
      }),
      z.strictObject({
        type: z.literal('Cards'),
        heading: z.string().optional(),
        collection: collectionSchema,
      }),
      z.strictObject({
        type: z.literal('Hero'),
        /** Without a heading the hero carries the page's heading and introduction. */
        ...headingShape,
        primary: linkSchema.optional(),
        secondary: linkSchema.optional(),
        /** The product shot: beside the words on desktop (SPLIT) or wide below them (CENTERED). */
        image: imageSchema.optional(),
        layout: z.enum(['SPLIT', 'CENTERED']).default('SPLIT'),
      }),
      z.strictObject({
        type: z.literal('FeatureRows'),
        ...headingShape,
        rows: z
          .array(
            z.strictObject({
              eyebrow: z.string().optional(),
              heading: z.string().min(1),
              text: z.string().min(1),
              bullets: z.array(z.string().min(1)).max(6).default([]),
              image: imageSchema,
              link: linkSchema.optional(),
            }),
          )
          .min(1)
          .max(8),
      }),
      z.strictObject({
        type: z.literal('ProofStrip'),
        ...headingShape,
        figures: z
          .array(z.enum(PROOF_FIGURES))
          .min(1)
          .max(4)
          .default([...PROOF_FIGURES]),
      }),
      z.strictObject({
        type: z.literal('LogoStrip'),
        heading: z.string().optional(),
        logos: z.array(imageSchema).min(1).max(8),
      }),
      z.strictObject({
        type: z.literal('Quote'),
        quote: z.string().min(1),
        name: z.string().min(1),
        role: z.string().min(1),
        company: z.string().optional(),
        avatar: imageSchema.optional(),
      }),
      z.strictObject({
        type: z.literal('CardGrid'),
        ...headingShape,
        cards: z
          .array(
            z.strictObject({
              title: z.string().min(1),
              text: z.string().min(1),
              link: linkSchema.optional(),
            }),
          )
          .min(1)
          .max(12),
      }),
      z.strictObject({
        type: z.literal('CtaBand'),
        heading: z.string().min(1),
        lead: z.string().optional(),
        primary: linkSchema,
        secondary: linkSchema.optional(),
        tone: z.enum(['brand', 'dark']).default('brand'),
      }),
    ],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? `a section type: one of ${SECTION_TYPES.join(', ')}`
          : undefined,
    },
  );
}

/** A live online session: a class or a webinar. */
export const eventSchema = z.strictObject({
  name: z.string().min(1),
  /** ISO 8601 date and time with its offset, e.g. 2026-12-08T17:00:00Z. */
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }).optional(),
  description: z.string().min(1),
  /** Where to sign up or join (a site path or an https URL). */
  url: z.string().regex(/^(\/|https:\/\/)/, 'a site path or an https URL'),
});
export type PageEvent = z.infer<typeof eventSchema>;

/** Fields every content page has; the loader adds `cards` wherever `collection` is given. */
export function basePropsShape(context: SectionContext) {
  return {
    heading: z.string().min(1),
    intro: z.string().default(''),
    body: context.richText.optional(),
    collection: collectionSchema.optional(),
    /** For cards and listings. */
    category: z.string().optional(),
    subcategory: z.string().optional(),
    date: z.iso.date().optional(),
    author: z.string().optional(),
    image: imageSchema.optional(),
    thumbnailImage: imageSchema.optional(),
    videoPreviewImage: imageSchema.optional(),
    imageBackgroundColor: z.string().optional(),
    variant: z.enum(['DEFAULT', 'WEBINAR']).optional(),
    videoLength: z.string().optional(),
    eyebrow: z.string().optional(),
    /** Live sessions the page announces (classes, webinars): shown on the page and as Events. */
    events: z.array(eventSchema).optional(),
  };
}

/** Templates owned elsewhere keep their props loose (validated by their owners). */
const LOOSE: ReadonlySet<TemplateId> = new Set([
  'templates/signup',
  'templates/login',
  'pages/design-system',
]);

export function pagePropsSchema(template: TemplateId, context: SectionContext): z.ZodType {
  if (LOOSE.has(template)) return z.record(z.string(), z.unknown());
  const base = basePropsShape(context);
  if (
    template === 'templates/landing-page' ||
    template === 'templates/home' ||
    template === 'templates/pricing'
  ) {
    return z.strictObject({ ...base, sections: z.array(sectionSchema(context)).default([]) });
  }
  return z.strictObject(base);
}

/** Page props as templates receive them. */
export interface ContentPageProps {
  heading: string;
  intro: string;
  body?: RichText;
  /** The body as the build rendered it (blog posts without blocks that need code), instead of `body`. */
  bodyHtml?: PrerenderedHtml;
  eyebrow?: string;
  category?: string;
  subcategory?: string;
  date?: string;
  author?: string;
  image?: Card['image'];
  thumbnailImage?: Card['image'];
  videoPreviewImage?: Card['image'];
  variant?: 'DEFAULT' | 'WEBINAR';
  videoLength?: string;
  events?: PageEvent[];
  collection?: Collection;
  /** Filled in from `collection`. */
  cards?: Card[];
  /** From content; in built page data, pure-markup sections arrive as their HTML. */
  sections?: PageSection[];
  /** Computed by the build for the blog (src/content/blog.ts). */
  pagination?: Pagination;
  categories?: BlogCategory[];
  readingMinutes?: number;
  toc?: TocEntry[];
  related?: Card[];
  /** The interview builder's question library, on its two pages. */
  library?: InterviewLibrary;
}

/** A blog category on the landing, linked to its topic page. */
export interface BlogCategory {
  name: string;
  href: string;
  count: number;
}

/** A heading of a post's table of contents; `id` is the heading's element id. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** HTML the build rendered, with the style keys its markup needs (linked, never loaded as code). */
export interface PrerenderedHtml {
  html: string;
  styles: string[];
}

/** A section the build rendered to HTML (src/sections/prerender.tsx), with its band's tone. */
export interface PrerenderedSection {
  type: SectionType;
  tone: 'default' | 'tint' | 'dark' | 'brand';
  html: string;
  /** Style keys its markup needs (`section:{type}`, block types): linked, never loaded as code. */
  styles: string[];
  /**
   * A section that needs code only once the page is up (a rotating headline, a toggle, a
   * dialog): the browser shows `html` to hydrate, then swaps in the live section's renderer.
   */
  live?: Section;
}
export type PageSection = Section | PrerenderedSection;

export type Section =
  | { type: 'HomeHero'; images?: NonNullable<Card['image']>[] }
  | { type: 'NewsletterCta' }
  | { type: 'PricingHero' }
  | { type: 'ProductTour'; area: 'INBOX' | 'DASHBOARD' }
  | { type: 'PlanComparison' }
  | { type: 'SeatCalculator' }
  | { type: 'Content'; heading?: string; body: RichText }
  | { type: 'Cards'; heading?: string; collection: Collection; cards?: Card[] }
  | (SectionHeading & {
      type: 'Hero';
      primary?: SectionLink;
      secondary?: SectionLink;
      image?: ContentImage;
      layout: 'SPLIT' | 'CENTERED';
    })
  | (SectionHeading & { type: 'FeatureRows'; rows: FeatureRow[] })
  | (SectionHeading & { type: 'ProofStrip'; figures: ProofFigure[] })
  | { type: 'LogoStrip'; heading?: string; logos: ContentImage[] }
  | {
      type: 'Quote';
      quote: string;
      name: string;
      role: string;
      company?: string;
      avatar?: ContentImage;
    }
  | (SectionHeading & {
      type: 'CardGrid';
      cards: { title: string; text: string; link?: SectionLink }[];
    })
  | {
      type: 'CtaBand';
      heading: string;
      lead?: string;
      primary: SectionLink;
      secondary?: SectionLink;
      tone: 'brand' | 'dark';
    };

type ContentImage = NonNullable<Card['image']>;
export interface SectionHeading {
  eyebrow?: string;
  heading?: string;
  lead?: string;
}
export interface FeatureRow {
  eyebrow?: string;
  heading: string;
  text: string;
  bullets: string[];
  image: ContentImage;
  link?: SectionLink;
}
