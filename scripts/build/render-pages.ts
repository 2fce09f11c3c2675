/**
 * The prerender on worker threads (./prerender-worker.ts), for the full build (./build.ts) and the
 * incremental one (./incremental.ts).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildMeter } from './build-memory.ts';
import { collectGarbage } from './build-memory.ts';
import { addCodeSet, type CodeSets } from './code-sets.ts';
import type { PageBatch } from './prerender-page.ts';
import type { WorkerInit, WorkerResult } from './prerender-worker.ts';
import type { DocumentAssets } from '../../src/render/document.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import type { TemplateId } from '../../src/contracts/templates.ts';
import type { Redirect } from '../../src/contracts/schemas/redirects.ts';
import type { Site } from '../../src/content/load.ts';
import { blockSource, BLOCK_MODULES } from '../../src/blocks/modules.ts';
import type { BlockType } from '../../src/contracts/schemas/blocks.ts';
import { SECTION_TYPES } from '../../src/contracts/schemas/pages.ts';
import { sectionKey, sectionSource } from '../../src/sections/modules.ts';
import { MARKUP_STYLES, TEMPLATE_MARKUP_STYLES } from './code-sets.ts';
import { documentAssets, moduleFiles, type Manifest, type TemplateFiles } from './manifest.ts';
import { blogFeed, robotsTxt, sitemapFiles } from './feeds.ts';
import { deployFiles } from '../deploy/config.ts';

/** Pages sent to a worker per message: big enough to amortise messaging, small enough to stream. */
export const BATCH = 64;

const log = (message: string) => process.stdout.write(`${message}\n`);

export interface RenderedPages {
  /** Bytes of the HTML and page-data files written. */
  bytes: number;
  codeSets: CodeSets;
  /** Each page's joined stylesheets (./stylesheets.ts), by page path. */
  joined: Map<string, string[]>;
}

function progress(done: number, total: number): void {
  if (process.stdout.isTTY) {
    const width = 30;
    const filled = Math.round((done / total) * width);
    process.stdout.write(
      `\r  rendering [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total}`,
    );
    if (done === total) process.stdout.write('\n');
  } else if (done === total || done % Math.max(1, Math.ceil(total / 10)) < BATCH) {
    log(`  rendered ${done}/${total} pages`);
  }
}

/**
 * Sends the pages (UTF-8 JSON) to the workers in batches, each batch as soon as a worker is free:
 * a batch leaves the queue when it is sent, so the main thread lets go of the pages as the
 * workers write them. Returns the bytes of the HTML and page-data files written, and the code
 * sets the workers found (./code-sets.ts), and each page's joined stylesheets.
 */
export async function renderPages(
  batches: PageBatch[],
  total: number,
  init: WorkerInit,
  meter?: BuildMeter,
): Promise<RenderedPages> {
  const workerCount = Math.max(1, Math.min(availableParallelism(), batches.length));
  let done = 0;
  let bytes = 0;
  const codeSets: CodeSets = new Map();
  const joined = new Map<string, string[]>();
  const workerFile = path.join(import.meta.dirname, 'prerender-worker.ts');
  const rendering = Promise.all(
    Array.from({ length: workerCount }, async () => {
      const worker = new Worker(workerFile, {
        workerData: init,
        // React's production build: Vite set NODE_ENV when it bundled in this process; it now
        // bundles in a child (scripts/build/build-bundles.ts), and the development build renders
        // several times slower (runtime checks on every element).
        env: { ...process.env, NODE_ENV: 'production' },
        // Rendering allocates fast and keeps little: with a young generation of 32 MB the two
        // workers' heaps peaked at 191 MB at 2,000 posts, against 398 MB with V8's default.
        resourceLimits: { maxYoungGenerationSizeMb: 32 },
      });
      meter?.watch(worker);
      let failWith: (error: Error) => void = () => {};
      worker.on('error', (error) => failWith(error));
      try {
        for (let batch = batches.shift(); batch; batch = batches.shift()) {
          const result = await new Promise<WorkerResult>((resolve, reject) => {
            failWith = reject;
            worker.once('message', resolve);
            // Transferred, not copied: the main thread no longer holds the batch.
            worker.postMessage(batch, [batch.bytes.buffer]);
          });
          if ('error' in result)
            throw new Error(`Rendering ${result.path} failed:\n${result.error}`);
          done += result.pages;
          bytes += result.bytes;
          for (const entry of result.codeSets) addCodeSet(codeSets, entry);
          for (const [page, hrefs] of result.joined) joined.set(page, hrefs);
          progress(done, total);
        }
      } finally {
        await meter?.retire(worker);
        await worker.terminate();
      }
    }),
  );
  // While the workers start on their first batches: the main thread's heap lets go of the
  // compiled pages (see collectGarbage).
  collectGarbage();
  await rendering;
  return { bytes, codeSets, joined };
}

/** A block's or section's files, with the styles of what its prerendered markup shows (MARKUP_STYLES). */
function withMarkupStyles(
  manifest: Manifest,
  key: keyof typeof MARKUP_STYLES,
  files: TemplateFiles,
): TemplateFiles {
  const css = (MARKUP_STYLES[key] ?? []).flatMap((source) => moduleFiles(manifest, source).css);
  return { js: files.js, css: [...new Set([...files.css, ...css])] };
}

/** The chunks and styles each template, block type and section links (from Vite's manifest). */
export function renderAssets(
  manifest: Manifest,
  templates: readonly TemplateId[],
): Pick<WorkerInit, 'assets' | 'blockAssets'> {
  const assets: Partial<Record<TemplateId, DocumentAssets>> = {};
  for (const template of templates) {
    const document = documentAssets(manifest, template);
    const markup = (TEMPLATE_MARKUP_STYLES[template] ?? []).flatMap(
      (source) => moduleFiles(manifest, source).css,
    );
    assets[template] = { ...document, css: [...new Set([...document.css, ...markup])] };
  }
  // Each page also preloads, and links the styles of, the content blocks and sections it uses.
  const blockAssets = Object.fromEntries([
    ...(Object.keys(BLOCK_MODULES) as BlockType[]).map((type) => [
      type,
      withMarkupStyles(manifest, type, moduleFiles(manifest, blockSource(type))),
    ]),
    // A section bundled into the Sections module itself (rich text) has no chunk of its own.
    ...SECTION_TYPES.filter((type) => Object.hasOwn(manifest, sectionSource(type))).map((type) => [
      sectionKey(type),
      withMarkupStyles(
        manifest,
        sectionKey(type) as `section:${string}`,
        moduleFiles(manifest, sectionSource(type)),
      ),
    ]),
  ]);
  return { assets, blockAssets };
}

/**
 * The files derived from the page list, by site path: 404.html (a copy of /404/, which static
 * hosts look for), the sitemaps, robots.txt, the hosting configuration (_headers, _redirects; the
 * nginx server block is returned apart, as it is not published) and the blog feed.
 */
export function siteFiles(
  settings: Site['settings'],
  pages: readonly PageData[],
  redirects: readonly Redirect[],
  upstream: Parameters<typeof deployFiles>[3],
  notFoundHtml: string,
): { site: [string, string][]; nginx: string } {
  const deploy = deployFiles(settings, pages, redirects, upstream);
  return {
    site: [
      ['404.html', notFoundHtml],
      ...sitemapFiles(pages, settings.siteUrl),
      ['robots.txt', robotsTxt(settings.siteUrl)],
      ['_headers', deploy.headers],
      ['_redirects', deploy.redirects],
      ['blog/rss.xml', blogFeed(pages, settings.siteUrl, settings.brand)],
    ],
    nginx: deploy.nginx,
  };
}
