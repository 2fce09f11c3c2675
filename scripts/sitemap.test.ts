import { describe, expect, it } from 'vitest';
import type { PageData } from '../src/contracts/page-data.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const page = (path: string, noindex = false): PageData => ({
  path,
  template: 'templates/company-page',
  title: path,
  description: 'd',
  props: {},
  sq: [],
  ...(noindex ? { noindex } : {}),
});

describe('sitemapXml', () => {
  it('given pages, should list the indexable ones as absolute URLs, sorted', () => {
    const xml = sitemapXml(
      [page('/pricing/'), page('/'), page('/design-system/', true), page('/404/'), page('/500/')],
      'https://www.harbor.example',
    );
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.harbor.example/',
      'https://www.harbor.example/pricing/',
    ]);
  });

  it('given a path needing escapes, should keep the XML well formed', () => {
    expect(sitemapXml([page("/a'b/")], 'https://x.example')).toContain(
      '<loc>https://x.example/a&#39;b/</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('given the site origin, should point crawlers at the sitemap', () => {
    expect(robotsTxt('https://www.harbor.example')).toContain(
      'Sitemap: https://www.harbor.example/sitemap.xml',
    );
  });
});
