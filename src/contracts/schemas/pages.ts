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
  'Content',
  'Cards',
] as const;

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
  sections?: Section[];
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

export type Section =
  | { type: 'HomeHero'; images?: NonNullable<Card['image']>[] }
  | { type: 'NewsletterCta' }
  | { type: 'PricingHero' }
  | { type: 'ProductTour'; area: 'INBOX' | 'DASHBOARD' }
  | { type: 'Content'; heading?: string; body: RichText }
  | { type: 'Cards'; heading?: string; collection: Collection; cards?: Card[] };
