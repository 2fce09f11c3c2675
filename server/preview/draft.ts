/**
 * `GET /api/preview?secret=…&path=…` (issue 32, point 8): a page as its Contentful draft stands,
 * before it is published. Contentful's "Open preview" button calls it; the page is read through
 * the Preview API (unpublished changes included), validated with the rest of the space and
 * rendered by the site's own renderPage() (the build's server bundle, as the studio's preview),
 * with a banner saying it is a preview. Never stored anywhere: `no-store`, and `noindex` twice
 * (header and meta), so a leaked link is neither cached nor indexed.
 *
 * - No CONTENTFUL_PREVIEW_SECRET, space or CONTENTFUL_DRAFT_PREVIEW_TOKEN: 503 saying what to set.
 *   Not CONTENTFUL_PREVIEW_TOKEN: that one makes every build read drafts (source.ts), and the
 *   server's own rebuilds would then publish them.
 * - A missing or wrong secret: 401 (compared in constant time), before anything is read.
 * - A `path` that is not a site path (`/blog/my-post/`): 400, and the value is not echoed.
 * - A path no entry of the draft has: 404 with the site's 404 page.
 * - Content the build would refuse: 422 listing the problems; Contentful unreachable: 502.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { PageData } from '../../src/contracts/page-data.ts';
import { escapeHtml } from '../../src/contracts/html.ts';
import { compileSite, type CompiledSite } from '../../src/content/compile.ts';
import { ContentfulError } from '../../src/content/contentful/errors.ts';
import { loadSiteFromSource } from '../../src/content/load.ts';
import type { RawSource } from '../../src/content/local-source.ts';
import { ContentError } from '../../src/content/model.ts';
import { iconByName } from '../../src/ui/Icon/icons-by-name.ts';
import { withoutScripts, type PageRenderer } from '../studio/preview.ts';

export const DRAFT_PREVIEW_ROUTE = '/api/preview';

type Env = Record<string, string | undefined>;

/** A site path, as the page entry schema has it (src/content/model.ts), and not too long. */
const SITE_PATH = /^\/([a-z0-9-]+\/)*([a-z0-9-]+)?$/;
const MAX_PATH = 300;

/** Reads the whole space through the Preview API (src/content/contentful/source.ts). */
export type DraftReader = (env: Env) => Promise<RawSource>;

export interface DraftPreviewOptions {
  env: Env;
  /** Where images and the embedded store live (CONTENT_DIR). */
  contentDir: string;
  render: PageRenderer;
  /** Default: the Contentful source with the preview token. */
  read?: DraftReader;
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** Equal in constant time, whatever the lengths (both are hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The settings the preview needs that are missing. */
export function missingPreviewSettings(env: Env): string[] {
  return [
    'CONTENTFUL_PREVIEW_SECRET',
    'CONTENTFUL_SPACE_ID',
    'CONTENTFUL_DRAFT_PREVIEW_TOKEN',
  ].filter((name) => !env[name]);
}

/**
 * The banner: first in the body, in the page’s flow (not sticky: it would cover the sticky
 * site header) so it hides nothing, with its own styles
 * (no site class can change it) and a role that screen readers announce.
 */
export const PREVIEW_BANNER =
  '<div role="status" aria-live="polite" data-draft-preview style="position:relative;z-index:2147483647;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;justify-content:center;padding:10px 16px;background:#111827;color:#fff;font:600 15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;text-align:center;border-bottom:3px solid #f59e0b">' +
  '<span style="background:#f59e0b;color:#111827;border-radius:4px;padding:2px 8px;font-size:13px;letter-spacing:.04em;text-transform:uppercase">Preview</span>' +
  '<span>Draft — not published. Visitors see the last published version.</span></div>';

/** The rendered page as a preview: no scripts, noindex, the banner first in the body. */
export function markAsPreview(html: string): string {
  const withBanner = withoutScripts(html).replace(
    /<body\b[^>]*>/,
    (body) => `${body}${PREVIEW_BANNER}`,
  );
  return withBanner.replace('<title>', '<title>Preview: ');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

async function readDraft(env: Env): Promise<RawSource> {
  const { readContentfulSource } = await import('../../src/content/contentful/source.ts');
  return readContentfulSource(
    {
      ...env,
      // Drafts come from the Preview API, never from the webhook's copy of what is published.
      CONTENTFUL_SNAPSHOT: undefined,
      CONTENTFUL_ACCESS_TOKEN: undefined,
      CONTENTFUL_PREVIEW_TOKEN: env.CONTENTFUL_DRAFT_PREVIEW_TOKEN,
      CONTENTFUL_HOST: env.CONTENTFUL_PREVIEW_HOST || 'preview.contentful.com',
    },
    { retryLimit: 1 },
  );
}

/** The page at `path` in the compiled draft, with or without its trailing slash. */
function findPage(compiled: CompiledSite, path: string): PageData | undefined {
  const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return (
    compiled.pages.find((candidate) => candidate.path === path) ??
    compiled.pages.find((candidate) => candidate.path === other)
  );
}

export function createDraftPreview({
  env,
  contentDir,
  render,
  read = readDraft,
}: DraftPreviewOptions) {
  const routes = new Hono();
  routes.get(DRAFT_PREVIEW_ROUTE, async (c: Context) => {
    const answer = (status: 200 | 400 | 401 | 404 | 422 | 502 | 503, html: string) =>
      c.html(html, status, NO_STORE);
    const missing = missingPreviewSettings(env);
    if (missing.length)
      return answer(
        503,
        page(
          'Draft preview is off',
          `<p>Set ${missing.map((name) => `<code>${name}</code>`).join(', ')} on this server (docs/content.md, “Draft preview”).</p>`,
        ),
      );
    const secret = c.req.query('secret');
    if (!secret || !sameSecret(secret, env.CONTENTFUL_PREVIEW_SECRET as string))
      return answer(
        401,
        page('Not allowed', '<p>The preview link’s secret is missing or wrong.</p>'),
      );
    const path = c.req.query('path') ?? '';
    if (path.length > MAX_PATH || !SITE_PATH.test(path))
      return answer(
        400,
        page(
          'Not a page address',
          '<p><code>path</code> must be a path of this site, such as <code>/blog/my-post/</code>.</p>',
        ),
      );
    let compiled: CompiledSite;
    try {
      const source = await read(env);
      const site = await loadSiteFromSource(source, contentDir, env, {
        icon: iconByName,
        onWarning: () => {},
      });
      compiled = compileSite(site, 'draft-preview');
    } catch (error) {
      if (error instanceof ContentError)
        return answer(
          422,
          page(
            'The draft has content problems',
            `<p>The site would not build with it:</p><ul>${error.issues
              .map(
                (issue) =>
                  `<li>${escapeHtml(issue.file)} › ${escapeHtml(issue.field)}: ${escapeHtml(issue.message)}</li>`,
              )
              .join('')}</ul>`,
          ),
        );
      if (error instanceof ContentfulError) {
        console.warn(`Draft preview: ${error.message.split('\n')[0]}`);
        return answer(
          502,
          page(
            'Contentful could not be read',
            `<p>${escapeHtml(error.message.split('\n')[0] ?? '')}</p>`,
          ),
        );
      }
      throw error;
    }
    const target = findPage(compiled, path);
    if (!target) {
      const notFound = compiled.pages.find((candidate) => candidate.template === 'pages/not-found');
      return answer(
        404,
        notFound
          ? markAsPreview(await render(compiled, notFound))
          : page('No such page', '<p>No entry of the draft has this path.</p>'),
      );
    }
    return answer(200, markAsPreview(await render(compiled, target)));
  });
  return routes;
}
