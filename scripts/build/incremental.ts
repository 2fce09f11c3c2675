/**
 * The incremental build (issue 33, point 1): `rebuildContent(changedPaths)` brings dist/ up to date
 * after content edits, rendering only the pages whose compiled data changed and rewriting only the
 * files whose bytes differ, with the same bytes a clean `npm run build` writes
 * (scripts/build/incremental.test.ts checks that on random edit sequences).
 *
 * How it knows what an edit touches: it loads and compiles the whole content again (cheap next to
 * rendering) and compares each page's data with the hash the previous build recorded
 * (./build-state.ts). A post's page data holds everything its HTML shows (listings, topic pages,
 * related posts and pagination are props of the pages that show them), so an edited post
 * re-renders itself and exactly the listings, topic pages and posts whose related block shows it;
 * shared data (navigation, pricing, settings) changes the render's shared inputs and re-renders
 * every page. The files derived from the page list (sitemaps, feed, redirects, headers, search
 * index, preview images, shared data files) are derived again and compared.
 *
 * The changed pages are rendered into a scratch directory, then published into dist/ file by file
 * by rename (./publish-files.ts: whole files only, what pages load before the pages, removals
 * last), so only the files that change are touched. In watch mode the search index is refreshed
 * after the pages are served (`searchIndex: 'deferred'`, `refreshSearchIndex`): Pagefind cannot
 * replace one page, so any change to an indexed page indexes them all again, the bulk of an
 * edit's time at 10,000 posts. A change outside the content directory,
 * to the content's images, or to the code, the dependencies or the build's environment since the
 * last full build, runs the full build instead.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { compileSite, contentHash } from '../../src/content/compile.ts';
import {
  contentDir as defaultContentDir,
  loadSite,
  type LoadOptions,
  type Site,
} from '../../src/content/load.ts';
import type { PageEntry } from '../../src/content/model.ts';
import { patchSite } from '../../src/content/patch.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { createSourceCache, type SourceCache } from '../../src/content/local-source.ts';
import {
  APP_DATA_URL,
  htmlFile,
  pageDataUrl,
  sliceDataUrl,
  staticQueryUrl,
} from '../../src/contracts/paths.ts';
import type { TemplateId } from '../../src/contracts/templates.ts';
import { SEARCH_INDEX_PATH, searchSectionOf } from '../../src/contracts/search.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import { loadRedirects } from '../deploy/redirects.ts';
import { deployTarget, nginxUpstream } from '../deploy/static-target.ts';
import { buildArgs } from './build-command.ts';
import {
  codeFingerprint,
  envFingerprint,
  pageHash,
  readBuildState,
  ROOT,
  stateDirOf,
  stateStamp,
  writeBuildState,
  type BuildState,
  type PageState,
} from './build-state.ts';
import type { Manifest } from './manifest.ts';
import { writePreviewImages } from './og-images.ts';
import { compressedCopies, isCompressible } from './precompress.ts';
import { encodeBatch, type PageBatch } from './prerender-page.ts';
import type { WorkerInit } from './prerender-worker.ts';
import { BATCH, renderAssets, renderPages, siteFiles } from './render-pages.ts';
import { writeSchedule } from './schedule-file.ts';
import { searchTextFiles, writeSearchIndex } from './search-index.ts';
import {
  cachedSize,
  createVariantPlanner,
  imageVariantsMode,
  keepSmallerAvif,
} from './static-images.ts';
import { filesUnder, publishFiles, type FileToPublish } from './publish-files.ts';
import { renderInProcess } from './render-in-process.ts';

/**
 * The content files parsed by the last rebuild in this process, by content directory: a kept
 * build process (watch mode) re-reads only the files that changed since (src/content/local-source.ts).
 */
const sourceCaches = new Map<string, SourceCache>();

/**
 * The site the last incremental rebuild in this process built, by content directory, with the
 * stamp of the build state it wrote: the next rebuild patches it (src/content/patch.ts) unless
 * the state was written since by another build (a full one), or the rebuild failed.
 */
const loadedSites = new Map<string, { site: Site; stateStamp: string | null }>();

/** Each page entry's JSON as compiled last: a patched site keeps its other entries as they were. */
const compiledEntries = new WeakMap<PageEntry, { title: string; sq: string; json: Buffer }>();
const jsonHashes = new WeakMap<Buffer, string>();

function compiledJson(page: PageData, entry: PageEntry): Buffer {
  const sq = page.sq.join();
  const known = compiledEntries.get(entry);
  if (known && known.title === page.title && known.sq === sq) return known.json;
  const json = Buffer.from(JSON.stringify(page));
  compiledEntries.set(entry, { title: page.title, sq, json });
  jsonHashes.set(json, pageHash(json));
  return json;
}

/** How this process loads the content of `contentDir`, with the image planner of a static build. */
function loading(contentDir: string, env: Record<string, string | undefined>) {
  const planner =
    !env.IMGIX_DOMAIN?.trim() && imageVariantsMode(env) === 'build'
      ? createVariantPlanner({ imagesDir: path.join(contentDir, 'images') })
      : null;
  let sourceCache = sourceCaches.get(contentDir);
  if (!sourceCache) sourceCaches.set(contentDir, (sourceCache = createSourceCache()));
  const loadOptions: LoadOptions = {
    icon: iconByName,
    sourceCache,
    ...(planner ? { imageData: planner.imageData } : {}),
  };
  return { planner, loadOptions };
}

/** Whether the pages just loaded need exactly the image files the last full build wrote. */
function sameVariants(planner: ReturnType<typeof createVariantPlanner> | null, state: BuildState) {
  const variants = planner
    ? planner
        .variants()
        .map((variant) => variant.url)
        .sort()
    : [];
  return variants.join('\n') === state.variants.join('\n');
}

/**
 * Makes the full build's choice of AVIF sources (keepSmallerAvif) again for the pages loaded here,
 * from the files it rendered: it takes out of their image data the sources the full build took
 * out. False when a file is no longer in the image cache (the caller then builds in full).
 */
function redoAvifChoice(
  planner: ReturnType<typeof createVariantPlanner> | null,
  site: unknown,
): boolean {
  if (!planner) return true;
  try {
    keepSmallerAvif(site, cachedSize(planner.variants()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads and compiles the content into this process's kept site without building anything, so
 * that the first edit after a start is patched instead of loading all the content (the kept build
 * process of watch mode does this as it starts, ./rebuild-worker.ts). Does nothing, and says why,
 * where the next rebuild would run the full build.
 */
export async function primeContent({
  outDir,
  env = process.env,
}: Pick<RebuildOptions, 'outDir' | 'env'> = {}): Promise<{ ms: number } | { reason: string }> {
  const started = performance.now();
  const out = outDir ?? path.resolve(ROOT, env.DIST_DIR ?? 'dist');
  const stateDir = stateDirOf(out);
  const contentDir = defaultContentDir(env);
  const state = readBuildState(stateDir);
  const reason = fullBuildReason(state, [], contentDir, env);
  if (reason || !state) return { reason: reason ?? 'no state' };
  const stamp = stateStamp(stateDir);
  const { planner, loadOptions } = loading(contentDir, env);
  const site = await loadSite(contentDir, env, loadOptions);
  if (!sameVariants(planner, state) || !redoAvifChoice(planner, site))
    return { reason: 'the image files changed' };
  const manifestText = await readFile(path.join(stateDir, 'manifest.json'), 'utf8');
  compileSite(site, contentHash(manifestText), undefined, () => {}, compiledJson);
  loadedSites.set(contentDir, { site, stateStamp: stamp });
  return { ms: performance.now() - started };
}

/** Up to this many changed pages render on the calling thread where it can (./render-in-process.ts). */
const IN_PROCESS_MAX_PAGES = 200;

/** The value with every object's keys in order: the same data, the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The hash of what every page's render shares: the worker's init but its paths, keys in order
 * (the preview images arrive in the order their renders end).
 */
export function initHash(init: WorkerInit): string {
  const { serverEntry: _entry, outDir: _out, readDir: _read, ...shared } = init;
  return contentHash(canonical(shared));
}

/** A page as the search index needs it. */
export interface SearchPage {
  path: string;
  template: TemplateId;
}

export interface RebuildOptions {
  /** The built site (DIST_DIR, else dist/). */
  outDir?: string;
  /**
   * `inline` (the default): the search index is written before the rebuild returns. `deferred`:
   * the changed pages are published first and the rebuild returns the pages to index
   * (`searchPages`), for `refreshSearchIndex` to run after (the kept build process of watch mode,
   * ./rebuild-worker.ts).
   */
  searchIndex?: 'inline' | 'deferred';
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

export interface RebuildResult {
  mode: 'incremental' | 'full';
  /** Why the full build ran, for a full one. */
  reason?: string;
  /** Pages rendered again (every page for a full build). */
  rendered: number;
  /** Site paths of the files written or replaced (the .br/.gz copies included). */
  rewritten: string[];
  /** Site paths of the files removed. */
  removed: string[];
  ms: number;
  /** Milliseconds each step took (incremental builds). */
  phases: Record<string, number>;
  /** With a deferred search index: the pages to index when an indexed page changed, else null. */
  searchPages?: SearchPage[] | null;
}

/** The joined stylesheets the prerender writes (./stylesheets.ts), and their copies. */
const JOINED_STYLESHEET = /^assets\/page-[0-9a-f]{12}\.css(?:\.br|\.gz)?$/;

const sameBytes = async (file: string, bytes: Buffer) => {
  const current = await readFile(file).catch(() => null);
  return current !== null && current.equals(bytes);
};

/** The full build as a child process (./build.ts), with this environment. */
function fullBuild(env: Record<string, string | undefined>, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, buildArgs(), {
      cwd: ROOT,
      env: { ...env, DIST_DIR: outDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The full build failed (exit code ${code})`)),
    );
  });
}

/** Why the change needs a full build, or null when the incremental build can take it. */
export function fullBuildReason(
  state: BuildState | null,
  changedPaths: readonly string[],
  contentDir: string,
  env: Record<string, string | undefined>,
): string | null {
  if (!state) return 'no incremental state from a previous build';
  if (state.contentDir !== contentDir) return `the content directory is now ${contentDir}`;
  for (const changed of changedPaths) {
    const relative = path.relative(contentDir, path.resolve(ROOT, changed));
    if (relative.startsWith('..') || path.isAbsolute(relative))
      return `${changed} is outside the content directory`;
    // Images are read by the image planner and written as files for a static host.
    if (relative.split(path.sep)[0] === 'images') return `${changed} is an image`;
  }
  if (state.code !== codeFingerprint(ROOT)) return 'the code or dependencies changed';
  if (state.env !== envFingerprint(env)) return "the build's environment changed";
  return null;
}

/**
 * Brings the built site up to date after `changedPaths` (files under the content directory,
 * added, edited or deleted); see the module comment. Throws the content's error (a ContentError)
 * and leaves the served site as it was when the content is invalid.
 */
export async function rebuildContent(
  changedPaths: readonly string[],
  { outDir, env = process.env, log = () => {}, searchIndex = 'inline' }: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = performance.now();
  const out = outDir ?? path.resolve(ROOT, env.DIST_DIR ?? 'dist');
  const stateDir = stateDirOf(out);
  const contentDir = defaultContentDir(env);
  const state = readBuildState(stateDir);
  const full = async (reason: string): Promise<RebuildResult> => {
    log(`Full build: ${reason}`);
    await fullBuild(env, out);
    const after = readBuildState(stateDir);
    return {
      mode: 'full',
      reason,
      rendered: Object.keys(after?.pages ?? {}).length,
      rewritten: [],
      removed: [],
      ms: performance.now() - started,
      phases: {},
    };
  };
  const reason = fullBuildReason(state, changedPaths, contentDir, env);
  if (reason || !state) return full(reason ?? 'no state');

  const phases: Record<string, number> = {};
  let last = started;
  const mark = (phase: string) => {
    const now = performance.now();
    phases[phase] = Math.round(now - last);
    last = now;
  };
  deployTarget(env);
  const { planner, loadOptions } = loading(contentDir, env);
  // The site this process built last, patched with the edited files where it can be (a patch
  // keeps the pictures, so the image files too); else all the content, loaded again.
  const previous = loadedSites.get(contentDir);
  loadedSites.delete(contentDir);
  const patch =
    previous && previous.stateStamp === stateStamp(stateDir)
      ? await patchSite(
          previous.site,
          changedPaths.map((changed) => path.relative(contentDir, path.resolve(ROOT, changed))),
          contentDir,
          env,
          loadOptions,
        )
      : { reason: 'no site kept from the last rebuild' };
  const patched = 'site' in patch;
  if (!patched) log(`Loading all the content: ${patch.reason}`);
  const site = patched ? patch.site : await loadSite(contentDir, env, loadOptions);
  mark(patched ? 'patch' : 'load');
  // A page that needs an image file the last full build did not write.
  if (!patched && !sameVariants(planner, state)) return full('the image files changed');
  if (!redoAvifChoice(planner, site)) return full('the image files changed');
  const templates = [...new Set(site.pages.map((page) => page.template))].sort();
  if (templates.join('\n') !== state.templates.join('\n'))
    return full('the templates used changed');

  const manifestText = await readFile(path.join(stateDir, 'manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const paths = site.pages.map((page) => page.path);
  const texts: Buffer[] = [];
  const hashes: string[] = [];
  const compiled = compileSite(
    site,
    contentHash(manifestText),
    undefined,
    (json) => {
      texts.push(json);
      hashes.push(jsonHashes.get(json) ?? pageHash(json));
    },
    compiledJson,
  );
  const redirects = await loadRedirects(contentDir, paths);
  mark('compile');

  const scratch = `${out}-scratch-${process.pid}`;
  const staging = `${out}-staging-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
  try {
    const { assets, blockAssets } = renderAssets(manifest, templates as TemplateId[]);
    const templateImages = await writePreviewImages(
      scratch,
      site.settings.brand,
      templates as TemplateId[],
    );
    const init: WorkerInit = {
      serverEntry: path.join(stateDir, 'server/server-entry.js'),
      outDir: scratch,
      readDir: out,
      siteUrl: site.settings.siteUrl,
      buildHash: compiled.appData.buildHash,
      queries: [...compiled.queries],
      slices: compiled.slices,
      assets,
      blockAssets,
      templateImages,
    };
    const everyPage = initHash(init) !== state.initHash;
    const changed = compiled.pages
      .map((page, index) => ({ page, index }))
      .filter(({ page, index }) => everyPage || state.pages[page.path]?.hash !== hashes[index]);
    const current = new Set(paths);
    const gone = Object.keys(state.pages).filter((page) => !current.has(page));

    // A few pages render on this thread in the kept build process (./render-in-process.ts);
    // more, or elsewhere, on worker threads.
    const changedTexts = changed.map(({ index }) => texts[index] as Buffer);
    texts.length = 0;
    let joined =
      changed.length > 0 && changed.length <= IN_PROCESS_MAX_PAGES
        ? await renderInProcess(changedTexts, init)
        : null;
    if (!joined && changed.length > 0) {
      const batches: PageBatch[] = [];
      for (let at = 0; at < changedTexts.length; at += BATCH)
        batches.push(encodeBatch(changedTexts.slice(at, at + BATCH)));
      joined = (await renderPages(batches, changed.length, init)).joined;
    }
    const rendered = { joined: joined ?? new Map<string, string[]>() };
    mark('render');
    // Shared data, derived files and (when an indexed page changed) the search index.
    const write = async (name: string, text: string) => {
      await mkdir(path.dirname(path.join(scratch, name)), { recursive: true });
      await writeFile(path.join(scratch, name), text);
    };
    await write(APP_DATA_URL, JSON.stringify(compiled.appData));
    for (const [hash, result] of compiled.queries)
      await write(staticQueryUrl(hash), JSON.stringify(result));
    for (const slice of Object.values(compiled.slices))
      await write(sliceDataUrl(slice.name), JSON.stringify(slice));
    const notFound = '404/index.html';
    const notFoundHtml = await readFile(path.join(scratch, notFound), 'utf8').catch(() =>
      readFile(path.join(out, notFound), 'utf8'),
    );
    const files = siteFiles(
      site.settings,
      compiled.pages,
      redirects,
      nginxUpstream(env),
      notFoundHtml,
    );
    for (const [name, text] of files.site) await write(name, text);
    const deployDir = `${out}-deploy`;
    await mkdir(deployDir, { recursive: true });
    if (!(await sameBytes(path.join(deployDir, 'nginx.conf'), Buffer.from(files.nginx))))
      await writeFile(path.join(deployDir, 'nginx.conf'), files.nginx);
    const indexed = (template: string) => searchSectionOf(template as TemplateId) !== null;
    const searchChanged = changed.some(({ page }) => indexed(page.template)) || gone.length > 0;
    const searchPages = compiled.pages.map(({ path: page, template }) => ({
      path: page,
      template: template as TemplateId,
    }));
    const searchInline = searchChanged && searchIndex === 'inline';
    mark('derived files');
    if (searchInline) await writeSearchIndex(scratch, searchPages, [scratch, out]);
    if (searchInline) mark('search index');

    // What the scratch directory holds replaces dist/'s copy where the bytes differ, file by
    // file (./publish-files.ts); the derived files are compressed as the full build compresses
    // them.
    const compressed = new Set([
      APP_DATA_URL.slice(1),
      ...[...compiled.queries.keys()].map((hash) => staticQueryUrl(hash).slice(1)),
      ...Object.values(compiled.slices).map((slice) => sliceDataUrl(slice.name).slice(1)),
      ...files.site.map(([name]) => name),
      ...(searchInline ? await searchTextFiles(scratch) : []),
    ]);
    const scratchFiles = new Set(await filesUnder(scratch));
    const { puts, drops } = await changedFiles(out, scratch, scratchFiles, compressed);

    // Files a clean build would not write: removed pages, replaced shared data, sitemaps past
    // the last, an index's old fragments, joined stylesheets no page uses any more.
    for (const page of gone) drops.push(htmlFile(page), pageDataUrl(page).slice(1));
    const searchDir = SEARCH_INDEX_PATH.replace(/^\/|\/$/g, '');
    const pages: Record<string, PageState> = {};
    for (const [index, page] of compiled.pages.entries())
      pages[page.path] = {
        hash: hashes[index] as string,
        joined: rendered.joined.get(page.path) ?? state.pages[page.path]?.joined ?? [],
      };
    const joinedUsed = new Set(Object.values(pages).flatMap((page) => page.joined));
    // Only the directories a rebuild owns are listed, not the whole site.
    const owned = [
      ...(await filesUnder(path.join(out, 'page-data/sq'), 'page-data/sq')),
      ...(await filesUnder(path.join(out, 'slice-data'), 'slice-data')),
      ...(await filesUnder(path.join(out, 'og'), 'og')),
      ...(await readdir(out)).filter((name) => /^sitemap[^/]*\.xml(?:\.br|\.gz)?$/.test(name)),
      ...(searchInline ? await filesUnder(path.join(out, searchDir), searchDir) : []),
    ];
    for (const name of owned) {
      const base = name.replace(/\.(?:br|gz)$/, '');
      // A compressed copy of a file written here was kept, replaced or dropped above.
      if (!scratchFiles.has(name) && !scratchFiles.has(base)) drops.push(name);
    }
    for (const name of await filesUnder(path.join(out, 'assets'), 'assets')) {
      const base = name.replace(/\.(?:br|gz)$/, '');
      if (JOINED_STYLESHEET.test(name) && !joinedUsed.has(`/${base}`)) drops.push(name);
    }
    mark('merge');
    const { rewritten, removed } = await publishFiles(out, staging, puts, drops);
    mark('publish');
    await writeBuildState(stateDir, { ...state, initHash: initHash(init), pages });
    log(await writeSchedule(deployDir, site.due, site.now));
    loadedSites.set(contentDir, { site, stateStamp: stateStamp(stateDir) });
    return {
      mode: 'incremental',
      rendered: changed.length,
      rewritten,
      removed,
      ms: performance.now() - started,
      phases,
      searchPages: searchChanged && !searchInline ? searchPages : null,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The scratch directory's files whose bytes differ from the served ones, with `.br`/`.gz` copies
 * of those in `compressed` (and their old copies removed where a copy no longer pays).
 */
async function changedFiles(
  out: string,
  scratch: string,
  scratchFiles: ReadonlySet<string>,
  compressed: ReadonlySet<string>,
): Promise<{ puts: FileToPublish[]; drops: string[] }> {
  const puts: FileToPublish[] = [];
  const drops: string[] = [];
  const compare = async (name: string) => {
    const from = path.join(scratch, name);
    const [bytes, current] = await Promise.all([
      readFile(from),
      readFile(path.join(out, name)).catch(() => null),
    ]);
    if (current?.equals(bytes)) return;
    puts.push({ name, bytes, from, changed: true });
    if (!compressed.has(name) || !isCompressible(name)) return;
    const copies = await compressedCopies(bytes);
    for (const suffix of ['.br', '.gz'] as const) {
      const copy = copies.get(suffix);
      if (copy) puts.push({ name: `${name}${suffix}`, bytes: copy });
      else drops.push(`${name}${suffix}`);
    }
  };
  // A few files at once: a shared-data edit compares thousands (one after another, 168 s for
  // 11,789 at 10,000 posts under load).
  const names = [...scratchFiles];
  for (let at = 0; at < names.length; at += 16)
    await Promise.all(names.slice(at, at + 16).map(compare));
  return { puts, drops };
}

export interface SearchRefreshResult {
  pages: number;
  rewritten: string[];
  removed: string[];
  ms: number;
}

/**
 * Writes the search index of `pages` from the HTML dist/ serves now and publishes it file by
 * file (./publish-files.ts: new fragments first, the entry file after them, old fragments last);
 * what a deferred incremental build leaves to run after its pages are served. Unless `stillWanted`
 * says otherwise when the index is ready (a full build replaced the site meanwhile), then
 * nothing is published.
 */
export async function refreshSearchIndex(
  pages: readonly SearchPage[],
  {
    outDir,
    env = process.env,
    stillWanted = () => true,
  }: {
    outDir?: string;
    env?: Record<string, string | undefined>;
    stillWanted?: () => boolean;
  } = {},
): Promise<SearchRefreshResult | null> {
  const started = performance.now();
  const out = outDir ?? path.resolve(ROOT, env.DIST_DIR ?? 'dist');
  const scratch = `${out}-search-${process.pid}`;
  const temp = `${out}-search-staging-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await rm(temp, { recursive: true, force: true });
  try {
    const report = await writeSearchIndex(scratch, pages, [out]);
    if (!stillWanted()) return null;
    const searchDir = SEARCH_INDEX_PATH.replace(/^\/|\/$/g, '');
    const written = new Set(await filesUnder(scratch));
    const { puts, drops } = await changedFiles(
      out,
      scratch,
      written,
      new Set(await searchTextFiles(scratch)),
    );
    for (const name of await filesUnder(path.join(out, searchDir), searchDir)) {
      const base = name.replace(/\.(?:br|gz)$/, '');
      if (!written.has(name) && !written.has(base)) drops.push(name);
    }
    if (!stillWanted()) return null;
    const { rewritten, removed } = await publishFiles(out, temp, puts, drops);
    return { pages: report.pages, rewritten, removed, ms: performance.now() - started };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(temp, { recursive: true, force: true });
  }
}
