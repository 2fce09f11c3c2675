/**
 * Turns validated content into the static JSON files (docs/product.md §3.1). Used by the build and
 * by the dev server, so both serve the same bytes.
 */
import { createHash } from 'node:crypto';
import {
  SLICE_SHARED,
  type AppData,
  type PageData,
  type SliceData,
  type SliceName,
} from '../contracts/page-data.ts';
import { SHARED_NAMES, type SharedName, type StaticQueryResult } from '../contracts/shared.ts';
import { TEMPLATE_SHARED } from '../contracts/templates.ts';
import type { Site } from './load.ts';
import type { PageEntry } from './model.ts';

export interface CompiledSite {
  appData: AppData;
  /** Shared results by content hash. */
  queries: Map<string, StaticQueryResult>;
  slices: Record<SliceName, SliceData>;
  pages: PageData[];
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 20);
}

export function pageTitle(title: string, brand: string, path: string): string {
  return path === '/' ? `${brand}: ${title}` : `${title} | ${brand}`;
}

/**
 * `onPageJson` receives each page's JSON, UTF-8 encoded, as the build hash is computed from it,
 * so a caller that sends pages on as bytes (the build) serialises and encodes each once;
 * `pageJson` makes those bytes from the page and its entry (a kept build process reuses the
 * bytes of an entry it compiled before, scripts/build/incremental.ts).
 */
export function compileSite(
  site: Site,
  clientBuildId: string,
  builtAt: Date = new Date(),
  onPageJson?: (json: Buffer) => void,
  pageJson: (page: PageData, entry: PageEntry) => Buffer = (page) =>
    Buffer.from(JSON.stringify(page)),
): CompiledSite {
  const queries = new Map<string, StaticQueryResult>();
  const hashOf = {} as Record<SharedName, string>;
  for (const name of SHARED_NAMES) {
    const result = { name, data: site.shared[name] } as StaticQueryResult;
    const hash = contentHash(result);
    queries.set(hash, result);
    hashOf[name] = hash;
  }
  const slices = {} as Record<SliceName, SliceData>;
  for (const [name, shared] of Object.entries(SLICE_SHARED) as [
    SliceName,
    readonly SharedName[],
  ][]) {
    slices[name] = { name, sq: shared.map((sharedName) => hashOf[sharedName]), props: {} };
  }
  // The footer's copyright year as of the build; the browser corrects it after hydration.
  slices.footer.props = { buildYear: builtAt.getUTCFullYear() };
  const pages = site.pages.map((entry): PageData => ({
    path: entry.path,
    template: entry.template,
    title: pageTitle(entry.title, site.settings.brand, entry.path),
    description: entry.description,
    ...(entry.noindex ? { noindex: true } : {}),
    props: entry.props,
    sq: (TEMPLATE_SHARED[entry.template] ?? []).map((name) => hashOf[name]),
  }));
  // The build hash names what a running page shares with the next one it loads: the code, the
  // shared data and the slices. Not the pages themselves: every page's HTML carries the hash, so a
  // hash over all pages made one edited post rewrite every page, and an incremental build
  // (scripts/build/incremental.ts) could not leave the others alone. Pages load their own data on
  // navigation, so a new post or an edited one needs no reload of a running page.
  const buildHash = contentHash({ clientBuildId, queries: [...queries.keys()], slices });
  // Encoded once here (most pages' text is two-byte in V8, as one curly quote makes it).
  if (onPageJson)
    pages.forEach((page, index) => onPageJson(pageJson(page, site.pages[index] as PageEntry)));
  return { appData: { buildHash }, queries, slices, pages };
}
