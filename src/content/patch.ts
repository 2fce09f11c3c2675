/**
 * Patching a loaded site after a few page files were edited (issue 33): the kept build process of
 * watch mode (scripts/build/incremental.ts) validates only the edited files against what the last
 * load learnt (./load.ts `siteContext`), and puts each edited card into the listings and related
 * reading of the pages that show it, instead of loading all the content again (3.7 s at 10,000
 * posts on an idle 2-core machine; a patch takes milliseconds).
 *
 * It patches only what it can prove gives the site a whole load would give; anything else is
 * refused with the reason, and the caller loads everything:
 * - an edit of a page file the last load built, from content/ (not an added, removed or renamed
 *   file, not a scheduled one, not shared data, not Contentful's entries);
 * - the same path, template and publication window, no events or validThrough (they depend on
 *   the time), no listing of its own (`collection`), and the same pictures (the image files a
 *   static build writes);
 * - a card with the same path, date and kind, and no other card of its date and title (the file
 *   order would decide between them): a new title or category re-files it in the listings, topic
 *   pages, the posts list's pages and related reading; the pages whose related-content blocks
 *   show the card are validated again with it;
 * - no scheduled moment passed since the last load.
 * scripts/build/incremental.test.ts checks on random edit sequences that the result builds the
 * same bytes as a clean build.
 */
import path from 'node:path';
import type { Card } from '../contracts/schemas/common.ts';
import type { TemplateId } from '../contracts/templates.ts';
import {
  categoryOrder,
  enrichPost,
  postsOfPage,
  RELATED_COUNT,
  relatedEntry,
  relatedPosts,
  topicPath,
} from './blog.ts';
import type { Pagination } from '../contracts/pagination.ts';
import type { BlogCategory, Collection } from '../contracts/schemas/pages.ts';
import { readPageFile } from './local-source.ts';
import {
  attachNewsletterForm,
  cardOf,
  contentfulConfigured,
  imageResolver,
  keepContext,
  listingCards,
  listingOrder,
  missingImages,
  pagesWithFacts,
  picturesOf,
  propsValidator,
  siteContext,
  validate,
  type CardReaders,
  type LoadOptions,
  type Site,
  type SiteContext,
} from './load.ts';
import { pageEntrySchema, type ContentIssue, type PageEntry } from './model.ts';
import { buildNow, isPublished } from './schedule.ts';

export type PatchResult = { site: Site } | { reason: string };

/** Templates whose props the blog fills from every post (./blog.ts `enrichBlog`). */
const FILLED_FROM_ALL: ReadonlySet<TemplateId> = new Set([
  'templates/posts-landing',
  'pages/search',
  'pages/interview-builder',
  'pages/interview-builder-library',
]);

/** Props that depend on the time or on other pages: such a page is loaded with the rest. */
const TIMED_OR_LISTED = ['events', 'validThrough', 'collection'] as const;

/** Card fields that order and file a card among the others (listings, topics, related reading). */
const CARD_PLACE = ['permalink', 'date', 'variant'] as const;

const timedOrListing = (props: Record<string, unknown>) =>
  TIMED_OR_LISTED.some((key) => props[key] !== undefined) ||
  (Array.isArray(props.sections) &&
    props.sections.some((section: { collection?: unknown }) => section?.collection !== undefined));

const samePictures = (before: unknown, after: unknown) =>
  JSON.stringify(picturesOf(before).map(({ src }) => src)) ===
  JSON.stringify(picturesOf(after).map(({ src }) => src));

/** Page path by file name, for each site's map of files (patched sites share their first's). */
const pathsByFile = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();

function pageOfFile(site: Site, name: string): PageEntry | undefined {
  if (!site.files) return undefined;
  let byFile = pathsByFile.get(site.files);
  if (!byFile) {
    byFile = new Map([...site.files].map(([pagePath, file]) => [file, pagePath]));
    pathsByFile.set(site.files, byFile);
  }
  const pagePath = byFile.get(name);
  return pagePath === undefined ? undefined : site.pages.find((page) => page.path === pagePath);
}

/** `cards` with the one at `permalink` replaced, or null when it is not among them. */
function replaced(cards: unknown, permalink: string, card: Card): Card[] | null {
  if (!Array.isArray(cards)) return null;
  const at = cards.findIndex((item: Card) => item?.permalink === permalink);
  if (at < 0) return null;
  const copy = [...cards] as Card[];
  copy[at] = card;
  return copy;
}

/**
 * Every page but `except` that shows the card at `permalink` in a listing or its related reading,
 * with the new card in its place.
 */
function withNewCard(
  pages: readonly PageEntry[],
  except: PageEntry,
  permalink: string,
  listed: Card,
  related: Card,
): Map<PageEntry, PageEntry> {
  const changed = new Map<PageEntry, PageEntry>();
  for (const page of pages) {
    if (page === except) continue;
    const props = page.props as {
      cards?: unknown;
      related?: unknown;
      sections?: { cards?: unknown }[];
    };
    const cards = replaced(props.cards, permalink, listed);
    const relatedCards = replaced(props.related, permalink, related);
    let sections: { cards?: unknown }[] | null = null;
    props.sections?.forEach((section, index) => {
      const sectionCards = replaced(section?.cards, permalink, listed);
      if (!sectionCards) return;
      sections ??= [...(props.sections ?? [])];
      sections[index] = { ...section, cards: sectionCards };
    });
    if (!cards && !relatedCards && !sections) continue;
    changed.set(page, {
      ...page,
      props: {
        ...page.props,
        ...(cards ? { cards } : {}),
        ...(relatedCards ? { related: relatedCards } : {}),
        ...(sections ? { sections } : {}),
      },
    });
  }
  return changed;
}

const permalinks = (cards: unknown) =>
  Array.isArray(cards) ? cards.map((card: Card) => card?.permalink).join('\n') : null;

/**
 * The pages after a card moved: to another place in its template's list (a new title among
 * cards of its date) or to another category. As a whole load files them: the listings, the
 * generated topic pages of both categories, the posts list's further pages, the landing's and
 * search page's category counts, and every post's related reading. Pages whose cards stay the
 * same are kept as they are (the edited card itself was already put in its place).
 */
async function refiled(
  pages: readonly PageEntry[],
  {
    patched,
    generated,
    cardsByTemplate,
    categories,
    first,
    resolve,
  }: {
    patched: PageEntry;
    generated: (pagePath: string) => boolean;
    cardsByTemplate: ReadonlyMap<TemplateId, readonly Card[]>;
    categories: readonly [string | undefined, string | undefined];
    /** The card's place among the posts before or after the edit, whichever comes first. */
    first: number;
    resolve: <T>(value: T) => Promise<T>;
  },
): Promise<PageEntry[]> {
  const [from, to] = categories;
  const posts = cardsByTemplate.get('templates/blog-post') ?? [];
  const landing = pages.find((page) => page.template === 'templates/posts-landing');
  const landingSize = (landing?.props.cards as Card[] | undefined)?.length;
  const postByPath = new Map(posts.map((post) => [post.permalink, post]));
  const topics = new Map(
    [from, to].flatMap((category) => (category ? [[topicPath(category), category]] : [])),
  );
  // A post's related reading is read from the posts before the fourth of its category
  // (./blog.ts relatedPosts): the posts of a category whose fourth comes before the card's place,
  // before and after the edit, keep theirs; so do both categories of a moved card then (the card
  // was not among the first four of the one, and is not among the first four of the other).
  // Which categories those are, and in what order they first appear.
  const fourth = new Map<string, number>();
  const seen = new Map<string, number>();
  posts.forEach((post, index) => {
    if (!post.category) return;
    const count = (seen.get(post.category) ?? 0) + 1;
    seen.set(post.category, count);
    if (count === RELATED_COUNT + 1) fourth.set(post.category, index);
  });
  const relatedMayChange = (category: string | undefined) =>
    category === undefined
      ? first <= RELATED_COUNT + 1
      : (fourth.get(category) ?? Infinity) + 1 >= first;
  const recount = (list: BlogCategory[]) =>
    list
      .map((item) =>
        item.name === from
          ? { ...item, count: item.count - 1 }
          : item.name === to
            ? { ...item, count: item.count + 1 }
            : item,
      )
      .sort(categoryOrder);
  const refill = async (current: unknown, cards: Card[]) =>
    permalinks(current) === permalinks(cards) ? null : await resolve(cards);
  const result: PageEntry[] = [];
  for (const page of pages) {
    const props = page.props as {
      collection?: Collection;
      cards?: Card[];
      categories?: BlogCategory[];
      pagination?: Pagination;
      related?: Card[];
      sections?: { collection?: Collection; cards?: Card[] }[];
    };
    let updates: Record<string, unknown> | null = null;
    const update = (key: string, value: unknown) => ((updates ??= {})[key] = value);
    if (page.template === 'templates/blog-post') {
      // Most pages are posts, and most posts keep their related reading.
      const self = postByPath.get(page.path);
      if (page !== patched && relatedMayChange(self?.category)) {
        const related = await refill(
          props.related,
          self ? relatedPosts(self, posts).map(relatedEntry) : [],
        );
        if (related) update('related', related);
      }
    } else {
      if (props.collection) {
        const cards = await refill(props.cards, listingCards(props.collection, cardsByTemplate));
        if (cards) update('cards', cards);
      }
      const made = generated(page.path);
      const topic = made ? topics.get(page.path) : undefined;
      if (topic && page.template === 'templates/posts-list') {
        const cards = await refill(
          props.cards,
          posts.filter((post) => post.category === topic),
        );
        if (cards) update('cards', cards);
      }
      // The posts list's further pages (./blog.ts).
      if (made && props.pagination && landingSize !== undefined) {
        const cards = await refill(
          props.cards,
          postsOfPage(posts, props.pagination.current, landingSize),
        );
        if (cards) update('cards', cards);
      }
      if (
        from !== to &&
        props.categories &&
        (page.template === 'templates/posts-landing' || page.template === 'pages/search')
      )
        update('categories', recount(props.categories));
      let sections: typeof props.sections | null = null;
      for (const [index, section] of (props.sections ?? []).entries()) {
        if (!section?.collection) continue;
        const cards = await refill(
          section.cards,
          listingCards(section.collection, cardsByTemplate),
        );
        if (!cards) continue;
        sections ??= [...(props.sections ?? [])];
        sections[index] = { ...section, cards };
      }
      if (sections) update('sections', sections);
    }
    result.push(updates ? { ...page, props: { ...page.props, ...(updates as object) } } : page);
  }
  // The generated topic pages come in the order their categories first appear among the posts,
  // newest first (./blog.ts), which a moved card can change.
  const firstSeen = new Map([...seen.keys()].map((category, at) => [topicPath(category), at]));
  const slots = result.flatMap((page, index) =>
    page.template === 'templates/posts-list' && firstSeen.has(page.path) && generated(page.path)
      ? [index]
      : [],
  );
  const ordered = slots
    .map((index) => result[index] as PageEntry)
    .sort((a, b) => (firstSeen.get(a.path) ?? 0) - (firstSeen.get(b.path) ?? 0));
  slots.forEach((index, at) => (result[index] = ordered[at] as PageEntry));
  return result;
}

/**
 * The site after the page files `names` (relative to `root`) were edited, from the site the last
 * load gave; or why it cannot be patched. Throws nothing for bad content: a file with a problem
 * is refused, for the whole load to report it with the others.
 */
export async function patchSite(
  previous: Site,
  names: readonly string[],
  root: string,
  env: Record<string, string | undefined>,
  options: LoadOptions,
): Promise<PatchResult> {
  const context = siteContext(previous);
  if (!context) return { reason: 'the last load kept no context' };
  if (names.length === 0) return { reason: 'no file changed' };
  if (contentfulConfigured(env)) return { reason: 'the content comes from Contentful' };
  const now = options.now ?? buildNow(env);
  const since = previous.now.getTime();
  const passed = previous.due.find(({ at }) => {
    const moment = Date.parse(at);
    return moment > since && moment <= now.getTime();
  });
  if (passed) return { reason: `a scheduled moment passed (${passed.what})` };
  let site = previous;
  let current = context;
  // The edited files, then the files whose related-content blocks show a card an edit changed.
  const queue = [...new Set(names)];
  for (let at = 0; at < queue.length; at++) {
    if (at === MAX_FILES) return { reason: `more than ${MAX_FILES} files to validate again` };
    const name = queue[at] as string;
    const result = await patchPage(site, current, name, root, now, options);
    if ('reason' in result) return { reason: `${name}: ${result.reason}` };
    ({ site, context: current } = result);
    for (const reader of result.readers) if (!queue.includes(reader)) queue.push(reader);
  }
  return { site };
}

/** Past this many files (edited, or showing an edited card) a whole load is as quick. */
const MAX_FILES = 200;

async function patchPage(
  site: Site,
  context: SiteContext,
  name: string,
  root: string,
  now: Date,
  options: LoadOptions,
): Promise<{ site: Site; context: SiteContext; readers: readonly string[] } | { reason: string }> {
  const before = pageOfFile(site, name);
  if (!before) return { reason: 'not a page the last load built' };
  const issues: ContentIssue[] = [];
  const warnings: string[] = [];
  const read = readPageFile(root, name, issues);
  const [raw] = read ? pagesWithFacts([read], context.pricing, context.settings, issues) : [];
  const entry = raw && validate(pageEntrySchema, raw.data, raw.name, issues);
  if (!raw || !entry || issues.length > 0) return { reason: 'it has problems' };
  if (entry.path !== before.path || entry.template !== before.template)
    return { reason: 'its path or template changed' };
  if (entry.publishAt !== before.publishAt || entry.unpublishAt !== before.unpublishAt)
    return { reason: 'its publication window changed' };
  if (!isPublished(entry, now)) return { reason: 'it is not published' };
  if (FILLED_FROM_ALL.has(entry.template)) return { reason: 'its template lists other pages' };
  if (timedOrListing(entry.props) || timedOrListing(before.props))
    return { reason: 'it has events, a validity date or a listing' };

  const oldCard = context.cards.get(raw.id);
  const card = cardOf(entry);
  const cardChanged = JSON.stringify(card) !== JSON.stringify(oldCard);
  if (cardChanged) {
    if (!card || !oldCard) return { reason: 'it gains or loses its card' };
    if (CARD_PLACE.some((key) => card[key] !== oldCard[key]))
      return { reason: 'its path, date or kind changed' };
    // Its title orders it among cards of its date; a card of the same date and title would be
    // ordered by file, which the patch does not know.
    const listed = context.cardsByTemplate.get(entry.template) ?? [];
    if (listed.some((other) => other !== oldCard && listingOrder(other, card) === 0))
      return { reason: 'another page has its date and title' };
    if (card.category !== oldCard.category) {
      if (entry.template !== 'templates/blog-post')
        return { reason: 'only a blog post changes category without a whole load' };
      // Both categories keep two posts or more: no topic page comes or goes, and no post is left
      // alone in a category that may be a misspelling of another (./categories.ts).
      const count = (category: string | undefined) =>
        listed.filter((other) => other.category === category).length;
      if (count(oldCard.category) <= 2 || count(card.category) < 1)
        return { reason: 'a category would have fewer than two posts' };
    }
  }

  const reads: CardReaders = new Map();
  const props = propsValidator(context, issues, warnings, reads)(raw, entry);
  if (!props || issues.length > 0) return { reason: 'it has problems' };
  const cardsRead = new Map(context.cardsRead);
  for (const [id, files] of reads)
    cardsRead.set(id, new Set([...(cardsRead.get(id) ?? []), ...files]));
  const page: PageEntry = { ...entry, props };
  const files = new Map([[page.path, raw.name]]);
  attachNewsletterForm([page], context.forms, files, issues);
  if (issues.length > 0) return { reason: 'it has problems' };
  if (!samePictures(before.props, page.props)) return { reason: 'its pictures changed' };

  // The listed cards of its template, with its new card in its place: the same place, or where
  // its new title sorts it among the cards of its date.
  const cardsByTemplate = new Map(context.cardsByTemplate);
  const cards = new Map(context.cards);
  let moved = false;
  let first = 0;
  if (card && oldCard && cardChanged) {
    cards.set(raw.id, card);
    const list = cardsByTemplate.get(entry.template);
    const was = list?.indexOf(oldCard) ?? -1;
    if (list && was >= 0) {
      const others = list.filter((item) => item !== oldCard);
      const at = others.findIndex((item) => listingOrder(card, item) < 0);
      const place = at < 0 ? others.length : at;
      others.splice(place, 0, card);
      moved = was !== place;
      first = Math.min(was, place);
      cardsByTemplate.set(entry.template, others);
    }
  }
  if (page.template === 'templates/blog-post')
    enrichPost(page, card, cardsByTemplate.get('templates/blog-post') ?? []);

  const imagesDir = path.join(root, 'images');
  const {
    sources,
    resolve,
    warnings: imageWarnings,
  } = imageResolver(site.settings, imagesDir, options);
  const missing = await missingImages([page], files, sources, imagesDir);
  if (missing.length > 0) return { reason: 'it names a missing picture' };
  const [resolvedProps, listedCard, relatedCard] = await resolve([
    page.props,
    card ?? null,
    card ? relatedEntry(card) : null,
  ]);
  const patched: PageEntry = { ...page, props: resolvedProps as PageEntry['props'] };
  const shown =
    cardChanged && listedCard && relatedCard
      ? withNewCard(site.pages, before, page.path, listedCard, relatedCard)
      : new Map<PageEntry, PageEntry>();
  let pages = site.pages.map((item) => (item === before ? patched : (shown.get(item) ?? item)));
  if (card && oldCard && (moved || card.category !== oldCard.category))
    pages = await refiled(pages, {
      patched,
      generated: (pagePath) => !site.files?.has(pagePath),
      cardsByTemplate,
      categories: [oldCard.category, card.category],
      first,
      resolve,
    });

  const onWarning =
    options.onWarning ?? ((message: string) => process.stderr.write(`warning: ${message}\n`));
  for (const warning of [...warnings, ...imageWarnings]) onWarning(warning);
  const next: Site = {
    ...site,
    pages,
    now,
    warnings: [
      ...site.warnings.filter((warning) => !warning.startsWith(`${raw.name}: `)),
      ...warnings,
      ...imageWarnings,
    ],
  };
  const nextContext: SiteContext = { ...context, cards, cardsByTemplate, cardsRead };
  keepContext(next, nextContext);
  return {
    site: next,
    context: nextContext,
    readers: cardChanged ? [...(context.cardsRead.get(raw.id) ?? [])] : [],
  };
}
