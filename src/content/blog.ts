/**
 * What the blog's pages need beyond their own content, computed once at build time so the browser
 * gets small, ready-made props: reading time and table of contents of each post, related reading,
 * the categories of the landing, and the paginated posts list (/blog/page/2/ …). Topic pages are
 * generated for every category that has no page of its own.
 */
import type { Node } from '@contentful/rich-text-types';
import type { Card } from '../contracts/schemas/common.ts';
import { blogPageHref as pageHref, type Pagination } from '../contracts/pagination.ts';
import type { BlogCategory, TocEntry } from '../contracts/schemas/pages.ts';
import { plainText, slugify, type RichText } from '../contracts/schemas/richtext.ts';
import type { PageEntry } from './model.ts';

/**
 * The landing shows as many posts as its collection asks for (content/pages/blog.json: 7, one
 * featured and two rows of three); each further page shows two rows of three.
 */
export const LANDING_SIZE = 7;
export const PAGE_SIZE = 6;
/** Adult silent reading of non-fiction, the usual figure behind "n min read". */
export const WORDS_PER_MINUTE = 230;
/** How many posts a post's related reading shows. */
export const RELATED_COUNT = 3;
const BLOG = '/blog/';
const TOPIC_BASE = '/blog/customer-service/topic/';

interface LooseNode {
  nodeType?: string;
  value?: string;
  data?: { id?: string };
  content?: LooseNode[];
}

/** Words of a document's text (block embeds, such as a call to action, are not counted). */
export function countWords(doc: RichText['json'] | undefined): number {
  let words = 0;
  const visit = (node: LooseNode): void => {
    if (node.nodeType === 'text' && node.value)
      words += node.value.split(/\s+/).filter(Boolean).length;
    for (const child of node.content ?? []) visit(child);
  };
  if (doc) visit(doc as LooseNode);
  return words;
}

/** Whole minutes, at least one: a post is never "0 min read". */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The post's second- and third-level headings, with the ids the rich-text schema gave them. */
export function tableOfContents(doc: RichText['json'] | undefined): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const node of (doc?.content ?? []) as LooseNode[]) {
    const level = node.nodeType === 'heading-2' ? 2 : node.nodeType === 'heading-3' ? 3 : 0;
    const text = level ? plainText(node as Node).trim() : '';
    if (level && text && node.data?.id) entries.push({ id: node.data.id, text, level });
  }
  return entries;
}

/** How many pages a list of `total` posts takes: the landing, then PAGE_SIZE per page. */
export function pageCount(total: number, landing: number = LANDING_SIZE): number {
  return total <= landing ? 1 : 1 + Math.ceil((total - landing) / PAGE_SIZE);
}

/** The posts of page n (1-based), from posts sorted newest first. */
export function postsOfPage<T>(posts: readonly T[], page: number, landing = LANDING_SIZE): T[] {
  if (page <= 1) return posts.slice(0, landing);
  const start = landing + (page - 2) * PAGE_SIZE;
  return posts.slice(start, start + PAGE_SIZE);
}

function pagination(current: number, total: number): Pagination {
  return { current, total };
}

/** Up to three posts: the same category first (newest first), then the newest others. */
export function relatedPosts(post: Card, posts: readonly Card[]): Card[] {
  // Stops as soon as it has enough: this runs once per post, so it must not scan every post.
  const same: Card[] = [];
  const others: Card[] = [];
  for (const card of posts) {
    if (card.permalink === post.permalink) continue;
    if (post.category && card.category === post.category) same.push(card);
    else if (others.length < RELATED_COUNT) others.push(card);
    if (same.length === RELATED_COUNT) break;
  }
  return [...same, ...others].slice(0, RELATED_COUNT);
}

/** A card without what the related-reading list does not show, to keep each post's data small. */
function slim(card: Card): Card {
  const { title, permalink, description, category, date, variant } = card;
  return { title, permalink, description, category, date, variant };
}

/**
 * A post's computed props, in place: reading time, table of contents and related reading (`self`
 * is its card among `posts`, newest first).
 */
export function enrichPost(page: PageEntry, self: Card | undefined, posts: readonly Card[]): void {
  const body = page.props.body as RichText | undefined;
  Object.assign(page.props, {
    readingMinutes: readingMinutes(countWords(body?.json)),
    toc: tableOfContents(body?.json),
    related: self ? relatedPosts(self, posts).map(slim) : [],
  });
}

/** Where the build puts a category's topic page when the content has none. */
export const topicPath = (category: string) => `${TOPIC_BASE}${slugify(category)}/`;

/** The order of the landing's categories: most posts first, then by name. */
export const categoryOrder = (a: BlogCategory, b: BlogCategory): number =>
  b.count - a.count || a.name.localeCompare(b.name);

/** A related-reading entry as a post's `related` list holds it. */
export const relatedEntry = (card: Card): Card => slim(card);

/**
 * Fills in the blog's computed props (mutating the pages' props, as the listings do) and returns
 * the pages to add: the posts list's further pages and the missing topic pages.
 */
export function enrichBlog(pages: PageEntry[], posts: readonly Card[]): PageEntry[] {
  const added: PageEntry[] = [];
  const paths = new Set(pages.map((page) => page.path));
  const topicOf = new Map<string, string>();
  for (const page of pages) {
    const category = (page.props.collection as { category?: string } | undefined)?.category;
    if (page.path.startsWith(TOPIC_BASE) && category) topicOf.set(category, page.path);
  }
  const counts = new Map<string, number>();
  for (const post of posts)
    if (post.category) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  for (const [category] of counts) {
    const path = topicPath(category);
    if (topicOf.has(category) || paths.has(path)) continue;
    topicOf.set(category, path);
    added.push({
      path,
      template: 'templates/posts-list',
      title: `${category} articles`,
      description: `Every article on the Harbor blog about ${category.toLowerCase()}, newest first.`,
      props: {
        heading: category,
        intro: `Every article on the Harbor blog about ${category.toLowerCase()}, newest first.`,
        eyebrow: 'Blog topic',
        cards: posts.filter((post) => post.category === category),
      },
    });
  }
  const categories: BlogCategory[] = [...counts]
    .map(([name, count]) => ({ name, count, href: topicOf.get(name) ?? BLOG }))
    .sort(categoryOrder);

  const landingPage = pages.find(
    (page) => page.path === BLOG && page.template === 'templates/posts-landing',
  );
  const landingCards = landingPage?.props.cards as Card[] | undefined;
  // Content decides how many posts the landing shows (its collection's limit).
  const landing = landingCards ? landingCards.length : LANDING_SIZE;
  const total = pageCount(posts.length, landing);
  const byPath = new Map(posts.map((post) => [post.permalink, post]));
  for (const page of pages) {
    if (page === landingPage) {
      Object.assign(page.props, {
        cards: landingCards ?? postsOfPage(posts, 1, landing),
        categories,
        pagination: pagination(1, total),
      });
    } else if (page.template === 'pages/search') {
      // Without JavaScript the search page lists the topics instead (docs/search.md).
      Object.assign(page.props, { categories });
    } else if (page.template === 'templates/blog-post') {
      enrichPost(page, byPath.get(page.path), posts);
    }
  }
  for (let number = 2; number <= total; number++) {
    added.push({
      path: pageHref(number),
      template: 'templates/posts-list',
      title: `Blog: all articles, page ${number} of ${total}`,
      description: `Articles on customer service and support operations from the Harbor blog, page ${number} of ${total}.`,
      props: {
        heading: 'All articles',
        intro: `Page ${number} of ${total}, newest first.`,
        eyebrow: 'Blog',
        cards: postsOfPage(posts, number, landing),
        pagination: pagination(number, total),
      },
    });
  }
  return added;
}
