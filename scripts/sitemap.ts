/**
 * sitemap.xml and robots.txt for the built site: every page search engines may index (not the
 * noindex ones, not the 404 and 500 pages), with absolute URLs on the canonical origin.
 */
import { escapeHtml } from '../src/render/document.ts';
import type { PageData } from '../src/contracts/page-data.ts';

const NEVER_LISTED = new Set(['/404/', '/500/']);

export function sitemapXml(pages: readonly PageData[], siteUrl: string): string {
  const urls = pages
    .filter((page) => !page.noindex && !NEVER_LISTED.has(page.path))
    .map((page) => new URL(page.path, siteUrl).href)
    .sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}
