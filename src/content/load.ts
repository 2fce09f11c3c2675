/**
 * Loads the site's content from its source, validates it and reports all problems at once with
 * the file (or entry id), the field and what was expected.
 *
 * Sources: the embedded store (`content/`, or CONTENT_DIR) by default; Contentful when
 * CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set. Both produce a `RawSource`; from
 * there on validation, reference checks and listings are the same.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { registrationIdOf } from '../contracts/paths.ts';
import { ROUTES, routeFor } from '../contracts/route-table.ts';
import { TEMPLATE_PROPS, type TemplateId } from '../contracts/templates.ts';
import type { SharedTypes } from '../contracts/shared.ts';
import { imageConfig } from '../images/config.ts';
import {
  imagePath,
  isContentImage,
  localSources,
  resolveContentImages,
} from '../images/resolve.ts';
import type { ImageData } from '../images/image-data.ts';
import { applyEnv } from './env.ts';
import { contentfulConfigured } from './contentful/errors.ts';

export { contentfulConfigured };
import {
  readLocalSource,
  sourceEntryOf,
  type RawPage,
  type RawSource,
  type SourceCache,
} from './local-source.ts';
import { factTokens, statedFactIssues, statedFactIssuesIn, withFacts } from './facts.ts';
import {
  ContentError,
  pageEntrySchema,
  settingsSchema,
  type ContentIssue,
  type PageEntry,
  type Settings,
} from './model.ts';
import { plainMessage } from './plain-messages.ts';
import { categoryIssues, editDistance, type CategoryUse } from './categories.ts';
import { blockSchemas } from '../contracts/schemas/blocks.ts';
import { cardSchema, type Card } from '../contracts/schemas/common.ts';
import { formNamesOf, type FormRegistry, type ResolvedForm } from '../contracts/schemas/forms.ts';
import {
  footerSchema,
  navigationSchema,
  type NavigationContext,
} from '../contracts/schemas/navigation.ts';
import { pagePropsSchema, type Collection } from '../contracts/schemas/pages.ts';
import { pricingSchema, type Pricing } from '../contracts/schemas/pricing.ts';
import { interviewLibrarySchema } from '../contracts/schemas/interview.ts';
import { enrichBlog } from './blog.ts';
import {
  formRegistryOf,
  NEWSLETTER_FORM,
  newsletterBannerForm,
  resolveFormWithLayout,
} from './forms.ts';
import { plainDocumentSchema, richTextSchema } from '../contracts/schemas/richtext.ts';
import type { PageEvent } from '../contracts/schemas/pages.ts';
import { sessionTime } from '../contracts/event-time.ts';
import {
  buildNow,
  eventEnd,
  eventState,
  isPublished,
  overallState,
  type DueMoment,
} from './schedule.ts';

export type { RawPage, RawSource };

export interface Site {
  settings: Settings;
  /** Data shared across pages, emitted once each as `/page-data/sq/d/{hash}.json`. */
  shared: SharedTypes;
  pages: PageEntry[];
  forms: FormRegistry;
  pricing: Pricing;
  /** Problems that do not stop the build (e.g. a call to action that renders nothing). */
  warnings: string[];
  /** The "now" the site was built for (BUILD_DATE or the clock). */
  now: Date;
  /** Moments at which the site changes (publishAt, unpublishAt, event starts and ends, validThrough). */
  due: DueMoment[];
  /** Each page's file under content/, by page path (pages the build adds have none). */
  files?: ReadonlyMap<string, string>;
}

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

export function contentDir(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR;
}

export interface LoadOptions {
  /** Called once per warning; defaults to printing on stderr. */
  onWarning?: (message: string) => void;
  /**
   * The drawing of an icon content names (navigation links). Content knows icon names only; the
   * drawings are the design system's (src/ui/Icon/), so the build passes them in.
   */
  icon: NavigationContext['icon'];
  /**
   * With the local image service (no CDN domain): rewrites each image's data once, e.g. the build
   * pointing its `/_img/` URLs at files it writes (scripts/build/static-images.ts).
   */
  imageData?: (data: ImageData) => ImageData;
  /** The moment to build for; defaults to BUILD_DATE, else the clock (src/content/schedule.ts). */
  now?: Date;
  /** Parsed page files kept from the last load (a long-lived build process; ./local-source.ts). */
  sourceCache?: SourceCache;
}

export async function loadSite(
  root: string = contentDir(),
  env: Record<string, string | undefined> = process.env,
  options: LoadOptions,
): Promise<Site> {
  let source: RawSource;
  if (contentfulConfigured(env)) {
    const { readContentfulSource } = await import('./contentful/source.ts');
    source = await readContentfulSource(env);
  } else {
    source = await readLocalSource(root, options.sourceCache);
  }
  return withImageData(await buildSite(source, env, options), path.join(root, 'images'), options);
}

/** Like loadSite, from a source already read (the studio's preview: content plus one unsaved entry). */
export async function loadSiteFromSource(
  source: RawSource,
  root: string,
  env: Record<string, string | undefined>,
  options: LoadOptions,
): Promise<Site> {
  return withImageData(buildSite(source, env, options), path.join(root, 'images'), options);
}

/**
 * Images (docs/product.md §9.1, §9.2): every content image gets its CDN URLs and srcset as `data`,
 * built once here with the image CDN's URL builder from the file's real size
 * (src/images/resolve.ts).
 */
async function withImageData(site: Site, imagesDir: string, options: LoadOptions): Promise<Site> {
  const { sources, resolve, warnings } = imageResolver(site.settings, imagesDir, options);
  const missing = await missingImages(site.pages, site.files, sources, imagesDir);
  if (missing.length > 0) throw new ContentError(missing);
  // One pass over everything: each image file is read once, and a card shown on many pages
  // gets its image data once (the resolved card is shared, not copied per page).
  const [navigation, pricing, ...props] = await resolve([
    site.shared.navigation,
    site.pricing,
    ...site.pages.map((page) => page.props),
  ]);
  const pages = site.pages.map((page, index) => ({
    ...page,
    props: props[index] as PageEntry['props'],
  }));
  const onWarning =
    options.onWarning ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  for (const warning of warnings) onWarning(warning);
  const resolved = {
    ...site,
    shared: { ...site.shared, navigation, pricing },
    pages,
    pricing,
    warnings: [...site.warnings, ...warnings],
  };
  const context = contexts.get(site);
  if (context) contexts.set(resolved, context);
  return resolved;
}

/** Resolves the images of what it is given (see withImageData), collecting the warnings. */
export function imageResolver(settings: Settings, imagesDir: string, options: LoadOptions) {
  const config = imageConfig({ domain: settings.images?.domain ?? null });
  const sources = localSources(imagesDir);
  const warnings: string[] = [];
  const resolve = <T>(value: T) =>
    resolveContentImages(
      value,
      config,
      sources,
      (message) => warnings.push(message),
      config.domain === null ? options.imageData : undefined,
    );
  return { sources, resolve, warnings };
}

/** Keys the build fills in from other pages: their pictures are checked on those pages. */
const BUILT_KEYS = new Set(['cards', 'related', 'categories']);

/** The pictures a page's props name (what the build fills in from other pages aside). */
export function picturesOf(props: unknown): { field: string; src: string }[] {
  const found: { field: string; src: string }[] = [];
  // The field's path is spelled out only for a picture found: every page's whole props are
  // walked on each load (a kept build process loads per edit), most of them rich-text nodes.
  interface At {
    key: string;
    up: At | null;
  }
  const fieldOf = (at: At | null): string =>
    at ? (at.up ? `${fieldOf(at.up)}.` : '') + at.key : '';
  const walk = (value: unknown, at: At) => {
    if (Array.isArray(value))
      for (let index = 0; index < value.length; index++)
        walk(value[index], { key: String(index), up: at });
    else if (typeof value === 'object' && value !== null) {
      // A rich-text text node holds a value and marks, never a picture.
      if ((value as { nodeType?: unknown }).nodeType === 'text') return;
      if (isContentImage(value) && value.src.startsWith('/images/'))
        found.push({ field: fieldOf(at), src: value.src });
      else
        for (const key in value)
          if (!BUILT_KEYS.has(key)) walk((value as Record<string, unknown>)[key], { key, up: at });
    }
  };
  walk(props, { key: 'props', up: null });
  return found;
}

/**
 * A picture named by a page but missing from content/images/ (issue 32, point 7): an error naming
 * the file and field, with the nearest picture that is there. It used to be a warning, and the
 * page shipped without its picture.
 */
export async function missingImages(
  pages: readonly PageEntry[],
  files: ReadonlyMap<string, string> | undefined,
  sources: (src: string) => Promise<unknown>,
  imagesDir: string,
): Promise<ContentIssue[]> {
  const found: { file: string; field: string; src: string }[] = [];
  for (const page of pages) {
    const file = files?.get(page.path);
    if (file) for (const picture of picturesOf(page.props)) found.push({ file, ...picture });
  }
  const issues: ContentIssue[] = [];
  let names: string[] | undefined;
  for (const { file, field, src } of found) {
    if (await sources(imagePath(src))) continue;
    names ??= await readdir(imagesDir, { recursive: true }).then(
      (entries) => entries.map((entry) => `/images/${entry.split(path.sep).join('/')}`),
      () => [],
    );
    const nearest = [...names].sort((a, b) => editDistance(a, src) - editDistance(b, src))[0];
    issues.push({
      file,
      field,
      message: `the picture ${src} is not in content/images/: upload it (in the studio: Choose an image › Upload) or name one that is there${nearest ? `, e.g. ${nearest}` : ''}`,
    });
  }
  return issues;
}

function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  issues: ContentIssue[],
  prefix: (string | number)[] = [],
): T | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = [...prefix, ...issue.path].map(String).join('.');
    issues.push({ file, field: field || '(root)', message: plainMessage(issue) });
  }
  return undefined;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A card for every page, from its raw props; used by listings and related-content blocks. */
function cardOf(page: {
  path: string;
  description: string;
  props: Record<string, unknown>;
}): Card | undefined {
  const props = page.props;
  const result = cardSchema.safeParse({
    title: str(props.heading) ?? '',
    permalink: page.path,
    description: page.description,
    ...pick(props, [
      'category',
      'subcategory',
      'image',
      'thumbnailImage',
      'videoPreviewImage',
      'imageBackgroundColor',
      'variant',
      'videoLength',
      'date',
    ]),
  });
  return result.success ? result.data : undefined;
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** Pass 0: the site-wide files (settings, forms, pricing, navigation, footer), validated. */
function validateSiteFiles(
  source: RawSource,
  env: Record<string, string | undefined>,
  icon: NavigationContext['icon'],
  issues: ContentIssue[],
) {
  return {
    settings: validate(
      settingsSchema,
      source.settings.data === undefined ? undefined : applyEnv(source.settings.data, env),
      source.settings.name,
      issues,
    ),
    forms: formRegistryOf(source.forms, source.formFiles, issues),
    pricing: validate(pricingSchema, source.pricing.data, source.pricing.name, issues),
    navigation: validate(
      navigationSchema({ icon }),
      source.navigation.data,
      source.navigation.name,
      issues,
    ),
    footer: validate(footerSchema, source.footer.data, source.footer.name, issues),
  };
}

interface PendingPage {
  raw: RawPage;
  entry: PageEntry;
}

/** What pass 1 learns about every page, for the passes after it. */
interface PageIndex {
  /** Pages whose entry is valid and whose path is unique and routed; props not yet checked. */
  pending: PendingPage[];
  /** Entry id → slug (path without its outer slashes; null for `/`), for rich-text links. */
  slugs: Map<string, string | null>;
  /** Entry id → card, for related-content blocks. */
  cards: Map<string, Card>;
  /** Template → cards of its pages, for listings. */
  cardsByTemplate: Map<TemplateId, Card[]>;
  /** Path → card, for what later passes learn about a page (its events' state). */
  cardsByPath: Map<string, Card>;
  /** Entries outside their publication window: validated like the others, never built. */
  hidden: PendingPage[];
  due: DueMoment[];
}

/**
 * Pass 1: page entries (path, template, title…), unique ids and paths, each path rendered by its
 * template, every required route present, and a card for each page.
 */
function indexPages(rawPages: readonly RawPage[], issues: ContentIssue[], now: Date): PageIndex {
  const index: PageIndex = {
    pending: [],
    slugs: new Map(),
    cards: new Map(),
    cardsByTemplate: new Map(),
    cardsByPath: new Map(),
    hidden: [],
    due: [],
  };
  const seenPaths = new Map<string, string>();
  const seenIds = new Map<string, string>();
  for (const raw of rawPages) {
    const entry = validate(pageEntrySchema, raw.data, raw.name, issues);
    if (!entry) continue;
    const previousId = seenIds.get(raw.id);
    if (previousId) {
      issues.push({
        file: raw.name,
        field: 'id',
        message: `entry id ${raw.id} is already used by ${previousId}`,
      });
      continue;
    }
    seenIds.set(raw.id, raw.name);
    for (const field of ['publishAt', 'unpublishAt'] as const) {
      const at = entry[field];
      if (at) index.due.push({ at, what: `${raw.name} › ${field}` });
    }
    if (!isPublished(entry, now)) {
      // Not yet (or no longer) published: no page, card or listing; a rich-text link to it goes
      // to /404/ until it is published, when the linking page is rebuilt with it.
      index.slugs.set(raw.id, null);
      index.hidden.push({ raw, entry });
      continue;
    }
    index.slugs.set(raw.id, entry.path.replace(/^\/|\/$/g, '') || null);
    const previous = seenPaths.get(entry.path);
    if (previous) {
      issues.push({
        file: raw.name,
        field: 'path',
        message: `${entry.path} is already used by ${previous} (duplicate slug)`,
      });
      continue;
    }
    if (!routeFor(entry.path, entry.template)) {
      issues.push({
        file: raw.name,
        field: 'template',
        message: `${entry.template} does not render ${entry.path}; see ROUTES in src/contracts/route-table.ts`,
      });
      continue;
    }
    seenPaths.set(entry.path, raw.name);
    const card = cardOf(entry);
    if (card) {
      index.cards.set(raw.id, card);
      index.cardsByPath.set(entry.path, card);
      // A job post leaves listings at its validThrough (its page stays, saying so).
      const validThrough = str(entry.props.validThrough);
      if (validThrough) index.due.push({ at: validThrough, what: `${raw.name} › validThrough` });
      if (!validThrough || !(Date.parse(validThrough) <= now.getTime())) {
        const list = index.cardsByTemplate.get(entry.template) ?? [];
        list.push(card);
        index.cardsByTemplate.set(entry.template, list);
      }
    }
    index.pending.push({ raw, entry });
  }
  for (const route of ROUTES) {
    if (route.required && !seenPaths.has(route.pattern)) {
      issues.push({
        file: 'pages/',
        field: '(missing page)',
        message: `no page for the required route ${route.pattern} (${route.template})`,
      });
    }
  }
  return index;
}

/** Entry id → the files whose related-content blocks show its card. */
export type CardReaders = Map<string, Set<string>>;

/** What validating a page's props reads besides the page: the forms, the cards and the slugs. */
interface PropsContext {
  forms: FormRegistry | undefined;
  cards: ReadonlyMap<string, Card>;
  slugs: ReadonlyMap<string, string | null>;
}

/**
 * Validates page props one page after another (`raw` names the page in warnings and issues).
 * `cardsRead` records, by entry id, the files whose related-content blocks show that entry's card:
 * a change to the card changes those pages (./patch.ts).
 */
function propsValidator(
  context: PropsContext,
  issues: ContentIssue[],
  warnings: string[],
  cardsRead: CardReaders,
): (raw: RawPage, entry: PageEntry) => Record<string, unknown> | undefined {
  const { forms, cards, slugs } = context;
  let currentPage = '';
  const { block } = blockSchemas({
    form: (nameOrId) => (forms ? resolveFormWithLayout(forms, nameOrId) : undefined),
    formNames: forms ? formNamesOf(forms) : [],
    cards: {
      get: (id) => {
        const readers = cardsRead.get(id);
        if (readers) readers.add(currentPage);
        else cardsRead.set(id, new Set([currentPage]));
        return cards.get(id);
      },
    },
    warn: (message) => warnings.push(`${currentPage}: ${message}`),
    document: plainDocumentSchema,
  });
  const richText = richTextSchema({ block, entrySlug: (id) => slugs.get(id) });
  const propsSchemas = new Map<TemplateId, z.ZodType>();
  return (raw, entry) => {
    currentPage = raw.name;
    let schema = propsSchemas.get(entry.template);
    if (!schema)
      propsSchemas.set(
        entry.template,
        (schema = pagePropsSchema(TEMPLATE_PROPS[entry.template], { richText })),
      );
    return validate(schema, entry.props, raw.name, issues, ['props']) as
      Record<string, unknown> | undefined;
  };
}

/** Pass 2: each page's template props, with rich text, blocks and references resolved. */
function validatePageProps(
  index: PageIndex,
  forms: FormRegistry | undefined,
  issues: ContentIssue[],
  warnings: string[],
  cardsRead: CardReaders,
): PageEntry[] {
  const validateProps = propsValidator({ forms, ...index }, issues, warnings, cardsRead);
  const pages: PageEntry[] = [];
  const hidden = new Set(index.hidden);
  for (const pending of [...index.pending, ...index.hidden]) {
    const { raw, entry } = pending;
    const props = validateProps(raw, entry);
    // Scheduled entries are validated now, so a bad one fails today's build, not its publication.
    if (props && !hidden.has(pending)) pages.push({ ...entry, props });
  }
  return pages;
}

/** Embedded entries of one block type removed from a page's rich-text body (mutates it). */
function withoutBlocks(body: unknown, type: string): void {
  const rich = body as
    { json: { content?: unknown[] }; blocks: Record<string, { type?: string }> } | undefined;
  if (!rich?.json?.content) return;
  const drop = new Set(
    Object.entries(rich.blocks)
      .filter(([, block]) => block.type === type)
      .map(([id]) => id),
  );
  if (drop.size === 0) return;
  rich.json.content = rich.json.content.filter((node) => {
    const n = node as { nodeType?: string; data?: { target?: { sys?: { id?: string } } } };
    return !(n.nodeType === 'embedded-entry-block' && drop.has(n.data?.target?.sys?.id ?? ''));
  });
  for (const id of drop) delete rich.blocks[id];
}

/**
 * Pass 2b: events that end (issue 33, point 5). Each event gets its state at `now`; the page's events
 * are sorted by start; a page whose sessions are all over loses its registration form (a Form
 * block in its body) and its card no longer says 'Live Event'. Starts and ends are due moments.
 */
function settleEvents(
  pages: readonly PageEntry[],
  index: PageIndex,
  names: Map<string, string>,
  now: Date,
) {
  for (const page of pages) {
    const validThrough = page.props.validThrough as string | undefined;
    if (validThrough && Date.parse(validThrough) <= now.getTime()) page.props.closed = true;
    const events = page.props.events as PageEvent[] | undefined;
    if (!events?.length) continue;
    const file = names.get(page.path) ?? page.path;
    events.sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
    events.forEach((event, position) => {
      event.state = eventState(event, now);
      event.when = sessionTime(event, event.timeZone);
      index.due.push(
        { at: event.startDate, what: `${file} › props.events.${position}.startDate` },
        {
          at: new Date(eventEnd(event)).toISOString(),
          what: `${file} › props.events.${position}.endDate`,
        },
      );
    });
    const state = overallState(events.map((event) => event.state ?? 'upcoming'));
    page.props.eventState = state;
    const card = index.cardsByPath.get(page.path);
    if (card) card.eventState = state;
    if (state === 'past') withoutBlocks(page.props.body, 'Form');
  }
}

/** The cards a listing shows, from the listed cards of each template in their order. */
export const listingCards = (
  collection: Collection,
  cardsByTemplate: ReadonlyMap<TemplateId, readonly Card[]>,
): Card[] =>
  (cardsByTemplate.get(collection.template) ?? [])
    .filter(
      (card) =>
        (!collection.category || card.category === collection.category) &&
        (!collection.variant || card.variant === collection.variant) &&
        (!collection.under ||
          (card.permalink.startsWith(collection.under) && card.permalink !== collection.under)),
    )
    .slice(0, collection.limit);

/** The order of listed cards: newest first, then by title. */
export const listingOrder = (a: Card, b: Card): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);

/**
 * Pass 3: listings, newest first. Fills `cards` beside every `collection` of the pages' props
 * (the page and its Cards sections), in place: the props were built by pass 2 for this site.
 */
function fillListings(pages: readonly PageEntry[], cardsByTemplate: Map<TemplateId, Card[]>) {
  for (const list of cardsByTemplate.values()) list.sort(listingOrder);
  const fill = (collection: Collection) => listingCards(collection, cardsByTemplate);
  for (const page of pages) {
    const props = page.props as {
      collection?: Collection;
      cards?: Card[];
      sections?: { type: string; collection?: Collection; cards?: Card[] }[];
    };
    if (props.collection) props.cards = fill(props.collection);
    for (const section of props.sections ?? [])
      if (section.type === 'Cards' && section.collection) section.cards = fill(section.collection);
  }
}

/** Pass 3b: the newsletter banner's form, from content/forms/, given to the pages that show it. */
function attachNewsletterForm(
  pages: readonly PageEntry[],
  forms: FormRegistry | undefined,
  files: ReadonlyMap<string, string>,
  issues: ContentIssue[],
) {
  if (!forms) return;
  const banner = newsletterBannerForm(forms);
  for (const page of pages) {
    const props = page.props as {
      newsletterForm?: ResolvedForm;
      sections?: { type: string; form?: ResolvedForm }[];
    };
    const blog = page.template === 'templates/blog-post';
    const bands = (props.sections ?? []).filter((section) => section.type === 'NewsletterCta');
    if (!blog && bands.length === 0) continue;
    if (!banner) {
      issues.push({
        file: files.get(page.path) ?? page.path,
        field: blog ? '(newsletter banner)' : 'sections',
        message: `the newsletter banner needs the form ${NEWSLETTER_FORM}: add content/forms/newsletter.json (docs/forms.md); the forms are: ${formNamesOf(forms).join(', ')}`,
      });
      continue;
    }
    if (blog) props.newsletterForm = banner;
    for (const band of bands) band.form = banner;
  }
}

/** The pages that receive the interview question library in their props. */
const INTERVIEW_BUILDER_PAGES: ReadonlySet<TemplateId> = new Set([
  'pages/interview-builder',
  'pages/interview-builder-library',
]);

/** Pass 4: the interview builder's question library, validated and given to its two pages. */
function attachInterviewLibrary(source: RawSource, pages: PageEntry[], issues: ContentIssue[]) {
  const file = source.interviewQuestions;
  const library = file ? validate(interviewLibrarySchema, file.data, file.name, issues) : undefined;
  for (const page of pages) {
    if (!INTERVIEW_BUILDER_PAGES.has(page.template)) continue;
    if (library) page.props.library = library;
    else if (!file)
      issues.push({
        file: 'interview-questions.yaml',
        field: '(file)',
        message: `${page.path} needs the interview question library`,
      });
  }
}

/**
 * A plan's sign-up link names the registration id the settings give that plan (docs/product.md
 * §11.3): the settings are where the site's registration ids are kept, so a link that disagrees
 * would sign visitors up for another plan than the one the site credits.
 */
function checkPlanRegistrations(
  settings: Settings | undefined,
  pricing: Pricing | undefined,
  file: string,
  issues: ContentIssue[],
) {
  if (!settings || !pricing) return;
  pricing.plans.forEach((plan, index) => {
    const linked = registrationIdOf(plan.ctaLink);
    if (!/^\d+$/.test(linked) || !Object.hasOwn(settings.registration, plan.id)) return;
    const expected = settings.registration[plan.id as keyof Settings['registration']];
    if (Number(linked) !== expected)
      issues.push({
        file,
        field: `plans.${index}.ctaLink`,
        message: `${plan.ctaLink} signs up for registration ${linked}, but settings.json's registration.${plan.id} is ${expected}`,
      });
  });
}

/**
 * The pricing data with its tokens replaced ("Save up to {{annual-saving}}", a tooltip's
 * "{{messages.included-viewers}}"), every string of it checked like a page's. The tokens are figures
 * of the pricing data itself, never of its text, so filling it from itself is not circular.
 */
function pricingWithFacts(
  pricing: Pricing,
  settings: Settings | undefined,
  file: string,
  issues: ContentIssue[],
): Pricing {
  const filled = withFacts(pricing, factTokens(pricing, settings), file, issues) as Pricing;
  issues.push(...statedFactIssuesIn(filled, pricing, file, settings));
  return filled;
}

/**
 * The settings' trial button with its tokens replaced ("Free {{trial-days}}-day Trial"), checked
 * like a page's text: the one sentence of the settings that states a fact.
 */
function settingsWithFacts(
  settings: Settings,
  pricing: Pricing | undefined,
  file: string,
  issues: ContentIssue[],
): Settings {
  if (!pricing) return settings;
  const field = 'trial.buttonText';
  const buttonText = withFacts(
    settings.trial.buttonText,
    factTokens(pricing, settings),
    file,
    issues,
    field,
  ) as string;
  issues.push(...statedFactIssues(buttonText, pricing, file, field, settings));
  return { ...settings, trial: { ...settings.trial, buttonText } };
}

/**
 * The pages with their fact tokens replaced from the pricing data and settings, and every price,
 * saving or trial length they still state by hand checked against them (./facts.ts).
 */
function pagesWithFacts(
  pages: readonly RawPage[],
  pricing: Pricing,
  settings: Settings | undefined,
  issues: ContentIssue[],
): RawPage[] {
  const tokens = factTokens(pricing, settings);
  // What the checks read besides the page: a page found without a token or an issue under the
  // same facts is not walked again while its file is unchanged (a kept build process).
  const facts = JSON.stringify([[...tokens], pricing, settings ?? null]);
  return pages.map((raw) => {
    if (raw.data === undefined) return raw;
    const entry = sourceEntryOf(raw);
    if (entry && factFreeUnder.get(entry) === facts) return raw;
    const before = issues.length;
    const data = withFacts(raw.data, tokens, raw.name, issues);
    issues.push(...statedFactIssuesIn(data, pricing, raw.name, settings));
    if (entry && data === raw.data && issues.length === before) factFreeUnder.set(entry, facts);
    return data === raw.data ? raw : { ...raw, data };
  });
}

/**
 * Source entries (./local-source.ts) found to hold no fact token and to state no fact wrongly,
 * with the facts (tokens, pricing, settings as JSON) they were checked against.
 */
const factFreeUnder = new WeakMap<object, string>();

/** Where blog categories are named: each post's own, and each listing's `collection.category`. */
function categoryUses(pending: PageIndex['pending']): CategoryUse[] {
  const uses: CategoryUse[] = [];
  for (const { raw, entry } of pending) {
    const props = entry.props as { category?: unknown; collection?: { category?: unknown } };
    if (entry.template === 'templates/blog-post' && typeof props.category === 'string')
      uses.push({ file: raw.name, category: props.category, kind: 'post' });
    if (typeof props.collection?.category === 'string')
      uses.push({ file: raw.name, category: props.collection.category, kind: 'listing' });
  }
  return uses;
}

/** Validates a raw source into the site, or throws a ContentError listing every problem. */
export function buildSite(
  source: RawSource,
  env: Record<string, string | undefined>,
  options: LoadOptions,
): Site {
  const issues: ContentIssue[] = [...source.issues];
  const warnings: string[] = [];
  const files = validateSiteFiles(source, env, options.icon, issues);
  const { forms, navigation, footer } = files;
  const pricing =
    files.pricing && pricingWithFacts(files.pricing, files.settings, source.pricing.name, issues);
  const settings =
    files.settings &&
    settingsWithFacts(files.settings, files.pricing, source.settings.name, issues);
  checkPlanRegistrations(settings, pricing, source.pricing.name, issues);
  const now = options.now ?? buildNow(env);
  const index = indexPages(
    pricing ? pagesWithFacts(source.pages, pricing, settings, issues) : source.pages,
    issues,
    now,
  );
  const cardsRead: CardReaders = new Map();
  const pages = validatePageProps(index, forms, issues, warnings, cardsRead);
  issues.push(...categoryIssues(categoryUses(index.pending)));
  settleEvents(
    pages,
    index,
    new Map(index.pending.map(({ raw, entry }) => [entry.path, raw.name])),
    now,
  );
  fillListings(pages, index.cardsByTemplate);
  attachNewsletterForm(
    pages,
    forms,
    new Map(index.pending.map(({ raw, entry }) => [entry.path, raw.name])),
    issues,
  );
  pages.push(...enrichBlog(pages, index.cardsByTemplate.get('templates/blog-post') ?? []));
  attachInterviewLibrary(source, pages, issues);

  if (issues.length > 0 || !settings || !navigation || !footer || !forms || !pricing)
    throw new ContentError(issues);
  const onWarning =
    options.onWarning ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  for (const warning of warnings) onWarning(warning);
  const site: Site = {
    settings,
    shared: { settings, navigation, footer, pricing },
    pages,
    forms,
    pricing,
    warnings,
    now,
    due: index.due,
    files: new Map(index.pending.map(({ raw, entry }) => [entry.path, raw.name])),
  };
  contexts.set(site, {
    forms,
    pricing,
    settings,
    cards: index.cards,
    slugs: index.slugs,
    cardsByTemplate: index.cardsByTemplate,
    cardsRead,
  });
  return site;
}

/** What a load learnt that patching its site after a page edit needs (./patch.ts). */
export interface SiteContext extends PropsContext {
  forms: FormRegistry;
  /** The pricing data and settings with their fact tokens filled in. */
  pricing: Pricing;
  settings: Settings;
  /** Listed cards by template, newest first (pass 3). */
  cardsByTemplate: ReadonlyMap<TemplateId, readonly Card[]>;
  /** Entry id → the files whose related-content blocks show its card. */
  cardsRead: ReadonlyMap<string, ReadonlySet<string>>;
}

const contexts = new WeakMap<Site, SiteContext>();

/** The context a loaded site was built in; for a site patched after an edit, the one given. */
export const siteContext = (site: Site): SiteContext | undefined => contexts.get(site);

export function keepContext(site: Site, context: SiteContext): void {
  contexts.set(site, context);
}

export { attachNewsletterForm, cardOf, pagesWithFacts, propsValidator, validate };
