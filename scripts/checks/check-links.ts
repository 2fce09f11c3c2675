/**
 * Dead internal links fail here, not in front of visitors: a menu, footer or rich-text link to a
 * path with no built page gives the visitor a 404, and the prefetcher's request for its page data
 * logs "Failed to load resource" on every page that shows the link. A `#fragment` link to an id
 * that its page does not have scrolls nowhere.
 *
 * Reads the built site (DIST_DIR, default dist), scans every HTML page's `<a href>`, and exits 1
 * listing each internal link (root-relative, relative or on the site's own origin) that resolves
 * to neither a built page (index.html and page data) nor a static file, and each fragment whose
 * target page has no element with that id. External links are not fetched.
 *
 *   npm run check:links            DIST_DIR=dist-x node scripts/checks/check-links.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageKey } from '../../src/contracts/paths.ts';
import { findBrokenLinks, formatReport, scanHtml, type BuiltSite } from './links.ts';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(distDir, 'page-data'))) {
  console.error(`check-links: no built site in ${distDir} (run the build first)`);
  process.exit(2);
}

const pages = new Map<string, ReturnType<typeof scanHtml> & { url: string }>();
const pageData = new Set<string>();
const origins = new Set<string>(process.env.SITE_URL ? [new URL(process.env.SITE_URL).origin] : []);
const LOCAL = 'http://site.invalid';

for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) continue;
  if (relative.startsWith('page-data/') && entry.name === 'page-data.json') {
    pageData.add(pageKey(relative.slice('page-data/'.length, -'/page-data.json'.length)));
    continue;
  }
  if (!entry.name.endsWith('.html')) continue;
  const directory = path.posix.dirname(relative);
  const key =
    entry.name !== 'index.html' ? relative : directory === '.' ? 'index' : pageKey(directory);
  const scanned = scanHtml(readFileSync(file, 'utf8'));
  if (scanned.canonical) {
    try {
      origins.add(new URL(scanned.canonical).origin);
    } catch {
      // A relative or broken canonical names no origin.
    }
  }
  const urlPath = key === 'index' ? '/' : entry.name === 'index.html' ? `/${key}/` : `/${key}`;
  pages.set(key, { ...scanned, url: LOCAL + urlPath });
}

const site: BuiltSite = {
  pages,
  pageData,
  isFile(urlPath) {
    const file = path.join(distDir, urlPath);
    if (!file.startsWith(distDir + path.sep)) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
};

const broken = findBrokenLinks(site, { origins: [...origins, LOCAL] });
if (broken.length > 0) {
  console.error(`check-links: ${broken.length} broken internal link(s) in ${distDir}:`);
  console.error(formatReport(broken));
  process.exit(1);
}
console.log(`check-links: ${pages.size} pages, every internal link resolves`);
