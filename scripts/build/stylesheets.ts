/**
 * One stylesheet per page instead of one per chunk. Vite writes a CSS file for each chunk that
 * imports styles, so the home page, made of eight kinds of section, linked twelve small files:
 * twelve render-blocking requests (Lighthouse simulated 1.8 s to first paint on a slow phone) and
 * 12.5 KB gzip, where the same rules in one file are 9.3 KB (gzip shares one dictionary).
 *
 * The joined file is named by its content, so pages that use the same chunks share it and a
 * browser caches it once. The parts stay on the page as disabled links (src/render/document.ts),
 * which browsers do not fetch: the chunk loader then sees them present when the visitor
 * navigates, instead of fetching them again and putting rules already on the page after others.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { writeCompressedCopies } from './precompress.ts';

/** The bytes of the joined file: each part in order, on its own line. */
export function joinStylesheets(parts: readonly (string | Buffer)[]): string {
  return parts.map((part) => part.toString().trimEnd()).join('\n') + '\n';
}

/**
 * Returns a function that writes (once) the file joining the given site paths of `outDir`'s
 * stylesheets, with its .br and .gz copies, and returns its site path; a single stylesheet is
 * returned as it is. Safe to call from several workers at once: the file is written under a
 * temporary name and renamed, and two workers joining the same parts write the same bytes.
 */
export function stylesheetJoiner(
  outDir: string,
  /** Where the parts are read (an incremental build writes beside a copy of the site). */
  readDir = outDir,
): (css: readonly string[]) => string | undefined {
  const joined = new Map<string, string>();
  return (css) => {
    if (css.length < 2) return undefined;
    const key = css.join('\n');
    let href = joined.get(key);
    if (!href) {
      const text = joinStylesheets(css.map((part) => readFileSync(path.join(readDir, part))));
      href = `/assets/page-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.css`;
      const file = path.join(outDir, href);
      const temporary = `${file}.${process.pid}-${threadId}.tmp`;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      // The workers write these during the prerender, after the build compressed the assets.
      writeCompressedCopies(file, Buffer.from(text));
      joined.set(key, href);
    }
    return href;
  };
}

/**
 * A page's stylesheet up to this size (gzip) is written into its HTML instead of linked (issue
 * 37): a linked one blocks the first paint for one more round trip after the HTML (Lighthouse
 * simulated 1.1–1.6 s to first paint on a slow phone). Every page's joined stylesheet is below
 * it today (the heaviest, the home page's, is 9.7 KB), and the CSS budget per page (12 KB,
 * scripts/checks/budgets.ts) keeps them there; past it a page links its stylesheet again.
 */
export const INLINE_STYLESHEET_MAX_GZIP = 12 * 1024;

/**
 * Returns a function giving the text of one of `outDir`'s stylesheets (a site path) for a page to
 * carry inline, or undefined when it is over `maxGzip` or could close the <style> element early.
 */
export function stylesheetInliner(
  outDir: string,
  maxGzip = INLINE_STYLESHEET_MAX_GZIP,
  /** Where a stylesheet not written into `outDir` is read (the site an incremental build updates). */
  readDir = outDir,
): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    const own = path.join(outDir, href);
    const text = readFileSync(existsSync(own) ? own : path.join(readDir, href), 'utf8').trimEnd();
    const inline = gzipSync(text).length <= maxGzip && !/<\/style/i.test(text) ? text : undefined;
    texts.set(href, inline);
    return inline;
  };
}
