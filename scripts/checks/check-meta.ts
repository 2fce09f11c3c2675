/**
 * `npm run check:meta`: the metadata of every built page (scripts/checks/metadata-check.ts), the web
 * manifest and its icons, the sitemaps and the blog feed. Fails on any problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFile } from '../../src/contracts/paths.ts';
import { metadataProblems, readMeta, type CheckedPage } from './metadata-check.ts';
import { readBuiltPages } from './built-pages.ts';
import { textsOf } from './read-html.ts';
import { SITEMAP_LIMIT } from '../build/feeds.ts';

const DIST = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
const read = (sitePath: string) => readFileSync(path.join(DIST, sitePath), 'utf8');
const exists = (sitePath: string) => existsSync(path.join(DIST, decodeURIComponent(sitePath)));

const pageData = readBuiltPages(DIST);

const canonical = readMeta(read('index.html')).canonical;
if (!canonical) throw new Error('The home page has no canonical URL');
const siteUrl = new URL(canonical).origin;

const pages: CheckedPage[] = pageData.map((page) => ({
  path: page.path,
  meta: readMeta(read(htmlFile(page.path))),
}));
const { problems, typeCounts } = metadataProblems(pages, siteUrl, exists);

// The manifest, its icons and the other site files.
const manifest = JSON.parse(read('manifest.webmanifest')) as {
  theme_color?: string;
  icons?: { src: string; sizes: string }[];
};
if (manifest.theme_color !== '#4176fa') problems.push('manifest: theme_color is not #4176fa');
for (const size of ['192x192', '512x512']) {
  const icon = manifest.icons?.find((candidate) => candidate.sizes === size);
  if (!icon) problems.push(`manifest: no ${size} icon`);
  else if (!exists(icon.src)) problems.push(`manifest: ${icon.src} does not exist`);
}
for (const file of ['/favicon.svg', '/apple-touch-icon.png', '/robots.txt', '/blog/rss.xml'])
  if (!exists(file)) problems.push(`${file} does not exist`);

// Sitemaps: an index of files that exist, each within the limit, listing only indexable pages.
const indexable = new Set(
  pageData
    .filter((page) => !page.noindex && !['/404/', '/500/'].includes(page.path))
    .map((page) => new URL(page.path, siteUrl).href),
);
const listed = new Set<string>();
for (const loc of textsOf(read('sitemap.xml'), 'loc')) {
  const file = new URL(loc).pathname;
  if (!exists(file)) {
    problems.push(`sitemap.xml lists ${file}, which does not exist`);
    continue;
  }
  const urls = textsOf(read(file), 'loc');
  if (urls.length > SITEMAP_LIMIT)
    problems.push(`${file} lists ${urls.length} URLs (limit ${SITEMAP_LIMIT})`);
  for (const url of urls) {
    if (!indexable.has(url)) problems.push(`${file} lists ${url}, which is not an indexable page`);
    listed.add(url);
  }
}
for (const url of indexable) if (!listed.has(url)) problems.push(`no sitemap lists ${url}`);
const feedItems = textsOf(read('blog/rss.xml'), 'item').length;

console.log(
  `metadata: ${pages.length} pages, ${listed.size} URLs in sitemaps, ${feedItems} feed items; JSON-LD ${[
    ...typeCounts,
  ]
    .sort()
    .map(([type, count]) => `${type} ${count}`)
    .join(', ')}`,
);
for (const problem of problems) console.error(`  ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} metadata problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
