/**
 * The embedded content store: JSON (or YAML) files for structured content, Markdown with
 * frontmatter for long-form pages. Reads everything and reports unreadable files as issues; the
 * loader validates.
 */
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseStructured } from './yaml.ts';
import { markdownToRichText, parseMarkdownFile, type MarkdownProblem } from './markdown.ts';
import type { ContentIssue } from './model.ts';
import { readFormFiles, type FormSourceFile } from './forms.ts';

export interface RawFile {
  /** File name relative to the content root, or a CMS entry id, for messages. */
  name: string;
  /** Parsed data; undefined when it could not be read (an issue says why). */
  data: unknown;
}

export interface RawPage extends RawFile {
  /** Entry id: a Markdown/JSON file's base name, or a CMS entry id. Links and related posts use it. */
  id: string;
}

export interface RawSource {
  settings: RawFile;
  navigation: RawFile;
  footer: RawFile;
  pricing: RawFile;
  /** content/forms.json: what every form shares (the provider account). */
  forms: RawFile;
  /** One file per form (content/forms/*.json), in file order. */
  formFiles: FormSourceFile[];
  /** The interview builder's question library; optional so sites without the builder need none. */
  interviewQuestions?: RawFile;
  pages: RawPage[];
  /** Problems found while reading (syntax errors, unreadable files). */
  issues: ContentIssue[];
}

/** Records a file that cannot be read as an issue; the read gives no text. */
function unreadable(name: string, error: unknown, issues: ContentIssue[]): undefined {
  issues.push({
    file: name,
    field: '(file)',
    message: `cannot be read: ${(error as Error).message}`,
  });
  return undefined;
}

/** Refuses bytes that are not UTF-8; a leading byte order mark is dropped. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's text, or an issue naming the first line that is not UTF-8: read leniently, such
 * bytes would reach the pages as replacement characters without a word.
 */
function decode(bytes: Uint8Array, name: string, issues: ContentIssue[]): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    issues.push({
      file: name,
      field: '(file)',
      message: `is not UTF-8 text (line ${line}); save it as UTF-8`,
    });
    return undefined;
  }
}

function readTextSync(file: string, name: string, issues: ContentIssue[]): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return unreadable(name, error, issues);
  }
  return decode(bytes, name, issues);
}

async function readText(
  file: string,
  name: string,
  issues: ContentIssue[],
): Promise<string | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return unreadable(name, error, issues);
  }
  return decode(bytes, name, issues);
}

/** settings.json, or settings.yaml / settings.yml when there is no JSON file. */
async function readStructured(
  root: string,
  base: string,
  issues: ContentIssue[],
): Promise<RawFile> {
  const candidates = [`${base}.json`, `${base}.yaml`, `${base}.yml`];
  const present = new Set(await readdir(root).catch(() => [] as string[]));
  const name = candidates.find((candidate) => present.has(candidate)) ?? `${base}.json`;
  const text = await readText(path.join(root, name), name, issues);
  return { name, data: text === undefined ? undefined : parseStructured(text, name, issues) };
}

/** Like readStructured, for a file the site may do without: absent is not a problem. */
async function readOptional(
  root: string,
  base: string,
  issues: ContentIssue[],
): Promise<RawFile | undefined> {
  const present = new Set(await readdir(root).catch(() => [] as string[]));
  const found = [`${base}.json`, `${base}.yaml`, `${base}.yml`].some((name) => present.has(name));
  return found ? readStructured(root, base, issues) : undefined;
}

/** Markdown frontmatter becomes the page entry; every field not of the entry is a prop. */
const ENTRY_FIELDS = new Set([
  'path',
  'template',
  'title',
  'description',
  'noindex',
  'publishAt',
  'unpublishAt',
]);

export function markdownPage(
  source: string,
  name: string,
  id: string,
  issues: ContentIssue[],
): unknown {
  const problems: MarkdownProblem[] = [];
  const parsed = parseMarkdownFile(source, id, problems);
  for (const problem of problems) issues.push({ file: name, ...problem });
  if (!parsed) return undefined;
  const entry: Record<string, unknown> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.frontmatter))
    (ENTRY_FIELDS.has(key) ? entry : props)[key] = value;
  props.heading ??= entry.title;
  props.intro ??= entry.description;
  if (parsed.body.json.content.length > 0) props.body = parsed.body;
  return { ...entry, props };
}

/**
 * In structured files (and frontmatter), a `body` given as a string is Markdown: sections of
 * landing pages are written like posts.
 */
function convertBodies(
  value: unknown,
  name: string,
  id: string,
  issues: ContentIssue[],
  at: string[] = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => convertBodies(item, name, id, issues, [...at, String(index)]));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'body') {
        if (typeof child !== 'string') continue;
        const problems: MarkdownProblem[] = [];
        record.body = markdownToRichText(child, `${id}-${[...at, key].join('-')}`, problems);
        for (const problem of problems)
          issues.push({
            file: name,
            field: [...at, problem.field].join('.'),
            message: problem.message,
          });
      } else {
        convertBodies(child, name, id, issues, [...at, key]);
      }
    }
  }
}

const PAGE_FILE = /\.(json|ya?ml|md)$/;

/** The entry id of a page file: its base name without the extension. */
const pageIdOf = (file: string) => path.basename(file).replace(PAGE_FILE, '');

/**
 * One page file read and parsed as a whole read does (`name` relative to `root`), or undefined
 * with the issue that says why.
 */
export function readPageFile(
  root: string,
  name: string,
  issues: ContentIssue[],
): RawPage | undefined {
  const text = readTextSync(path.join(root, name), name, issues);
  return text === undefined ? undefined : readPageText(text, name, pageIdOf(name), issues);
}

/**
 * A page file's text as the loader reads it (`name` relative to the content root): also how the
 * studio's preview reads an entry before it is saved (server/studio/preview.ts).
 */
export function readPageText(
  text: string,
  name: string,
  id: string,
  issues: ContentIssue[],
): RawPage | undefined {
  const data = name.endsWith('.md')
    ? markdownPage(text, name, id, issues)
    : parseStructured(text, name, issues);
  const props = (data as { props?: unknown } | undefined)?.props;
  if (props) convertBodies(props, name, id, issues, ['props']);
  return data === undefined ? undefined : { name, id, data };
}

/**
 * Parsed page files kept between reads by a long-lived build process (the kept build process of
 * watch mode, scripts/build/incremental.ts): a file whose size, modification and change times
 * and inode are those of the last read is not read or parsed again. At 10,000 posts reading and
 * parsing the Markdown was about half of loading the site per edit. The loader changes what it
 * is given in places (a heading's id is written into its node), so each read hands out a copy.
 * The copy is made from the page's JSON text (`json`) when that text gives back exactly the
 * parsed page (checked once, when the file is parsed; pages are plain JSON data), else by
 * structuredClone (`page`): at 2,000 posts under load, cloning every page took 2.6 s a read and
 * parsing their JSON 0.3 s. A file with issues is never cached.
 */
export type SourceCache = Map<string, CachedPage>;

/** A cached page: its JSON text, or the page itself where JSON would not give it back. */
export type CachedPage = { stamp: string } & ({ json: string } | { page: RawPage });

/** How the cache keeps a freshly parsed page (see SourceCache). */
export function cacheEntry(stamp: string, page: RawPage): CachedPage {
  const json = JSON.stringify(page);
  return isDeepStrictEqual(JSON.parse(json), page)
    ? { stamp, json }
    : { stamp, page: structuredClone(page) };
}

/** A copy of a cached page, for the loader to change as it likes. */
export function cachedPage(entry: CachedPage): RawPage {
  const page = 'json' in entry ? (JSON.parse(entry.json) as RawPage) : structuredClone(entry.page);
  sourceEntries.set(page, entry);
  return page;
}

/** The cache entry each page handed out by a cached read comes from. */
const sourceEntries = new WeakMap<RawPage, CachedPage>();

/**
 * The cache entry a page comes from: the same object on every read while its file is unchanged,
 * for the loader to keep per-page results against (src/content/load.ts); undefined for a page
 * read without a cache or with issues.
 */
export function sourceEntryOf(page: RawPage): object | undefined {
  return sourceEntries.get(page);
}

export function createSourceCache(): SourceCache {
  return new Map();
}

/**
 * Which version of a file is there (size, modification and change times, inode), or null when
 * there is none: a file written since has another stamp.
 */
export function stampOf(file: string): string | null {
  try {
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
  } catch {
    return null;
  }
}

export async function readLocalSource(root: string, cache?: SourceCache): Promise<RawSource> {
  const issues: ContentIssue[] = [];
  const [settings, navigation, footer, pricing, forms] = await Promise.all(
    ['settings', 'navigation', 'footer', 'pricing', 'forms'].map((base) =>
      readStructured(root, base, issues),
    ),
  );
  const interviewQuestions = await readOptional(root, 'interview-questions', issues);
  const formFiles = readFormFiles(root, issues);
  const entries = await readdir(path.join(root, 'pages'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && PAGE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const pages: RawPage[] = [];
  // Read synchronously, a file after another: at 10,000 posts the thread pool's open, stat, read
  // and close per file cost more than reading (~1 s, and the event loop had little else to do).
  const seen = new Set<string>();
  for (const file of files) {
    const stamp = cache ? stampOf(file) : null;
    const cached = stamp === null ? undefined : cache?.get(file);
    if (cached && cached.stamp === stamp) {
      pages.push(cachedPage(cached));
      seen.add(file);
      continue;
    }
    const name = path.relative(root, file);
    const before = issues.length;
    const page = readPageFile(root, name, issues);
    if (page) pages.push(page);
    if (page && stamp !== null && issues.length === before) {
      if (cache) {
        const entry = cacheEntry(stamp, page);
        cache.set(file, entry);
        sourceEntries.set(page, entry);
      }
      seen.add(file);
    }
  }
  if (cache) for (const file of cache.keys()) if (!seen.has(file)) cache.delete(file);
  return {
    settings,
    navigation,
    footer,
    pricing,
    forms,
    formFiles,
    interviewQuestions,
    pages,
    issues,
  } as RawSource;
}
