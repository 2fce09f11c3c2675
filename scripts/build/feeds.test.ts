import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/contracts/page-data.ts';
import { textsOf } from '../checks/read-html.ts';
import { blogFeed, robotsTxt, sitemapFiles } from './feeds.ts';

const page = (path: string, extra: Partial<PageData> = {}): PageData => ({
  path,
  template: 'templates/company-page',
  title: path,
  description: 'd',
  props: {},
  sq: [],
  ...extra,
});
const locs = (xml: string | undefined) => textsOf(xml ?? '', 'loc');

describe('sitemapFiles', () => {
  it('given pages, should list the indexable ones as absolute URLs, sorted, behind an index', () => {
    const files = sitemapFiles(
      [
        page('/pricing/'),
        page('/'),
        page('/design-system/', { noindex: true }),
        page('/404/'),
        page('/500/'),
      ],
      'https://www.harbor.example',
    );
    expect(locs(files.get('sitemap.xml'))).toEqual(['https://www.harbor.example/sitemap-1.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    expect(locs(files.get('sitemap-1.xml'))).toEqual([
      'https://www.harbor.example/',
      'https://www.harbor.example/pricing/',
    ]);
  });

  it('given more URLs than one sitemap may hold, should split them into numbered sitemaps', () => {
    const pages = Array.from({ length: 5 }, (_, index) => page(`/p${index}/`));
    const files = sitemapFiles(pages, 'https://x.example', 2);
    expect([...files.keys()].sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    expect(locs(files.get('sitemap-3.xml'))).toEqual(['https://x.example/p4/']);
    expect(locs(files.get('sitemap.xml'))).toHaveLength(3);
  });

  it('given a path needing escapes, should keep the XML well formed', () => {
    const xml = sitemapFiles([page("/a'b/")], 'https://x.example').get('sitemap-1.xml');
    expect(xml).toContain('<loc>https://x.example/a&#39;b/</loc>');
    expect(locs(xml)).toEqual(["https://x.example/a'b/"]);
  });

  it('given the site URL, should point robots.txt at the sitemap index', () => {
    expect(robotsTxt('https://x.example')).toContain('Sitemap: https://x.example/sitemap.xml');
  });
});

describe('blogFeed', () => {
  const post = (path: string, date: string, heading: string) =>
    page(path, {
      template: 'templates/blog-post',
      description: `About ${heading}`,
      props: { heading, date, author: 'Jun <Park>', category: 'Tips & tricks' },
    });

  it('given blog posts and other pages, should list only the posts, newest first, escaped', () => {
    const xml = blogFeed(
      [
        post('/blog/a/', '2025-01-02', 'Older'),
        page('/about/'),
        post('/blog/b/', '2025-03-04', 'Newer <b>'),
      ],
      'https://x.example',
      'Harbor',
    );
    expect(textsOf(xml, 'title').slice(1)).toEqual(['Newer <b>', 'Older']);
    expect(xml).toContain('<title>Newer &lt;b&gt;</title>');
    expect(xml).toContain('<pubDate>Tue, 04 Mar 2025 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Jun &lt;Park&gt;</dc:creator>');
    expect(xml).toContain('<category>Tips &amp; tricks</category>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.example/blog/b/</guid>');
    expect(xml).not.toContain('/about/');
  });
});
