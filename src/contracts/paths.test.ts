import { describe, expect, it } from 'vitest';
import {
  htmlFile,
  normalizePath,
  pageDataUrl,
  pageKey,
  samePage,
  sliceDataUrl,
  staticQueryUrl,
} from './paths.ts';

describe('pageDataUrl', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/pricing/', '/page-data/pricing/page-data.json'],
    ['/pricing', '/page-data/pricing/page-data.json'],
    [
      '/blog/customer-service/topic/the-supportive/',
      '/page-data/blog/customer-service/topic/the-supportive/page-data.json',
    ],
    [
      '/lp/personalized-customer-experience',
      '/page-data/lp/personalized-customer-experience/page-data.json',
    ],
  ])('given %s, should map to %s', (path, url) => {
    expect(pageDataUrl(path)).toBe(url);
  });
});

describe('the other static JSON URLs', () => {
  it('given a hash or a slice name, should build the page-data URLs (docs/product.md §3.1)', () => {
    expect(staticQueryUrl('abc123')).toBe('/page-data/sq/d/abc123.json');
    expect(sliceDataUrl('header')).toBe('/slice-data/header.json');
  });
});

describe('htmlFile', () => {
  it('given page paths, should name the index.html they are written to', () => {
    expect(htmlFile('/')).toBe('index.html');
    expect(htmlFile('/about/')).toBe('about/index.html');
    expect(htmlFile('/lp/personalized-customer-experience')).toBe(
      'lp/personalized-customer-experience/index.html',
    );
  });
});

describe('pageKey and samePage', () => {
  it('given paths that differ only by a trailing slash, should treat them as one page', () => {
    expect(pageKey('/about')).toBe(pageKey('/about/'));
    expect(samePage('/about', '/about/')).toBe(true);
    expect(samePage('/about/', '/dei/')).toBe(false);
  });
});

describe('normalizePath', () => {
  it('given a path with query and hash, should keep only the path', () => {
    expect(normalizePath('/pricing/?plan=pro#faq')).toBe('/pricing/');
  });

  it('given repeated slashes, should collapse them', () => {
    expect(normalizePath('/blog//post/')).toBe('/blog/post/');
  });

  it.each([
    ['', 'empty'],
    ['pricing/', 'relative'],
    ['//evil.example/x', 'protocol-relative'],
    ['/a/../etc/passwd', 'dot segments'],
    ['/a/%2e%2e/b', 'encoded dot segments'],
    ['/a%2fb', 'encoded slash'],
    ['/<script>/', 'markup'],
    ['/a b/', 'spaces'],
    [`/${'a'.repeat(3000)}`, 'absurd length'],
  ])('given %j (%s), should refuse it', (input) => {
    expect(normalizePath(input)).toBeNull();
  });

  it('given a percent-encoded segment, should keep it encoded (never decode visitor input)', () => {
    expect(normalizePath('/caf%C3%A9/')).toBe('/caf%C3%A9/');
    expect(normalizePath('/%E0%A4%A/')).toBe('/%E0%A4%A/');
  });
});
