/**
 * The blog's RSS 2.0 feed and the sitemaps. A sitemap holds at most 50,000 URLs, so sitemap.xml is
 * an index of numbered sitemaps; noindex pages and the error pages are never listed.
 */
import type { PageData } from '../../src/contracts/page-data.ts';
import { escapeHtml } from '../../src/contracts/html.ts';

export const SITEMAP_LIMIT = 50_000;
const NEVER_LISTED = new Set(['/404/', '/500/']);
const FEED_SIZE = 50;

/** The sitemap files: `sitemap.xml` (the index) and `sitemap-1.xml`, `sitemap-2.xml`, … */
export function sitemapFiles(
  pages: readonly PageData[],
  siteUrl: string,
  limit = SITEMAP_LIMIT,
): Map<string, string> {
  const urls = pages
    .filter((page) => !page.noindex && !NEVER_LISTED.has(page.path))
    .map((page) => new URL(page.path, siteUrl).href)
    .sort();
  const files = new Map<string, string>();
  const names: string[] = [];
  for (let start = 0, index = 1; start < urls.length || index === 1; start += limit, index += 1) {
    const name = `sitemap-${index}.xml`;
    names.push(name);
    files.set(
      name,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls
          .slice(start, start + limit)
          .map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
    );
  }
  files.set(
    'sitemap.xml',
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...names.map(
        (name) =>
          `  <sitemap><loc>${escapeHtml(new URL(`/${name}`, siteUrl).href)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n'),
  );
  return files;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** RFC 822 date, as RSS wants it, for an ISO date (noon UTC, so the day never shifts). */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** The newest blog posts as RSS 2.0. */
export function blogFeed(pages: readonly PageData[], siteUrl: string, brand: string): string {
  const posts = pages
    .filter((page) => page.template === 'templates/blog-post' && !page.noindex)
    .map((page) => ({ page, date: typeof page.props.date === 'string' ? page.props.date : '' }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.page.path.localeCompare(b.page.path))
    .slice(0, FEED_SIZE);
  const blog = new URL('/blog/', siteUrl).href;
  const items = posts.map(({ page, date }) => {
    const url = new URL(page.path, siteUrl).href;
    const heading = typeof page.props.heading === 'string' ? page.props.heading : page.title;
    const author = typeof page.props.author === 'string' ? page.props.author : null;
    const category = typeof page.props.category === 'string' ? page.props.category : null;
    return [
      '    <item>',
      `      <title>${escapeHtml(heading)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <description>${escapeHtml(page.description)}</description>`,
      date ? `      <pubDate>${rssDate(date)}</pubDate>` : '',
      author ? `      <dc:creator>${escapeHtml(author)}</dc:creator>` : '',
      category ? `      <category>${escapeHtml(category)}</category>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeHtml(`${brand} blog`)}</title>`,
    `    <link>${escapeHtml(blog)}</link>`,
    `    <description>${escapeHtml(`Articles, stories and webinars from the ${brand} team.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeHtml(new URL('/blog/rss.xml', siteUrl).href)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${rssDate(newest)}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
