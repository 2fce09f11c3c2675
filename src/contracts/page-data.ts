/**
 * The shapes of the static JSON files (docs/product.md §3.1), and the checks that tell a real
 * page-data file from anything else a server might answer with.
 */
import { type SharedData, type SharedName, type StaticQueryResult } from './shared.ts';
import type { TemplateId } from './templates.ts';

export type { SharedData, SharedName, StaticQueryResult } from './shared.ts';

/** `/page-data/{page}/page-data.json` */
export interface PageData {
  /** Canonical path of the page, e.g. `/pricing/`. */
  path: string;
  /** Which code renders the page: a template id (docs/product.md §2.1). */
  template: TemplateId;
  /** Document title (already including the brand). */
  title: string;
  /** Meta description. */
  description: string;
  /** Keep the page out of search engines. */
  noindex?: boolean;
  /** Template-specific props, produced by the content layer. */
  props: Record<string, unknown>;
  /** Hashes of the shared query results (`/page-data/sq/d/{hash}.json`) this page reads. */
  sq: string[];
  /** Site paths of the stylesheets the page needs, in order (built pages; see browserPage()). */
  css?: string[];
}

/** `/slice-data/{name}.json` */
export interface SliceData {
  name: SliceName;
  /** Shared query results the slice reads. */
  sq: string[];
  props: Record<string, unknown>;
}

export type SliceName = 'header' | 'footer';
export const SLICE_NAMES: readonly SliceName[] = ['header', 'footer'];

/** Shared results each slice reads. */
export const SLICE_SHARED: Record<SliceName, readonly SharedName[]> = {
  header: ['settings', 'navigation'],
  footer: ['settings', 'footer'],
};

/** `/page-data/app-data.json` */
export interface AppData {
  buildHash: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Page data whose template is one `isTemplate` knows. The browser passes its loader table's check
 * rather than carrying a second copy of the template list.
 */
export function isPageData(
  value: unknown,
  isTemplate: (id: string) => id is TemplateId,
): value is PageData {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.template === 'string' &&
    isTemplate(value.template) &&
    typeof value.title === 'string' &&
    typeof value.description === 'string' &&
    isRecord(value.props) &&
    isStringArray(value.sq) &&
    (value.css === undefined || isStringArray(value.css))
  );
}

export function isSliceData(value: unknown): value is SliceData {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    (SLICE_NAMES as readonly string[]).includes(value.name) &&
    isStringArray(value.sq) &&
    isRecord(value.props)
  );
}

export function isAppData(value: unknown): value is AppData {
  return isRecord(value) && typeof value.buildHash === 'string';
}

export function isStaticQueryResult(value: unknown): value is StaticQueryResult {
  return isRecord(value) && typeof value.name === 'string' && 'data' in value;
}

/** Everything a page needs to render, as the client holds it after loading. */
export interface PageResources {
  page: PageData;
  /** Shared results by name, for the page and the slices. */
  shared: SharedData;
  slices: Record<SliceName, SliceData>;
}

/** Data embedded in each prerendered HTML page so hydration needs no extra request. */
export interface InitialData {
  buildHash: string;
  page: PageData;
  /** URL of the page template's code, so hydration needs no template loaders (they load later). */
  templateModule: string;
  slices: Record<SliceName, SliceData>;
  /** Shared query results the page and slices read, keyed by hash. */
  sq: Record<string, StaticQueryResult>;
}
