/**
 * Props of each template, validated per page after the page entry itself. Lists of cards
 * (`collection`) are filled in by the loader from the other pages, so listings never go stale.
 */
import { z } from 'zod';
import { cardSchema, imageSchema } from './common.ts';
import { interviewLibrarySchema } from './interview.ts';
import type { ResolvedForm } from './forms.ts';
import type { RichText } from './richtext.ts';

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
        /**
         * The headline's rotating word and the words that take its place in turn (docs/editing.md,
         * "The home headline"); empty: the headline stands still.
         */
        rotatingWords: z
          .array(z.string().min(1))
          .max(8)
          .default([])
          .describe(
            'Words that take turns in the headline, every 2.4 seconds. The first must be in the page heading, e.g. "customer" in "Every customer conversation, one unified platform"; then "partner", "vendor", "client". Leave empty for a still headline.',
          ),
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

/** Where an event is in its life, by its start and end (src/content/schedule.ts). */
export const EVENT_STATES = ['upcoming', 'live', 'past'] as const;
export type EventStateName = (typeof EVENT_STATES)[number];

function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

/** A live online session: a class, a webinar or a live Q&A. */
export const eventSchema = z
  .strictObject({
    name: z.string().min(1),
    /** ISO 8601 date and time with its offset, e.g. 2026-12-08T17:00:00Z. */
    startDate: z.iso.datetime({ offset: true }),
    /** Without it the session is taken to last an hour. */
    endDate: z.iso.datetime({ offset: true }).optional(),
    /**
     * The IANA zone the session is announced in (America/New_York): the prerendered page states
     * its times in it; the browser then shows the visitor's own zone.
     */
    timeZone: z
      .string()
      .refine(isTimeZone, 'an IANA time zone such as America/New_York or Europe/Paris')
      .default('UTC'),
    description: z.string().min(1),
    /** Where to sign up or join (a site path or an https URL). */
    url: z.string().regex(/^(\/|https:\/\/)/, 'a site path or an https URL'),
    /** The recording, shown once the session has ended (a site path or an https URL). */
    recordingUrl: z
      .string()
      .regex(/^(\/|https:\/\/)/, 'a site path or an https URL')
      .optional(),
  })
  .superRefine((event, ctx) => {
    if (event.endDate && Date.parse(event.endDate) <= Date.parse(event.startDate))
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `the session ends (${event.endDate}) before it starts (${event.startDate})`,
      });
  });
/**
 * An event as templates receive it: the build adds its state at the build's "now" and its date
 * and time as text in its own zone (src/contracts/event-time.ts).
 */
export type PageEvent = z.output<typeof eventSchema> & { state?: EventStateName; when?: string };

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
    /** Job posts: the moment the post leaves listings (JobPosting validThrough). */
    validThrough: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  };
}

/**
 * How a template's props are validated: `loose` props belong to their template (validated by
 * it), `content` pages have the fields every content page has, `sections` pages add their bands.
 * Each template's kind is TEMPLATE_PROPS (src/contracts/templates.ts).
 */
export type PropsKind = 'loose' | 'content' | 'sections';

export function pagePropsSchema(kind: PropsKind, context: SectionContext): z.ZodType {
  if (kind === 'loose') return z.record(z.string(), z.unknown());
  const base = basePropsShape(context);
  if (kind === 'sections')
    return z
      .strictObject({ ...base, sections: z.array(sectionSchema(context)).default([]) })
      .superRefine((props, ctx) => {
        props.sections.forEach((section, index) => {
          const first = section.type === 'HomeHero' ? section.rotatingWords[0] : undefined;
          if (first !== undefined && !props.heading.includes(first))
            ctx.addIssue({
              code: 'custom',
              path: ['sections', index, 'rotatingWords', 0],
              message: `the first rotating word must appear in the heading "${props.heading}", where the others take its place, e.g. "customer" in "Every customer conversation, one unified platform"`,
            });
        });
      });
  return z.strictObject(base);
}

/*
 * What the build adds to the validated props: listings, a blog's pages and categories, a post's
 * table of contents, the parts rendered to HTML. Declared as schemas so their types are read off
 * them like the rest; the build produces these values itself and never parses them.
 */

/** HTML the build rendered, with the style keys its markup needs (linked, never loaded as code). */
export const prerenderedHtmlSchema = z.strictObject({
  html: z.string(),
  styles: z.array(z.string()),
});
export type PrerenderedHtml = z.infer<typeof prerenderedHtmlSchema>;

/** A heading of a post's table of contents; `id` is the heading's element id. */
const tocEntrySchema = z.strictObject({
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** A blog category on the landing, linked to its topic page. */
const blogCategorySchema = z.strictObject({
  name: z.string(),
  href: z.string(),
  count: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** Which page of the blog's posts list this is (1-based) and how many there are (../pagination.ts). */
export const paginationSchema = z.strictObject({
  current: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Filled in by the loader from `collection` (src/content/load.ts), so listings never go stale. */
const listingShape = { cards: z.array(cardSchema).optional() };
type Listing = z.infer<z.ZodObject<typeof listingShape>>;

const builtPropsSchema = z.strictObject({
  ...listingShape,
  /** The body as the build rendered it (blog posts without blocks that need code), instead of `body`. */
  bodyHtml: prerenderedHtmlSchema.optional(),
  /** Computed by the build for the blog (src/content/blog.ts). */
  pagination: paginationSchema.optional(),
  categories: z.array(blogCategorySchema).optional(),
  readingMinutes: z.number().optional(),
  toc: z.array(tocEntrySchema).optional(),
  related: z.array(cardSchema).optional(),
  /** The interview builder's question library, on its two pages. */
  library: interviewLibrarySchema.optional(),
  /** A page announcing events: the state of the soonest one not over, else past (schedule.ts). */
  eventState: z.enum(EVENT_STATES).optional(),
  /** A job post past its validThrough at build time: out of listings, its page says so. */
  closed: z.boolean().optional(),
  /** The newsletter banner's form (content/forms/newsletter.json), on blog posts (load.ts). */
  newsletterForm: z.custom<ResolvedForm>().optional(),
});

type AuthoredSection = z.output<ReturnType<typeof sectionSchema>>;

/**
 * A section of type `T` as templates receive it: its schema's output, with a Cards listing, and
 * the newsletter band's form (content/forms/newsletter.json, filled in by the loader).
 */
export type SectionOf<T extends SectionType> = Extract<AuthoredSection, { type: T }> &
  (T extends 'Cards' ? Listing : unknown) &
  (T extends 'NewsletterCta' ? { form?: ResolvedForm } : unknown);
export type Section = { [T in SectionType]: SectionOf<T> }[SectionType];

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Fails to compile when a section schema's type is missing from SECTION_TYPES, or the reverse. */
export type SectionTypesMatchSchemas = Holds<Exactly<AuthoredSection['type'], SectionType>>;

/** A band's background, chosen by the page so that bands alternate (src/ui/Section). */
const SECTION_TONES = ['default', 'tint', 'dark', 'brand'] as const;

/** A section the build rendered to HTML (src/sections/prerender.tsx), with its band's tone. */
const prerenderedSectionSchema = prerenderedHtmlSchema.extend({
  type: z.enum(SECTION_TYPES),
  tone: z.enum(SECTION_TONES),
});
export type PrerenderedSection = z.infer<typeof prerenderedSectionSchema> & {
  /**
   * A section that needs code only once the page is up (a rotating headline, a toggle, a
   * dialog): the browser shows `html` to hydrate, then swaps in the live section's renderer.
   */
  live?: Section;
};
export type PageSection = Section | PrerenderedSection;

/**
 * Page props as templates receive them: the fields every content page has (validated), what the
 * build adds, and the sections, where pure-markup ones arrive as their HTML.
 */
export type ContentPageProps = Omit<
  z.output<z.ZodObject<ReturnType<typeof basePropsShape>>>,
  'events'
> &
  z.output<typeof builtPropsSchema> & { sections?: PageSection[]; events?: PageEvent[] };

/** Props by kind (PropsKind), for TemplateProps (src/contracts/templates.ts). */
export interface PropsByKind {
  loose: Record<string, unknown>;
  content: ContentPageProps;
  sections: ContentPageProps & { sections: PageSection[] };
}
