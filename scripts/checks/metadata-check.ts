/**
 * Guards against pages that search engines and link previews cannot use: a missing or duplicated
 * title or description, a canonical URL that is not the page's, missing Open Graph or Twitter
 * tags, and structured data that does not parse or lacks what its type requires. Pure functions
 * over HTML text; scripts/checks/check-meta.ts runs them over dist/.
 */
import { attributeOf, elementsOf, readHtml, textOf } from './read-html.ts';

/** Properties each structured-data type must carry (schema.org, as search engines require). */
export const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization'],
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  Event: ['name', 'startDate', 'location', 'eventAttendanceMode'],
};

export interface PageMeta {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /** Open Graph and Twitter tags by name. */
  tags: Map<string, string>;
  feed: string | null;
  jsonLd: string[];
}

/** The metadata in a document's head, as a browser parses it (./read-html.ts). */
export function readMeta(html: string): PageMeta {
  const meta: PageMeta = {
    title: null,
    description: null,
    canonical: null,
    robots: null,
    tags: new Map(),
    feed: null,
    jsonLd: [],
  };
  const head = elementsOf(readHtml(html)).find((element) => element.tagName === 'head');
  if (!head) return meta;
  for (const element of elementsOf(head)) {
    const a = (name: string) => attributeOf(element, name);
    if (element.tagName === 'title' && meta.title === null) meta.title = textOf(element);
    const key = a('property') ?? a('name');
    if (element.tagName === 'meta' && key) {
      if (key === 'description') meta.description = a('content') ?? null;
      else if (key === 'robots') meta.robots = a('content') ?? null;
      else if (/^(og|twitter|article):/.test(key)) meta.tags.set(key, a('content') ?? '');
    }
    if (element.tagName === 'link' && a('rel') === 'canonical') meta.canonical = a('href') ?? null;
    if (
      element.tagName === 'link' &&
      a('rel') === 'alternate' &&
      a('type') === 'application/rss+xml'
    )
      meta.feed = a('href') ?? null;
    if (element.tagName === 'script' && a('type') === 'application/ld+json')
      meta.jsonLd.push(textOf(element));
  }
  return meta;
}

/** Problems with one JSON-LD block: it must parse, and each node must carry its type's properties. */
export function jsonLdProblems(text: string): { types: string[]; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { types: [], problems: [`JSON-LD does not parse: ${(error as Error).message}`] };
  }
  const root = data as { '@context'?: unknown; '@graph'?: unknown };
  if (root['@context'] !== 'https://schema.org')
    return { types: [], problems: ['JSON-LD has no schema.org @context'] };
  const nodes = Array.isArray(root['@graph']) ? root['@graph'] : [root];
  const types: string[] = [];
  const problems: string[] = [];
  const check = (node: Record<string, unknown>, where: string) => {
    const type = String(node['@type'] ?? '');
    types.push(type);
    for (const property of REQUIRED[type] ?? []) {
      const value = node[property];
      if (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        problems.push(`${where}${type} lacks ${property}`);
    }
  };
  for (const node of nodes as Record<string, unknown>[]) {
    check(node, '');
    if (node['@type'] === 'Product')
      for (const offer of (node.offers as Record<string, unknown>[] | undefined) ?? [])
        check(offer, 'Product › ');
  }
  return { types, problems };
}

export interface CheckedPage {
  path: string;
  meta: PageMeta;
}

const REQUIRED_TAGS = [
  'og:title',
  'og:description',
  'og:url',
  'og:type',
  'og:image',
  'twitter:card',
];

/** Every problem with the pages' metadata, and which structured-data types were seen how often. */
export function metadataProblems(
  pages: readonly CheckedPage[],
  siteUrl: string,
  fileExists: (sitePath: string) => boolean,
): { problems: string[]; typeCounts: Map<string, number> } {
  const problems: string[] = [];
  const typeCounts = new Map<string, number>();
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { path, meta } of pages) {
    const say = (message: string) => problems.push(`${path}: ${message}`);
    for (const field of ['title', 'description'] as const) {
      const value = meta[field];
      if (!value) say(`no ${field}`);
      else if (seen[field].has(value)) say(`same ${field} as ${seen[field].get(value)}`);
      else seen[field].set(value, path);
    }
    const expected = new URL(path, siteUrl).href;
    if (meta.canonical !== expected)
      say(`canonical is ${meta.canonical ?? 'missing'}, expected ${expected}`);
    for (const tag of REQUIRED_TAGS) if (!meta.tags.get(tag)) say(`no ${tag}`);
    const image = meta.tags.get('og:image');
    if (image) {
      const url = new URL(image);
      if (url.origin === new URL(siteUrl).origin && !fileExists(url.pathname))
        say(`og:image ${url.pathname} does not exist`);
    }
    if (meta.tags.get('og:url') && meta.tags.get('og:url') !== expected)
      say('og:url is not the canonical URL');
    if (path.startsWith('/blog/') && meta.feed !== '/blog/rss.xml') say('no link to the blog feed');
    if (meta.jsonLd.length !== 1) say(`${meta.jsonLd.length} JSON-LD blocks, expected 1`);
    for (const block of meta.jsonLd) {
      const result = jsonLdProblems(block);
      for (const type of result.types) typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
      for (const problem of result.problems) say(problem);
      if (!result.types.includes('Organization') || !result.types.includes('WebSite'))
        say('JSON-LD lacks the site-wide Organization and WebSite');
    }
  }
  return { problems, typeCounts };
}
