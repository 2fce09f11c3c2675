/**
 * Reads Vite's build manifest: which files a page needs on first load, per template.
 */
import path from 'node:path';
import type { DocumentAssets } from '../../src/render/document.ts';
import { templateSource, type TemplateId } from '../../src/contracts/templates.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'src/runtime/client.tsx';
/**
 * Loaded on every page right after hydration: the boot code (first page view, hash scrolling), and
 * the attribution code it imports (the page-view module; its own lazy parts load only on the
 * visits that need them). Not needed to show or hydrate the page, so reported apart from
 * first-load JavaScript. The navigation runtime (src/runtime/runtime.ts) loads only on the first
 * intent to follow a link (src/runtime/boot.ts), so it is in neither figure.
 */
export const DEFERRED_SOURCES = ['src/runtime/boot.ts', 'src/tracking/tracker.ts'];

/**
 * The manifest key of a source module's chunk. A module that vite.config.ts puts into a named
 * chunk has no key of its own: that chunk is keyed `_{name}-{hash}.js`, and is named after the
 * module the code loads it by (src/tracking/tracker.ts: `tracker`).
 */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key] || !key.startsWith('src/')) return key;
  return namedChunkKey(manifest, path.basename(key, path.extname(key))) ?? key;
}

/** The manifest key of a chunk vite.config.ts names (`_{name}-{hash}.js`). */
function namedChunkKey(manifest: Manifest, name: string): string | undefined {
  return Object.keys(manifest).find((key) => key.startsWith(`_${name}-`));
}

/** The chunk and everything it imports statically, in load order. */
function staticClosure(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  const key = chunkKey(manifest, source);
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${source}`);
  return [...(chunk.imports ?? []).flatMap((dep) => staticClosure(manifest, dep, seen)), key];
}

export interface TemplateFiles {
  js: string[];
  css: string[];
}

/**
 * JS and CSS files a page of this template loads before it can hydrate, and, with
 * `withRuntime`, also what every page loads right after (DEFERRED_SOURCES).
 */
export function firstLoadFiles(
  manifest: Manifest,
  template: TemplateId,
  withRuntime = false,
  /** Further dynamic modules the page loads before hydrating (its content blocks). */
  extraSources: readonly string[] = [],
): TemplateFiles {
  const seen = new Set<string>();
  const keys = [
    ...staticClosure(manifest, CLIENT_ENTRY, seen),
    ...staticClosure(manifest, templateSource(template), seen),
    ...extraSources.flatMap((source) => staticClosure(manifest, source, seen)),
    ...(withRuntime
      ? DEFERRED_SOURCES.flatMap((source) => staticClosure(manifest, source, seen))
      : []),
  ];
  const chunks = keys.map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

/**
 * What a page's loader (src/contracts/boot-script.ts) asks for at once, after the first paint:
 * every chunk the page needs to hydrate, React's (`framework`) among them, and the boot and
 * attribution chunks every page loads right after hydrating (DEFERRED_SOURCES). Fetched side by
 * side, none waits for the module that imports it. Against leaving React's chunk to the entry's
 * own import and boot's chunks to hydration, in Chromium on a throttled phone profile, `/`
 * hydrated at 2.35 s instead of 2.63 s and showed its cookie banner at 2.43 s instead of 3.05 s
 * (docs/benchmarks.md, "Every chunk asked for at once"). The stylesheets are the first load's
 * only.
 */
export function documentAssets(manifest: Manifest, template: TemplateId): DocumentAssets {
  const { css } = firstLoadFiles(manifest, template);
  // The first load's chunks in load order, then the deferred ones: each once.
  const { js } = firstLoadFiles(manifest, template, true);
  const entry = manifest[CLIENT_ENTRY]?.file;
  if (!entry) throw new Error('The build manifest has no client entry');
  const templateChunk = manifest[templateSource(template)]?.file;
  if (!templateChunk) throw new Error(`The build manifest has no chunk for ${template}`);
  return {
    entry: `/${entry}`,
    template: `/${templateChunk}`,
    css: css.map((file) => `/${file}`),
    modulePreload: js.filter((file) => file !== entry).map((file) => `/${file}`),
  };
}

/** Files a dynamic module adds to a page that already loads the entry and its template. */
export function moduleFiles(manifest: Manifest, source: string): TemplateFiles {
  const seen = new Set<string>(staticClosure(manifest, CLIENT_ENTRY));
  const chunks = staticClosure(manifest, source, seen).map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => `/${chunk.file}`),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}
