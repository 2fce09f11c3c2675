import { describe, expect, it } from 'vitest';
import type { Card } from '../contracts/schemas/common.ts';
import type { RichText } from '../contracts/schemas/richtext.ts';
import { blogPageHref, pageWindow } from '../contracts/pagination.ts';
import {
  countWords,
  enrichBlog,
  LANDING_SIZE,
  PAGE_SIZE,
  pageCount,
  postsOfPage,
  readingMinutes,
  relatedPosts,
  tableOfContents,
} from './blog.ts';
import type { PageEntry } from './model.ts';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, value: string, data: Record<string, unknown> = {}) => ({
  nodeType,
  data,
  content: [text(value)],
});
const doc = (...content: unknown[]) =>
  ({ nodeType: 'document', data: {}, content }) as unknown as RichText['json'];

describe('reading time', () => {
  it('given a document, should count the words of every text node, nested ones too', () => {
    const nested = {
      nodeType: 'unordered-list',
      data: {},
      content: [block('list-item', 'three more words')],
    };
    expect(countWords(doc(block('paragraph', ' one  two\nthree '), nested))).toBe(6);
    expect(countWords(undefined)).toBe(0);
  });

  it('given a word count, should round to whole minutes at 230 words a minute, never below one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(344)).toBe(1);
    expect(readingMinutes(345)).toBe(2);
    expect(readingMinutes(2300)).toBe(10);
  });
});

describe('tableOfContents', () => {
  it('given headings with ids, should list the second and third levels in order', () => {
    const body = doc(
      block('heading-1', 'Title', { id: 'title' }),
      block('heading-2', 'First', { id: 'first' }),
      block('paragraph', 'text'),
      block('heading-3', 'Detail', { id: 'detail' }),
      block('heading-4', 'Too deep', { id: 'deep' }),
      block('heading-2', '  ', { id: 'blank' }),
      block('heading-2', 'No id'),
    );
    expect(tableOfContents(body)).toEqual([
      { id: 'first', text: 'First', level: 2 },
      { id: 'detail', text: 'Detail', level: 3 },
    ]);
    expect(tableOfContents(undefined)).toEqual([]);
  });
});

describe('pagination', () => {
  const posts = Array.from({ length: 20 }, (_, index) => index);

  it('given posts, should put LANDING_SIZE on the landing and PAGE_SIZE on each further page', () => {
    expect(LANDING_SIZE).toBe(7);
    expect(PAGE_SIZE).toBe(6);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(7)).toBe(1);
    expect(pageCount(8)).toBe(2);
    expect(pageCount(20)).toBe(4);
    expect(postsOfPage(posts, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(postsOfPage(posts, 2)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(postsOfPage(posts, 4)).toEqual([19]);
    expect(postsOfPage(posts, 5)).toEqual([]);
  });

  it('given a page number, should link page 1 to the landing and the others under /blog/page/', () => {
    expect(blogPageHref(1)).toBe('/blog/');
    expect(blogPageHref(3)).toBe('/blog/page/3/');
  });

  it('given many pages, should show the ends and the neighbours with gaps, filling a gap of one', () => {
    expect(pageWindow({ current: 1, total: 3 })).toEqual([1, 2, 3]);
    expect(pageWindow({ current: 6, total: 12 })).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow({ current: 3, total: 12 })).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow({ current: 12, total: 12 })).toEqual([1, null, 11, 12]);
    expect(pageWindow({ current: 1, total: 1 })).toEqual([1]);
  });
});

const card = (slug: string, category: string, date: string): Card => ({
  title: slug,
  permalink: `/blog/${slug}/`,
  description: '',
  category,
  variant: 'DEFAULT',
  date,
});

describe('enrichBlog', () => {
  const posts = Array.from({ length: 15 }, (_, index) =>
    card(
      `p${index}`,
      index % 3 === 0 ? 'Stories' : 'Operations',
      `2025-01-${String(30 - index).padStart(2, '0')}`,
    ),
  );
  const page = (
    path: string,
    template: PageEntry['template'],
    props: Record<string, unknown> = {},
  ): PageEntry => ({
    path,
    template,
    title: path,
    description: path,
    props: { heading: path, ...props },
  });

  it('given a landing, posts and one topic page, should add the further pages and the missing topics', () => {
    const landing = page('/blog/', 'templates/posts-landing');
    const post = page('/blog/p3/', 'templates/blog-post', {
      body: { json: doc(block('heading-2', 'A', { id: 'a' })) },
    });
    const topic = page('/blog/customer-service/topic/stories/', 'templates/posts-list', {
      collection: { template: 'templates/blog-post', category: 'Stories' },
    });
    const added = enrichBlog([landing, post, topic], posts);
    expect(added.map((entry) => entry.path)).toEqual([
      '/blog/customer-service/topic/operations/',
      '/blog/page/2/',
      '/blog/page/3/',
    ]);
    expect(added[1]?.props).toMatchObject({ pagination: { current: 2, total: 3 } });
    expect((added[2]?.props.cards as Card[] | undefined)?.map((c) => c.title)).toEqual([
      'p13',
      'p14',
    ]);
    expect(landing.props.pagination).toEqual({ current: 1, total: 3 });
    expect(landing.props.categories).toEqual([
      { name: 'Operations', count: 10, href: '/blog/customer-service/topic/operations/' },
      { name: 'Stories', count: 5, href: '/blog/customer-service/topic/stories/' },
    ]);
    expect(post.props).toMatchObject({
      readingMinutes: 1,
      toc: [{ id: 'a', text: 'A', level: 2 }],
    });
    expect((post.props.related as Card[]).map((c) => c.permalink)).toEqual([
      '/blog/p0/',
      '/blog/p6/',
      '/blog/p9/',
    ]);
  });

  it('given a post alone in its category, should fill related reading with the newest others', () => {
    const lonely = card('lonely', 'Rare', '2024-01-01');
    expect(relatedPosts(lonely, [lonely, ...posts]).map((c) => c.title)).toEqual([
      'p0',
      'p1',
      'p2',
    ]);
  });
});
