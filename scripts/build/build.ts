/**
 * `npm run build`: validates content, builds the client and server bundles, prerenders every
 * page on worker threads and writes the static JSON files (docs/product.md §3.1). The output
 * replaces `dist/` only when everything succeeded; a failed build leaves the previous `dist/`
 * intact.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { sliceDataUrl, staticQueryUrl, APP_DATA_URL } from '../../src/contracts/paths.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { TEMPLATE_PROPS, type TemplateId } from '../../src/contracts/templates.ts';
import { compileSite, contentHash } from '../../src/content/compile.ts';
import { contentDir, loadSite } from '../../src/content/load.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import type { Redirect } from '../../src/contracts/schemas/redirects.ts';
import { isContentProblem } from '../../src/content/model.ts';
import { BUDGETS } from '../checks/budgets.ts';
import { joinStylesheets } from './stylesheets.ts';
import { reportFile, type BuildReport } from './build-report.ts';
import { buildMeter, type BuildMeter } from './build-memory.ts';
import { writeIcons, writePreviewImages } from './og-images.ts';
import { loadRedirects } from '../deploy/redirects.ts';
import {
  assertStaticTarget,
  DeployConfigError,
  deployTarget,
  nginxUpstream,
} from '../deploy/static-target.ts';
import { precompress } from './precompress.ts';
import {
  createVariantPlanner,
  imageVariantsMode,
  cachedSize,
  keepSmallerAvif,
  serviceImageReferences,
  staticImageConcurrency,
  writeVariants,
  STATIC_IMAGE_PATH,
  type VariantPlanner,
  type VariantsWritten,
} from './static-images.ts';
import { searchTextFiles, writeSearchIndex } from './search-index.ts';
import { writeSchedule } from './schedule-file.ts';
import { describeTable, writeReferrerTable } from '../content/referrers/table.ts';
import { documentAssets, firstLoadFiles, moduleFiles, type Manifest } from './manifest.ts';
import type { WorkerInit } from './prerender-worker.ts';
import { encodeBatch, type PageBatch } from './prerender-page.ts';
import { type CodeSets } from './code-sets.ts';
import { BATCH, renderAssets, renderPages, siteFiles } from './render-pages.ts';
import { swapIntoPlace } from './swap.ts';
import {
  codeFingerprint,
  envFingerprint,
  pageHash,
  stateDirOf,
  stateFile,
  writeBuildState,
  type PageState,
} from './build-state.ts';
import { initHash } from './incremental.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Output directory; DIST_DIR lets parallel builds (or a CI matrix) write elsewhere. */
const OUT_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
/** Hosting configuration that must not be published with the site (the nginx server block). */
const DEPLOY_DIR = `${OUT_DIR}-deploy`;
/** Per-process, so two builds at once never share intermediate files. */
const CACHE = path.join(ROOT, `.cache/build-${process.pid}`);
const REPORT_FILE = reportFile(OUT_DIR);

/** The incremental build's state (./build-state.ts). */
const STATE_DIR = stateDirOf(OUT_DIR);

const log = (message: string) => process.stdout.write(`${message}\n`);

async function writeJson(root: string, url: string, value: unknown): Promise<number> {
  const file = path.join(root, url);
  await mkdir(path.dirname(file), { recursive: true });
  const text = JSON.stringify(value);
  await writeFile(file, text);
  return Buffer.byteLength(text);
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const kb2 = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

type Site = Awaited<ReturnType<typeof loadSite>>;
type Compiled = ReturnType<typeof compileSite>;
/** Seconds each phase ended at (or, for the prerender, took), printed in the summary. */
type Phases = Record<string, number>;

/**
 * Step 1: loads the content and builds the client and server bundles into CACHE. They overlap
 * (loading runs on the main thread, bundling in a child process, scripts/build/build-bundles.ts); an
 * invalid content file still fails the build with the content error.
 */
async function loadAndBundle(
  started: number,
  phases: Phases,
  meter: BuildMeter,
  planner: VariantPlanner | null,
): Promise<Site> {
  // The referrer lists are compiled into a module the bundles import (docs/product.md §4.11).
  log(`  ${describeTable(await writeReferrerTable())}`);
  log('Loading content and building client and server bundles…');
  const content = loadSite(contentDir(), process.env, {
    icon: iconByName,
    ...(planner ? { imageData: planner.imageData } : {}),
  }).then((loaded) => {
    phases.content = performance.now() - started;
    log(`  ${loaded.pages.length} pages`);
    return loaded;
  });
  // BUILD_BUNDLE_CACHE (tests): bundles kept from a first build and reused by later ones over
  // the same code, so a test that builds many times runs Vite once.
  const bundleCache = process.env.BUILD_BUNDLE_CACHE;
  if (bundleCache && existsSync(path.join(bundleCache, 'server/server-entry.js'))) {
    await cp(bundleCache, CACHE, { recursive: true });
    phases.bundles = performance.now() - started;
    return content;
  }
  const bundles = new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'build-bundles.ts'), CACHE],
      // The channel carries the bundler's CPU time, which this process's own does not count.
      { cwd: ROOT, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
    );
    if (child.pid) meter.watchProcess(child.pid);
    child.on('message', (message: { cpuMs?: unknown }) => {
      if (typeof message?.cpuMs === 'number') meter.addChildCpu(message.cpuMs);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      phases.bundles = performance.now() - started;
      if (code === 0) resolve();
      else reject(new Error(`Building the bundles failed (${signal ?? `exit code ${code}`})`));
    });
  });
  try {
    const [site] = await Promise.all([content, bundles]);
    if (bundleCache) await cp(CACHE, bundleCache, { recursive: true });
    return site;
  } catch (error) {
    await bundles.catch(() => {});
    throw error;
  }
}

/** Step 2: copies the client bundle into `staging` and writes the shared JSON files beside it. */
async function writeStaticData(staging: string, compiled: Compiled): Promise<void> {
  await cp(path.join(CACHE, 'client'), staging, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.vite`),
  });
  log('Writing page data…');
  await writeJson(staging, APP_DATA_URL, compiled.appData);
  for (const [hash, result] of compiled.queries)
    await writeJson(staging, staticQueryUrl(hash), result);
  for (const slice of Object.values(compiled.slices))
    await writeJson(staging, sliceDataUrl(slice.name), slice);
  // Page data files are written by the render workers, beside each page's HTML.
}

interface Rendered {
  /** Bytes of everything in the staging directory but the `.br` and `.gz` copies. */
  totalBytes: number;
  /** Bytes of the `.br` and `.gz` copies (of everything but the pages, ADR 13). */
  compressedBytes: number;
  compressedFiles: number;
  renderMs: number;
  codeSets: CodeSets;
  /** The image files written for a static host; null with a CDN or the on-demand service. */
  images: VariantsWritten | null;
  /** What the incremental build needs of the render (./build-state.ts). */
  initHash: string;
  joined: Map<string, string[]>;
  variants: string[];
  /** Each block's and section's chunks and styles, which the studio's preview links too. */
  blockAssets: WorkerInit['blockAssets'];
}

/** The image files a static build wrote, for the report and the next incremental build. */
interface WrittenImages {
  images: VariantsWritten;
  variantUrls: string[];
}

/**
 * Step 1c, when no server will render the images (static-images.ts): writes every image file the
 * pages reference into `staging`, then keeps each AVIF source only where AVIF is smaller. Runs
 * before the site is compiled, so the pages and their data name only the sources kept.
 */
async function writeImages(
  staging: string,
  site: Site,
  planner: VariantPlanner,
  meter: BuildMeter,
): Promise<WrittenImages> {
  meter.step('images');
  const variants = planner.variants();
  log(`Rendering ${variants.length} image files…`);
  const rendered = await writeVariants(variants, {
    concurrency: staticImageConcurrency(process.env),
  });
  const avif = keepSmallerAvif(site, cachedSize(variants));
  log(
    `  AVIF offered for ${avif.kept} pictures; ${avif.dropped} stay WebP only, where AVIF is not smaller at every width`,
  );
  const copied = await writeVariants(
    variants.filter((variant) => !avif.unused.has(variant.url)),
    { outDir: staging },
  );
  return {
    images: {
      ...copied,
      rendered: rendered.rendered,
      reused: rendered.reused,
      ms: rendered.ms + copied.ms,
    },
    // Every file planned, AVIF not kept included: what the next incremental build compares.
    variantUrls: variants.map((variant) => variant.url).sort(),
  };
}

/**
 * Step 3: prerenders every page (HTML and page data, not precompressed: ADR 13) on worker
 * threads, then writes the files derived from the page list: 404.html, the sitemaps,
 * robots.txt, the hosting configuration and the blog feed. Link previews and icons are written
 * first, as the pages reference them; the files written here are compressed here.
 */
async function renderSite(
  staging: string,
  settings: Site['settings'],
  compiled: Compiled,
  batches: PageBatch[],
  manifest: Manifest,
  templates: readonly TemplateId[],
  meter: BuildMeter,
  redirects: readonly Redirect[],
  imageFiles: WrittenImages | null,
): Promise<Rendered> {
  const images = imageFiles?.images ?? null;
  const variantUrls = imageFiles?.variantUrls ?? [];
  const { assets, blockAssets } = renderAssets(manifest, templates);
  // Link previews per template and the manifest's icons, rendered once and cached.
  meter.step('previews and precompress');
  const templateImages = await writePreviewImages(staging, settings.brand, [...templates]);
  await writeIcons(staging, path.resolve(import.meta.dirname, '../../public/favicon.svg'));
  // Everything but the pages themselves, which the workers count as they write them.
  const baseBytes = await directorySize(staging);
  const compressedBefore = await precompress(staging);
  log(`Prerendering ${compiled.pages.length} pages…`);
  meter.step('prerender');
  const renderStarted = performance.now();
  const init: WorkerInit = {
    serverEntry: path.join(CACHE, 'server/server-entry.js'),
    outDir: staging,
    siteUrl: settings.siteUrl,
    buildHash: compiled.appData.buildHash,
    queries: [...compiled.queries],
    slices: compiled.slices,
    assets,
    blockAssets,
    templateImages,
  };
  const pages = await renderPages(batches, compiled.pages.length, init, meter);
  const renderMs = performance.now() - renderStarted;
  if (imageFiles) await checkNoServiceImages(staging);
  meter.step('files after the pages');
  const written: string[] = [];
  const files = siteFiles(
    settings,
    compiled.pages,
    redirects,
    nginxUpstream(process.env),
    await readFile(path.join(staging, '404/index.html'), 'utf8'),
  );
  for (const [name, text] of files.site) {
    await mkdir(path.dirname(path.join(staging, name)), { recursive: true });
    await writeFile(path.join(staging, name), text);
    written.push(name);
  }
  await mkdir(DEPLOY_DIR, { recursive: true });
  await writeFile(path.join(DEPLOY_DIR, 'nginx.conf'), files.nginx);
  meter.step('search index');
  const search = await writeSearchIndex(staging, compiled.pages);
  log(
    `  search index: ${search.pages} of ${search.read} pages, ${search.files} files, ${kb(search.bytes)} in pagefind/ (${(search.ms / 1000).toFixed(2)} s)`,
  );
  written.push(...(await searchTextFiles(staging)));
  const compressedAfter = await precompress(staging, written);
  return {
    totalBytes: baseBytes + pages.bytes + search.bytes,
    compressedBytes: compressedBefore.bytes + compressedAfter.bytes,
    compressedFiles: compressedBefore.files + compressedAfter.files,
    renderMs,
    codeSets: pages.codeSets,
    images,
    initHash: initHash(init),
    joined: pages.joined,
    variants: variantUrls,
    blockAssets,
  };
}

/**
 * With the image files written by the build, no page may still name the on-demand service: on
 * a static host that is a broken image. Fails the build naming the first few.
 */
async function checkNoServiceImages(staging: string): Promise<void> {
  const files = (await readdir(staging, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(html|json)$/.test(entry.name))
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)));
  // Read by a few at a time: at 10,000 posts one read per file at once (23,000 files) ran past
  // the open-file limit (EMFILE) on a loaded machine, where the reads finish slower.
  const texts = new Map<string, string>();
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop())
        texts.set(file, await readFile(path.join(staging, file), 'utf8'));
    }),
  );
  const found = serviceImageReferences(files, (file) => texts.get(file) ?? '');
  if (found.length > 0) {
    throw new Error(
      `${found.length} built files name the image service (/_img/), which a static host does not answer; build image URLs from a content image's data (src/images/), or set IMAGE_VARIANTS=service to deploy with the Node server:\n  ${found.slice(0, 5).join('\n  ')}`,
    );
  }
}

/** Step 5a: the build's figures: pages, bytes, time per phase, memory and CPU. */
function reportTotals(
  compiled: Compiled,
  rendered: Rendered,
  started: number,
  phases: Phases,
  meter: BuildMeter,
): BuildReport {
  const { totalBytes, renderMs, images } = rendered;
  log('');
  log(
    `Built ${compiled.pages.length} pages, ${kb(totalBytes)} in dist/ (build hash ${compiled.appData.buildHash})`,
  );
  if (images) {
    log(
      `  images: ${images.files} files, ${kb(images.bytes)} in dist${STATIC_IMAGE_PATH}/ (${images.rendered} rendered, ${images.reused} from .cache/static-images/), ${(images.ms / 1000).toFixed(2)} s`,
    );
  } else {
    log('  images: none written (served by the image CDN or the /_img/ service)');
  }
  log(
    `  prerender ${renderMs.toFixed(0)} ms (${(renderMs / compiled.pages.length).toFixed(2)} ms/page), total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  phases.total = performance.now() - started;
  log(
    `  phases (content and bundles run at the same time): ${Object.entries(phases)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
      .join(', ')}`,
  );
  const { memory, cpu } = meter.stop();
  log(
    `  peak memory ${memory.peakRssMb.toFixed(0)} MB RSS (main thread, workers and the bundler's process while it ran: ${memory.bundlerRssMb.toFixed(0)} MB); V8 heaps: main ${memory.mainHeapMb.toFixed(0)} MB, ${memory.workers} workers ${memory.workersHeapMb.toFixed(0)} MB`,
  );
  log(
    `  peak per step (RSS / main heap, MB): ${Object.entries(memory.steps)
      .map(([name, peak]) => `${name} ${peak.rssMb.toFixed(0)} / ${peak.mainHeapMb.toFixed(0)}`)
      .join(', ')}`,
  );
  log(
    `  CPU time ${(cpu.totalMs / 1000).toFixed(2)} s (all threads and the bundler's process; main ${(cpu.mainMs / 1000).toFixed(2)} s, workers ${(cpu.workersMs / 1000).toFixed(2)} s, bundler ${(cpu.bundlerMs / 1000).toFixed(2)} s)`,
  );
  return {
    pages: compiled.pages.length,
    totalBytes,
    renderMs,
    totalMs: performance.now() - started,
    peakMemoryMb: memory.peakRssMb,
    cpuMs: cpu.totalMs,
    memory,
    cpu,
    phases,
    templates: {},
    ...(images ? { images } : {}),
  };
}

type GzipSum = (files: string[]) => Promise<number>;

/** Gzip bytes of built files (read from the swapped-in dist/), each file compressed once. */
function gzipSummer(): GzipSum {
  const gzipCache = new Map<string, number>();
  const gzipSize = async (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(path.join(OUT_DIR, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  return async (files) => (await Promise.all(files.map(gzipSize))).reduce((a, b) => a + b, 0);
}

/** Gzip bytes of a page's stylesheets as it loads them: joined into one file (./stylesheets.ts). */
async function joinedCssGzip(files: string[]): Promise<number> {
  const parts = await Promise.all(files.map((file) => readFile(path.join(OUT_DIR, file))));
  const text = files.length < 2 ? (parts[0] ?? '') : joinStylesheets(parts);
  return gzipSync(text, { level: 9 }).length;
}

/**
 * Step 5b: first-load JavaScript and CSS per template (gzip), for its heaviest page: pages of
 * one template differ only by the blocks their content uses.
 */
async function reportTemplates(
  codeSets: CodeSets,
  manifest: Manifest,
  templates: readonly TemplateId[],
  sum: GzipSum,
): Promise<BuildReport['templates']> {
  const sizesByTemplate: BuildReport['templates'] = {};
  log(
    'First-load JavaScript per template (gzip, its heaviest page: what hydration waits for; then what loads right after hydration: navigation runtime and attribution; then the content blocks, which hydrate as their code arrives):',
  );
  for (const template of templates) {
    let sizes = { hydrationJs: 0, js: 0, blocksJs: 0, css: 0 };
    for (const { code, blocks, styles } of codeSets.get(template)?.values() ?? []) {
      const hydration = firstLoadFiles(manifest, template, false, code);
      const all = firstLoadFiles(manifest, template, true, code);
      const withBlocks = firstLoadFiles(manifest, template, true, [...code, ...blocks]);
      const candidate = {
        hydrationJs: await sum(hydration.js),
        js: await sum(all.js),
        blocksJs: (await sum(withBlocks.js)) - (await sum(all.js)),
        css: await joinedCssGzip(firstLoadFiles(manifest, template, true, styles).css),
      };
      if (candidate.js + candidate.blocksJs > sizes.js + sizes.blocksJs) sizes = candidate;
    }
    sizesByTemplate[template] = sizes;
    log(
      `  ${template.padEnd(38)} ${kb(sizes.hydrationJs).padStart(9)} JS, +${kb(sizes.js - sizes.hydrationJs)} after hydration, +${kb(sizes.blocksJs)} blocks  ${kb(sizes.css).padStart(8)} CSS`,
    );
  }
  return sizesByTemplate;
}

/** Step 5c: the every-page attribution chunk, and what each lazy attribution chunk adds to it. */
async function reportAttributionChunks(
  manifest: Manifest,
  sum: GzipSum,
): Promise<NonNullable<BuildReport['attribution']>> {
  const everyPage = moduleFiles(manifest, 'src/tracking/tracker.ts').js;
  const lazyJs = (source: string) =>
    sum(moduleFiles(manifest, source).js.filter((file) => !everyPage.includes(file)));
  const sizes = {
    everyPage: await sum(everyPage),
    referrers: await lazyJs('src/tracking/referrers.ts'),
    inspector: await lazyJs('src/visit-inspector/inspector.tsx'),
  };
  log(
    `Attribution chunks (gzip): tracker ${kb2(sizes.everyPage)} (every page, limit ${kb2(BUDGETS.attributionJs)}); referrer table + matcher ${kb2(sizes.referrers)} (external referrers only, target 10 KB); inspector ${kb2(sizes.inspector)} (debug flag only, table included)`,
  );
  return sizes;
}

/** The props the blog feed reads; the main thread keeps no others while the workers render. */
const FEED_PROPS = ['date', 'heading', 'author', 'category'];

/** What the main thread keeps of the compiled site while the workers render it. */
interface RenderQueue {
  compiled: Compiled;
  /** The pages as JSON text in batches, in order; each batch leaves the queue when sent. */
  batches: PageBatch[];
  /** sha256 of each page's JSON, for the incremental build (./build-state.ts). */
  hashes: string[];
}

/**
 * Step 1b: compiles the site and keeps each page as its JSON text, UTF-8 encoded once for the
 * build hash and the workers (half the size of V8's two-byte strings, which most pages' text
 * is, and outside the heap), and a summary (path, title, the feed's props) for the files written after the
 * pages; the page objects, several times the size of their text, are let go.
 */
function compileForRender(site: Site, clientBuildId: string): RenderQueue {
  const batches: PageBatch[] = [];
  let texts: Buffer[] = [];
  const flush = () => {
    if (texts.length > 0) batches.push(encodeBatch(texts));
    texts = [];
  };
  const hashes: string[] = [];
  const compiled = compileSite(site, clientBuildId, undefined, (json) => {
    hashes.push(pageHash(json));
    texts.push(json);
    if (texts.length === BATCH) flush();
  });
  flush();
  const pages = compiled.pages.map((page): PageData => ({
    ...page,
    props: Object.fromEntries(FEED_PROPS.map((key) => [key, page.props[key]])),
  }));
  site.pages.length = 0;
  return { compiled: { ...compiled, pages }, batches, hashes };
}

/**
 * Step 4b: what the next incremental build starts from (./build-state.ts): the server bundle and
 * manifest this build rendered with, and what each page was rendered from.
 */
async function saveState(
  compiled: Compiled,
  hashes: readonly string[],
  rendered: Rendered,
  manifestText: string,
  templates: readonly string[],
  fingerprints: { code: string; env: string },
): Promise<void> {
  await rm(STATE_DIR, { recursive: true, force: true });
  await cp(path.join(CACHE, 'server'), path.join(STATE_DIR, 'server'), { recursive: true });
  await writeFile(path.join(STATE_DIR, 'manifest.json'), manifestText);
  const pages: Record<string, PageState> = {};
  compiled.pages.forEach((page, index) => {
    pages[page.path] = {
      hash: hashes[index] as string,
      joined: rendered.joined.get(page.path) ?? [],
    };
  });
  await writeBuildState(STATE_DIR, {
    version: 1,
    ...fingerprints,
    contentDir: contentDir(),
    initHash: rendered.initHash,
    templates: [...templates],
    variants: rendered.variants,
    pages,
  });
}

/** Bundle, write data, render, swap, report; CACHE is always removed, staging on failure. */
async function main(): Promise<void> {
  const started = performance.now();
  const meter = buildMeter();
  const phases: Phases = {};
  const staging = `${OUT_DIR}-staging-${process.pid}`;
  try {
    meter.step('load and bundle');
    // Taken before anything is read: an edit made while this build runs makes the next
    // incremental build a full one.
    const fingerprints = { code: codeFingerprint(ROOT), env: envFingerprint(process.env) };
    // Deployment settings are checked before anything is built: a bad value fails at once.
    deployTarget(process.env);
    nginxUpstream(process.env);
    // Without a CDN the build writes the image files (unless the Node service will render them).
    const planner =
      !process.env.IMGIX_DOMAIN?.trim() && imageVariantsMode(process.env) === 'build'
        ? createVariantPlanner({ imagesDir: path.join(contentDir(), 'images') })
        : null;
    const site = await loadAndBundle(started, phases, meter, planner);
    // A build for a static host fails when a page would post to a path no file answers.
    if (deployTarget(process.env) === 'static') {
      const warnings = assertStaticTarget({
        settings: site.settings,
        imageVariants: imageVariantsMode(process.env),
        upstream: nginxUpstream(process.env),
      });
      for (const warning of warnings) log(`  static host: ${warning}`);
    }
    await rm(staging, { recursive: true, force: true });
    try {
      const images = planner ? await writeImages(staging, site, planner, meter) : null;
      meter.step('compile');
      const manifestText = await readFile(path.join(CACHE, 'client/.vite/manifest.json'), 'utf8');
      const manifest = JSON.parse(manifestText) as Manifest;
      const { compiled, batches, hashes } = compileForRender(site, contentHash(manifestText));
      // Checked before rendering: a redirect to a missing page fails the build at once.
      const redirects = await loadRedirects(
        contentDir(),
        compiled.pages.map((page) => page.path),
      );
      phases.compile = performance.now() - started;
      meter.step('static data');
      await writeStaticData(staging, compiled);
      const templates = [...new Set(compiled.pages.map((page) => page.template))].sort();
      const rendered = await renderSite(
        staging,
        site.settings,
        compiled,
        batches,
        manifest,
        templates,
        meter,
        redirects,
        images,
      );
      phases.prerender = rendered.renderMs;
      meter.step('swap');
      await rm(stateFile(STATE_DIR), { force: true });
      await swapIntoPlace(staging, OUT_DIR);
      log(await writeSchedule(DEPLOY_DIR, site.due, site.now));
      // The studio's preview renders with this build's server bundle and manifest
      // (server/studio/start.ts): kept beside dist/, never published.
      const studioDir = `${OUT_DIR}-studio`;
      await rm(studioDir, { recursive: true, force: true });
      await cp(path.join(CACHE, 'server'), path.join(studioDir, 'server'), { recursive: true });
      // Each template's chunks and styles, so the server needs no build tool to link them.
      const templateAssets = Object.fromEntries(
        (Object.keys(TEMPLATE_PROPS) as TemplateId[])
          .filter((id) => manifest[`src/${id}/index.tsx`])
          .map((id) => [id, documentAssets(manifest, id)]),
      );
      await writeFile(path.join(studioDir, 'assets.json'), JSON.stringify(templateAssets));
      // And each block's and section's (`section:{type}`), whose styles a page links beside its
      // template's: without them a preview of a page of sections had no section styles.
      await writeFile(path.join(studioDir, 'blocks.json'), JSON.stringify(rendered.blockAssets));
      await saveState(compiled, hashes, rendered, manifestText, templates, fingerprints);
      const report = reportTotals(compiled, rendered, started, phases, meter);
      log(
        `  ${kb(rendered.compressedBytes)} of precompressed .br/.gz copies (${rendered.compressedFiles} files; pages are compressed as they are sent)`,
      );
      const sum = gzipSummer();
      report.templates = await reportTemplates(rendered.codeSets, manifest, templates, sum);
      report.attribution = await reportAttributionChunks(manifest, sum);
      await mkdir(path.dirname(REPORT_FILE), { recursive: true });
      await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await rm(CACHE, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  if (isContentProblem(error) || error instanceof DeployConfigError) {
    console.error(`\nBuild failed: ${error.message}\n\nThe previous dist/ was left untouched.`);
  } else {
    console.error('\nBuild failed:', error, '\n\nThe previous dist/ was left untouched.');
  }
  process.exitCode = 1;
});
