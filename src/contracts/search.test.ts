import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryFromSearch,
  searchPageHref,
  searchSectionOf,
} from './search.ts';

describe('queryFromSearch', () => {
  it('given ?q= with spaces and encoded characters, should return the trimmed, collapsed query', () => {
    expect(queryFromSearch('?q=%20shared%20%20inbox%0A')).toBe('shared inbox');
    expect(queryFromSearch('?q=a+b&x=1')).toBe('a b');
  });

  it('given no q, an empty q or a malformed escape, should return an empty query', () => {
    expect(queryFromSearch('')).toBe('');
    expect(queryFromSearch('?q=')).toBe('');
    // A malformed escape is kept as typed (URLSearchParams does not throw).
    expect(queryFromSearch('?q=%zz')).toBe('%zz');
  });

  it('given markup in q, should keep it as text (it is rendered as text, never as HTML)', () => {
    expect(queryFromSearch('?q=%3Cimg%20src%3Dx%3E')).toBe('<img src=x>');
  });

  it('given a query longer than the limit, should cut it', () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchPageHref', () => {
  it('given a query, should encode it into /search/?q=', () => {
    expect(searchPageHref(' a&b ')).toBe('/search/?q=a%26b');
    expect(searchPageHref('  ')).toBe('/search/');
  });
});

describe('searchSectionOf', () => {
  it('given indexed and unindexed templates, should name the section or null', () => {
    expect(searchSectionOf('templates/blog-post')).toBe('Blog');
    expect(searchSectionOf('templates/resources-page')).toBe('Resources');
    expect(searchSectionOf('templates/integration')).toBe('Integrations');
    expect(searchSectionOf('templates/company-page')).toBe('Pages');
    expect(searchSectionOf('templates/posts-list')).toBeNull();
    expect(searchSectionOf('pages/not-found')).toBeNull();
  });
});
