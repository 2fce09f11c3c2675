/**
 * Reads Vite's build manifest: which files a page needs on first load, per template.
 */
import type { DocumentAssets } from '../src/app/document.ts';
import { templateSource, type TemplateId } from '../src/app/routes.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'src/app/client.tsx';
/** Loaded by the entry right after hydration on every page, so it counts toward first load. */
export const CLIENT_RUNTIME = 'src/app/runtime.ts';

/** The chunk and everything it imports statically, in load order. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  return [...(chunk.imports ?? []).flatMap((dep) => staticClosure(manifest, dep, seen)), key];
}

export interface TemplateFiles {
  js: string[];
  css: string[];
}

/**
 * JS and CSS files a page of this template loads before it can hydrate, and, with
 * `withRuntime`, the navigation runtime every page loads right after.
 */
export function firstLoadFiles(
  manifest: Manifest,
  template: TemplateId,
  withRuntime = false,
): TemplateFiles {
  const seen = new Set<string>();
  const keys = [
    ...staticClosure(manifest, CLIENT_ENTRY, seen),
    ...staticClosure(manifest, templateSource(template), seen),
    ...(withRuntime ? staticClosure(manifest, CLIENT_RUNTIME, seen) : []),
  ];
  const chunks = keys.map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

export function documentAssets(manifest: Manifest, template: TemplateId): DocumentAssets {
  const { js, css } = firstLoadFiles(manifest, template);
  const entry = manifest[CLIENT_ENTRY]?.file;
  if (!entry) throw new Error('The build manifest has no client entry');
  return {
    entry: `/${entry}`,
    css: css.map((file) => `/${file}`),
    modulePreload: js.filter((file) => file !== entry).map((file) => `/${file}`),
  };
}
