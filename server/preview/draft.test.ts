/**
 * `GET /api/preview` in the preview server, against a stand-in of Contentful's delivery and
 * preview APIs on 127.0.0.1 that holds the site's content (content/) as entries, with one post
 * whose draft differs from what is published. Pages are rendered by the site's renderPage().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBlocks } from '../../src/blocks/registry.tsx';
import { BLOCK_TYPES } from '../../src/contracts/schemas/blocks.ts';
import { writeFixtureContent } from '../../src/content/fixtures/fixture-content.ts';
import { readLocalSource } from '../../src/content/local-source.ts';
import { renderPage } from '../../src/render/render-page.tsx';
import { TEMPLATE_LOADERS } from '../../src/runtime/templates.ts';
import { createApp } from '../app.ts';
import type { PageRenderer } from '../studio/preview.ts';
import { createDraftPreview, DRAFT_PREVIEW_ROUTE, sameSecret } from './draft.ts';

// The small fixture store (its posts and a page per required route): a draft compiles the whole
// space, and the site's real content takes seconds more for the same checks.
const CONTENT = mkdtempSync(path.join(tmpdir(), 'draft-preview-'));
const SECRET = 'preview-secret-0123456789abcdef';
const POST = '/blog/first-post/';

/** The site's renderer, from source: the same renderPage() the build's bundle runs. */
const render: PageRenderer = async (compiled, page) =>
  renderPage({
    site: {
      buildHash: compiled.appData.buildHash,
      siteUrl: 'http://localhost',
      queries: compiled.queries,
      slices: compiled.slices,
    },
    page,
    component: (await TEMPLATE_LOADERS[page.template]()).default,
    assets: {
      template: (id) => ({ entry: '/e.js', template: `/${id}.js`, css: [], modulePreload: [] }),
      block: () => undefined,
    },
  });

let server: http.Server;
let host = '';
const seen: { token: string | undefined; path: string }[] = [];

beforeAll(async () => {
  await loadBlocks(BLOCK_TYPES);
  await writeFixtureContent(CONTENT);
  const local = await readLocalSource(CONTENT);
  // content/ as the delivery API's entries: site data as siteData (the forms' with the files of
  // content/forms/ as its list), each page as a page entry whose fields are its entry fields and
  // props (values reshape.ts passes through as they are).
  const dataOf = (
    name: 'settings' | 'navigation' | 'footer' | 'pricing' | 'forms' | 'interviewQuestions',
  ) =>
    name === 'forms'
      ? {
          ...(local.forms?.data as Record<string, unknown>),
          forms: local.formFiles.map((file) => file.data),
        }
      : local[name]?.data;
  const siteData = (
    ['settings', 'navigation', 'footer', 'pricing', 'forms', 'interviewQuestions'] as const
  ).map((name) => ({
    sys: { id: `site-${name}`, type: 'Entry', contentType: { sys: { id: 'siteData' } } },
    fields: { name, data: dataOf(name) },
  }));
  const pages = (draft: boolean) =>
    local.pages.map((page) => {
      const { props, ...entry } = page.data as { path: string; props: Record<string, unknown> };
      const fields: Record<string, unknown> = { ...entry, ...props };
      if (draft && entry.path === POST) fields.title = 'Draft: a better first response';
      return {
        sys: { id: page.id, type: 'Entry', contentType: { sys: { id: 'page' } } },
        fields,
      };
    });
  server = http.createServer((request, response) => {
    const token = request.headers.authorization?.replace('Bearer ', '');
    seen.push({ token, path: request.url ?? '' });
    const items = [...siteData, ...pages(token === 'preview-token')];
    const valid = token === 'preview-token' || token === 'delivery-token';
    response.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        valid
          ? { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 500, items }
          : { sys: { id: 'AccessTokenInvalid', type: 'Error' }, message: 'invalid token' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(CONTENT, { recursive: true, force: true });
});

const env = () => ({
  CONTENTFUL_SPACE_ID: 'space1',
  CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
  CONTENTFUL_DRAFT_PREVIEW_TOKEN: 'preview-token',
  CONTENTFUL_PREVIEW_SECRET: SECRET,
  CONTENTFUL_PREVIEW_HOST: host,
});

function app(settings: Record<string, string | undefined> = env()) {
  return createApp({
    distDir: path.join(CONTENT, 'no-build-here'),
    dataDir: ':memory:',
    attribution: false,
    consent: false,
    draftPreview: createDraftPreview({ env: settings, contentDir: CONTENT, render }),
  });
}

const url = (query: Record<string, string>) =>
  `http://localhost${DRAFT_PREVIEW_ROUTE}?${new URLSearchParams(query)}`;

describe('GET /api/preview', () => {
  it('given the right secret and a post’s path, should render its draft through the Preview API, marked as a preview, never cached nor indexed', async () => {
    const response = await app().request(url({ secret: SECRET, path: POST }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Draft: a better first response');
    expect(html).toMatch(/<title>Preview: Draft: a better first response/);
    expect(html).toContain('role="status"');
    expect(html).toContain('Draft — not published');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The preview does not hydrate: the draft's page data exists nowhere for scripts to load.
    expect(html).not.toMatch(/<script\b(?![^>]*application\/(ld\+)?json)/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(seen.at(-1)?.token).toBe('preview-token');
    expect(seen.at(-1)?.path).toMatch(/^\/spaces\/space1\/environments\/master\/entries\?/);
  });

  it('given a wrong or missing secret, should answer 401 without reading Contentful', async () => {
    const before = seen.length;
    for (const query of [{ secret: 'wrong', path: POST }, { path: POST }] as Record<
      string,
      string
    >[]) {
      const response = await app().request(url(query));
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(seen.length).toBe(before);
  });

  it('given a path that is not a site path, should answer 400 without echoing it', async () => {
    for (const hostile of [
      '<script>alert(1)</script>',
      '//evil.example/',
      'https://evil.example/',
      '/blog/../admin/',
      '/Blog/',
      `/${'a'.repeat(400)}/`,
      '',
    ]) {
      const response = await app().request(url({ secret: SECRET, path: hostile }));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('evil.example');
    }
  });

  it('given a path no entry has, should answer 404 with the site’s 404 page, marked as a preview', async () => {
    const response = await app().request(url({ secret: SECRET, path: '/no-such-page/' }));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Draft — not published');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('given no preview secret on the server, should answer 503 naming the setting', async () => {
    const response = await app({ ...env(), CONTENTFUL_PREVIEW_SECRET: undefined }).request(
      url({ secret: SECRET, path: POST }),
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('CONTENTFUL_PREVIEW_SECRET');
  });

  it('given a preview token Contentful refuses, should answer 502 in one line', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await app({ ...env(), CONTENTFUL_DRAFT_PREVIEW_TOKEN: 'revoked' }).request(
      url({ secret: SECRET, path: POST }),
    );
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/Contentful answered 401/);
    vi.restoreAllMocks();
  });
});

describe('sameSecret', () => {
  it('given secrets of any lengths, should be true only when equal', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(sameSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(sameSecret('', SECRET)).toBe(false);
  });
});
