/**
 * The site search index (docs/search.md): Pagefind reads the prerendered pages and writes its
 * index, result fragments and browser script under `pagefind/`. Only the `<main>` of the pages
 * whose template has a section (src/contracts/search.ts) is indexed: the indexer marks it
 * `data-pagefind-body` with its section in the copy it reads, so the published HTML and the
 * browser's code carry nothing for search, header, menu and footer never match, and listings,
 * error pages and forms are left out.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import { htmlFile } from '../../src/contracts/paths.ts';
import { SEARCH_INDEX_PATH, searchSectionOf } from '../../src/contracts/search.ts';
import type { TemplateId } from '../../src/contracts/templates.ts';

/**
 * What Pagefind writes that the site never loads: its ready-made interfaces (the site has its
 * own, src/search/) and their styles. Removed, so they are neither published nor compressed.
 */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

/**
 * Parts of a page's main content that would make it match for words that are not its own:
 * navigation inside it (breadcrumbs, a post's table of contents, topic lists), forms and their
 * labels, and whatever a template marks `data-pagefind-ignore` (a post's related reading). Also
 * what is hidden from screen readers, which is decoration or a visual copy of text the page
 * also holds as text: an author's initials on their avatar ("JP"), separators, a rotating
 * headline's visual copy. Left in, it showed in excerpts ("…human. JP Jun").
 */
const EXCLUDED = ['nav', 'form', '[aria-hidden="true"]'];

export interface SearchIndexReport {
  /** Pages in the index (those marked `data-pagefind-body`). */
  pages: number;
  /** HTML files read. */
  read: number;
  files: number;
  /** Bytes of everything under pagefind/ (its chunks are gzip-compressed by Pagefind itself). */
  bytes: number;
  ms: number;
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** Names under `pagefind/` the site's script loads, for precompression (its .js and .json). */
export async function searchTextFiles(siteDir: string): Promise<string[]> {
  const dir = path.join(siteDir, SEARCH_INDEX_PATH);
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:js|json)$/.test(entry.name))
    .map((entry) => path.join(SEARCH_INDEX_PATH, entry.name).slice(1));
}

/** The first of `files` that exists. */
async function readFirst(files: readonly string[]): Promise<string> {
  for (const file of files.slice(0, -1)) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  return readFile(files.at(-1) as string, 'utf8');
}

/** The pages in the index, as its entry file counts them (every language's). */
async function indexedPages(outputPath: string): Promise<number> {
  const entry = JSON.parse(
    await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8'),
  ) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.values(entry.languages ?? {}).reduce(
    (sum, language) => sum + (language.page_count ?? 0),
    0,
  );
}

/** A page's HTML with its first `<main>` marked for Pagefind under `section`; null without one. */
export function markForIndex(html: string, section: string): string | null {
  const at = html.search(/<main[\s>]/);
  if (at < 0) return null;
  const marks = ` data-pagefind-body data-pagefind-filter="section:${section}" data-pagefind-meta="section:${section}"`;
  return `${html.slice(0, at + 5)}${marks}${html.slice(at + 5)}`;
}

/** Pages sent to Pagefind at once. */
const IN_FLIGHT = 8;

/**
 * What Pagefind is sent of an indexed page: its `<html>` tag, its `<title>` and its `<main>`
 * marked for the index (markForIndex). Pagefind indexes only the marked element and takes a
 * result's title and image from it; the rest (the head's inlined stylesheets, header, footer,
 * the page's data) was about 90 % of the bytes it parsed (a 75 KB post, 6 KB of `<main>`), and
 * parsing them was most of the index's time. Null without a `<main>`.
 */
export function indexedHtml(html: string, section: string): string | null {
  const marked = markForIndex(html, section);
  if (!marked) return null;
  const start = marked.search(/<main[\s>]/);
  const end = marked.indexOf('</main>', start);
  if (end < 0) return marked;
  const open = /^[\s\S]*?(<html[^>]*>)/.exec(marked.slice(0, start))?.[1] ?? '<html>';
  const title = /<title>[\s\S]*?<\/title>/.exec(marked.slice(0, start))?.[0] ?? '';
  return `<!doctype html>${open}<head>${title}</head><body>${marked.slice(start, end + 7)}</body></html>`;
}

/**
 * Indexes the pages of `pages` whose template has a section, from their HTML under `siteDir`,
 * and writes `siteDir/pagefind/`. Fails with Pagefind's own messages when it reports any, and
 * when no page was indexed.
 */
export async function writeSearchIndex(
  siteDir: string,
  pages: readonly { path: string; template: TemplateId }[],
  /** Where each page's HTML is looked for, in order (an incremental build's own pages first). */
  htmlDirs: readonly string[] = [siteDir],
): Promise<SearchIndexReport> {
  const started = performance.now();
  const outputPath = path.join(siteDir, SEARCH_INDEX_PATH);
  try {
    // The site is in English; forcing it keeps one index whatever a page's lang says.
    const { index, errors } = await createIndex({
      forceLanguage: 'en',
      excludeSelectors: EXCLUDED,
    });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    // 404.html is a copy of /404/, and the error pages are not indexed anyway.
    const toIndex = pages.flatMap((page) => {
      const section = searchSectionOf(page.template);
      return section ? [{ page, section }] : [];
    });
    // A few pages at once: read together, then sent in the pages' order (each is a round trip to
    // Pagefind's process, which would be idle while this one reads the next file).
    for (let at = 0; at < toIndex.length; at += IN_FLIGHT) {
      const batch = toIndex.slice(at, at + IN_FLIGHT);
      const contents = await Promise.all(
        batch.map(async ({ page, section }) => {
          const html = await readFirst(htmlDirs.map((dir) => path.join(dir, htmlFile(page.path))));
          const content = indexedHtml(html, section);
          if (!content) throw new Error(`Search index: ${page.path} has no <main> to index`);
          return content;
        }),
      );
      const added = await Promise.all(
        batch.map(({ page }, i) =>
          index.addHTMLFile({ url: page.path, content: contents[i] as string }),
        ),
      );
      for (const [i, result] of added.entries())
        if (result.errors.length > 0)
          throw new Error(`Pagefind, ${batch[i]?.page.path}: ${result.errors.join('; ')}`);
    }
    const read = toIndex.length;
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    for (const name of await readdir(outputPath))
      if (UNUSED.test(name)) await rm(path.join(outputPath, name));
    const indexed = await indexedPages(outputPath);
    if (indexed === 0)
      throw new Error('Pagefind indexed no page: no template has a search section');
    const { files, bytes } = await sizeOf(outputPath);
    return { pages: indexed, read, files, bytes, ms: performance.now() - started };
  } finally {
    // Pagefind runs as a child process serving the API: stopped, so the build can exit.
    await close();
  }
}
