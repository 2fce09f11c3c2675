/**
 * The studio's preview (issue 32, point 3): an entry as the editor has it, before it is saved, read
 * the way the loader reads its file, validated with the rest of content/ and rendered by the
 * site's own renderPage() with the site's templates, sections, blocks and CSS. Only the page's
 * scripts are left out: the preview is the page as it arrives, before it hydrates.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump } from 'js-yaml';
import type { PageData } from '../../src/contracts/page-data.ts';
import { compileSite, type CompiledSite } from '../../src/content/compile.ts';
import { loadSiteFromSource } from '../../src/content/load.ts';
import { readLocalSource, readPageText } from '../../src/content/local-source.ts';
import { ContentError, type ContentIssue } from '../../src/content/model.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import { PAGE_FAMILIES } from '../../src/studio/config.ts';

/** Renders one compiled page to a whole HTML document (the build's or the dev server's way). */
export type PageRenderer = (compiled: CompiledSite, page: PageData) => Promise<string>;

export interface PreviewRequest {
  /** Collection name of the studio (src/studio/config.ts PAGE_FAMILIES). */
  collection: string;
  /** The entry's file name without extension; new entries: from the title. */
  slug: string;
  /** The entry's fields as the studio holds them. */
  data: Record<string, unknown>;
  /** Pictures uploaded in the entry and not saved yet: `/images/…` and their bytes. */
  assets?: { path: string; base64: string }[];
}

export type PreviewResult =
  { ok: true; id: string; path: string } | { ok: false; issues: ContentIssue[] };

/** The file text the studio writes for an entry: YAML frontmatter and body, or JSON. */
export function entryFileText(format: 'md' | 'json', data: Record<string, unknown>): string {
  if (format === 'json') return `${JSON.stringify(data, null, 2)}\n`;
  const { body, ...frontmatter } = data;
  return `---\n${dump(frontmatter, { lineWidth: -1 })}---\n\n${typeof body === 'string' ? body : ''}\n`;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** An upload's path under content/images/: a plain file name with an image extension. */
const UPLOAD = /^\/images\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\.(png|jpe?g|gif|webp|avif))$/i;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Writes pictures uploaded in the studio but not saved yet into content/images/, where saving the
 * entry puts them too (local backend only), so the preview reads their real size and colour. A
 * file already there is never overwritten.
 */
export async function writeDraftUploads(
  contentDir: string,
  assets: PreviewRequest['assets'],
): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const asset of assets ?? []) {
    const match = UPLOAD.exec(asset.path);
    const bytes = Buffer.from(String(asset.base64), 'base64');
    if (!match || bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) {
      issues.push({
        file: String(asset.path),
        field: '(upload)',
        message:
          'an image upload must be a PNG, JPEG, GIF, WebP or AVIF file of at most 10 MB, named with letters, digits, dots and hyphens',
      });
      continue;
    }
    const file = path.join(contentDir, 'images', match[1] as string);
    await writeFile(file, bytes, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return issues;
}

export function createPreviews(
  contentDir: string,
  render: PageRenderer,
  {
    keep = 20,
    acceptUploads = false,
    hydrate = false,
  }: {
    keep?: number;
    acceptUploads?: boolean;
    /** Keep the page's scripts (dev, where Vite's modules bring the styles). */
    hydrate?: boolean;
  } = {},
) {
  const rendered = new Map<string, string>();
  // One preview at a time: each compiles the whole site, and an editor typing sends one per
  // pause. Run side by side on a busy machine they all slowed down until none finished before
  // the next edit cancelled it; queued, a request the studio has given up on is skipped.
  let queue: Promise<unknown> = Promise.resolve();
  const previews = {
    preview(request: PreviewRequest, signal?: AbortSignal): Promise<PreviewResult> {
      const turn = queue.then(() =>
        signal?.aborted
          ? ({ ok: false, issues: [] } satisfies PreviewResult)
          : renderEntry(request),
      );
      queue = turn.catch(() => undefined);
      return turn;
    },
    html(id: string): string | undefined {
      return rendered.get(id);
    },
  };
  return previews;

  async function renderEntry(request: PreviewRequest): Promise<PreviewResult> {
    if (acceptUploads) {
      const problems = await writeDraftUploads(contentDir, request.assets);
      if (problems.length) return { ok: false, issues: problems };
    }
    const family = PAGE_FAMILIES.find((candidate) => candidate.name === request.collection);
    if (!family)
      return {
        ok: false,
        issues: [{ file: request.collection, field: '(collection)', message: 'has no preview' }],
      };
    const slug = SLUG.test(request.slug) ? request.slug : 'new-entry';
    const name = `${family.folder.replace(/^content\//, '')}/${slug}.${family.format}`;
    const issues: ContentIssue[] = [];
    const source = await readLocalSource(contentDir);
    const page = readPageText(entryFileText(family.format, request.data), name, slug, issues);
    source.pages = source.pages.filter((existing) => existing.name !== name);
    if (page) source.pages.push(page);
    source.issues.push(...issues);
    let compiled: CompiledSite;
    try {
      const site = await loadSiteFromSource(source, contentDir, process.env, {
        icon: iconByName,
        onWarning: () => {},
      });
      compiled = compileSite(site, 'studio-preview');
    } catch (error) {
      if (error instanceof ContentError) return { ok: false, issues: error.issues };
      throw error;
    }
    const pagePath = (page?.data as { path?: string } | undefined)?.path;
    const target = compiled.pages.find((candidate) => candidate.path === pagePath);
    if (!target)
      return {
        ok: false,
        issues: [
          {
            file: name,
            field: 'path',
            message: 'the page has no path yet, e.g. /blog/my-new-post/',
          },
        ],
      };
    const pageHtml = await render(compiled, target);
    const html = hydrate ? pageHtml : withoutScripts(pageHtml);
    const id = randomUUID();
    rendered.set(id, html);
    for (const old of rendered.keys()) if (rendered.size > keep) rendered.delete(old);
    return { ok: true, id, path: target.path };
  }
}

/**
 * The page's HTML without its scripts: the preview does not hydrate. The loader is the only script
 * that starts the client, and it adds the module preloads itself, so none is left behind.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('<head>', '<head><meta name="robots" content="noindex">');
}
