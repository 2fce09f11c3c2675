/**
 * Output bytes of built blog posts, for `npm run bench`: the HTML file, the page-data JSON file,
 * and what a static-site generator that writes the HTML alone (Astro) would write for the same
 * post, estimated as our HTML without the hydration data we embed (`__HARBOR_DATA__`): the same
 * markup, head, CSS and JS links, no page data in any form. That is a floor for Astro (a page
 * with interactive islands would also carry their props), so the comparison is not flattering.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { BROTLI_PER_RESPONSE } from '../../server/static/compress.ts';
import { INITIAL_DATA_ID } from '../../src/contracts/initial-data.ts';
import { htmlFile, pageDataUrl } from '../../src/contracts/paths.ts';

const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ID}">[\\s\\S]*?</script>`,
);

/** Bytes of the embedded hydration data element in a page's HTML (0 when there is none). */
export function hydrationDataBytes(html: string): number {
  const match = DATA_SCRIPT.exec(html);
  return match ? Buffer.byteLength(match[0]) : 0;
}

export interface PageBytes {
  html: number;
  data: number;
  /** HTML and page data together. */
  total: number;
  /** Our HTML without the embedded hydration data: the Astro estimate. */
  astro: number;
  /** Both files as the preview server sends them to a browser that takes brotli. */
  sent: number;
}

export async function pageBytes(dist: string, pagePath: string): Promise<PageBytes> {
  const htmlPath = path.join(dist, htmlFile(pagePath));
  const dataPath = path.join(dist, pageDataUrl(pagePath));
  const html = await readFile(htmlPath, 'utf8');
  const htmlBytes = Buffer.byteLength(html);
  const data = await readFile(dataPath).catch(() => Buffer.alloc(0));
  const sent = [html, data].map((text) => brotliCompressSync(text, BROTLI_PER_RESPONSE).length);
  return {
    html: htmlBytes,
    data: data.byteLength,
    total: htmlBytes + data.byteLength,
    astro: htmlBytes - hydrationDataBytes(html),
    sent: sent.reduce((sum, n) => sum + n, 0),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Median bytes of each kind over the given pages (each median on its own). */
export async function medianPageBytes(dist: string, paths: readonly string[]): Promise<PageBytes> {
  const all: PageBytes[] = [];
  // A few at a time: thousands of files, read once each.
  for (let i = 0; i < paths.length; i += 32)
    all.push(...(await Promise.all(paths.slice(i, i + 32).map((p) => pageBytes(dist, p)))));
  return {
    html: median(all.map((bytes) => bytes.html)),
    data: median(all.map((bytes) => bytes.data)),
    total: median(all.map((bytes) => bytes.total)),
    astro: median(all.map((bytes) => bytes.astro)),
    sent: median(all.map((bytes) => bytes.sent)),
  };
}
