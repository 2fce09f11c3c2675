/**
 * Site search (Pagefind, docs/search.md): which pages the index holds and under which section
 * they are listed, where the index is served, and how a visitor's query is read from a URL. Pure
 * data and string functions: the layout marks each page's main content with these, the build
 * indexes what is marked, the search dialog and page read the query.
 */
import type { TemplateId } from './templates.ts';

/** Where the build writes the index and Pagefind's script (scripts/build/search-index.ts). */
export const SEARCH_INDEX_PATH = '/pagefind/';
/** The search page, which runs the query of its `q` parameter. */
export const SEARCH_PAGE_PATH = '/search/';

export const SEARCH_SECTIONS = ['Blog', 'Resources', 'Integrations', 'Pages'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/**
 * The section each indexed template's pages are listed under; a template absent here is not
 * indexed: listings (their posts are indexed themselves), sign-up and login, error pages, the
 * design-system gallery and the search page.
 */
const SECTION_OF: Partial<Record<TemplateId, SearchSection>> = {
  'templates/blog-post': 'Blog',
  'templates/resources-page': 'Resources',
  'templates/integration': 'Integrations',
  'templates/integrations-list': 'Integrations',
  'templates/home': 'Pages',
  'templates/pricing': 'Pages',
  'templates/landing-page': 'Pages',
  'templates/company-page': 'Pages',
  'templates/job-post': 'Pages',
  'templates/job-description': 'Pages',
  'templates/interview-guide': 'Pages',
  'pages/all-features': 'Pages',
  'pages/classes': 'Pages',
  'pages/baa-covered-entity': 'Pages',
  'pages/baa-subcontractor': 'Pages',
  'pages/dei': 'Pages',
  'pages/for-good': 'Pages',
  'pages/fundraising-with-purpose': 'Pages',
  'pages/help-desk-staffing-calculator': 'Pages',
  'pages/interview-builder': 'Pages',
  'pages/interview-builder-library': 'Pages',
  'pages/product-tour': 'Pages',
  'pages/referral': 'Pages',
  'pages/startups': 'Pages',
  'pages/webinar-foundations': 'Pages',
};

/** The section a template's pages are indexed under, or null when they are not indexed. */
export function searchSectionOf(template: TemplateId): SearchSection | null {
  return SECTION_OF[template] ?? null;
}

/** Longer queries are cut: nobody types more, and Pagefind's time grows with the words. */
export const MAX_QUERY_LENGTH = 100;

/** A visitor's query made safe to search and show: whitespace collapsed, trimmed, cut. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The query of a URL's search string (`?q=…`), normalized; '' when absent or malformed. */
export function queryFromSearch(search: string): string {
  try {
    return normalizeQuery(new URLSearchParams(search).get('q') ?? '');
  } catch {
    return '';
  }
}

/** The search page's URL for a query (the dialog's "all results" link). */
export function searchPageHref(query: string): string {
  const q = normalizeQuery(query);
  return q ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PAGE_PATH;
}
