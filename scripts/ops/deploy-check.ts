/**
 * `npm run deploy:check -- URL`: a deployment seen as a visitor sees it. Guards against a site
 * whose pages are served but whose images, forms or redirects 404 (a static host without the
 * Node services), or whose security headers were lost on the way (docs/deployment.md).
 *
 * Per route of the site's sitemap: the status (200), the headers of server/static/headers.ts
 * (as the build wrote them in `dist/_headers`, else the defaults), every image the HTML names
 * (`<img src>`, `srcset`, `og:image`), and every form posting to the forms service, posted once
 * as a dry run (`X-Harbor-Dry-Run: 1`: validated, never stored). Then each redirect of
 * content/redirects.json: its status and Location. Prints a table; exits 1 on any failure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  redirectRules,
  redirectsSchema,
  type Redirect,
} from '../../src/contracts/schemas/redirects.ts';
import { HONEYPOT_FIELD } from '../../src/forms/validate.ts';
import { DRY_RUN_HEADER } from '../../server/forms/forms.ts';
import {
  headerRules,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../../server/static/headers.ts';
import { attributeOf, elementsOf, readHtml, textOf, type Element } from '../checks/read-html.ts';
import { printable } from './terminal.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the forms service answers, wherever it is deployed (FORMS_ENDPOINT or the site). */
const FORMS_PATH = /^\/api\/forms\/[^/]+$/;
const TIMEOUT_MS = 30_000;

/** The URLs of a `srcset` value (`a.jpg 400w, b.jpg 800w`), in order. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/**
 * An absolute URL on the checked deployment: the site's canonical origin (the sitemap's and the
 * link-preview cards' absolute URLs) is replaced by the checked one, so a local or staging
 * deployment is checked against itself. Other origins (an image CDN) are kept.
 */
export function onDeployment(url: string, pageUrl: string, canonical: string | null): string {
  const resolved = new URL(url, pageUrl);
  if (canonical && resolved.origin === canonical) {
    const base = new URL(pageUrl);
    resolved.protocol = base.protocol;
    resolved.host = base.host;
  }
  return resolved.href;
}

/** Every image a page's HTML names: `<img src>`, `srcset` of `<img>` and `<source>`, `og:image`. */
export function imageUrlsOf(
  html: string,
  pageUrl: string,
  canonical: string | null = null,
): string[] {
  const urls: string[] = [];
  for (const element of elementsOf(readHtml(html))) {
    if (element.tagName === 'img') {
      const src = attributeOf(element, 'src');
      if (src) urls.push(src);
    }
    if (element.tagName === 'img' || element.tagName === 'source') {
      urls.push(...srcsetUrls(attributeOf(element, 'srcset') ?? ''));
    }
    if (element.tagName === 'meta' && attributeOf(element, 'property') === 'og:image') {
      const content = attributeOf(element, 'content');
      if (content) urls.push(content);
    }
  }
  return [...new Set(urls.filter((url) => !url.startsWith('data:')))].map((url) =>
    onDeployment(url, pageUrl, canonical),
  );
}

export interface PostableForm {
  /** Absolute URL the form posts to. */
  action: string;
  /** What a visitor would send: hidden values kept, visible fields filled, the honeypot empty. */
  fields: Record<string, string>;
}

/** A plausible answer for a visible field, by type, so the service's validation passes. */
function answerFor(element: Element): string {
  const type = (attributeOf(element, 'type') ?? 'text').toLowerCase();
  const own = attributeOf(element, 'value');
  if (element.tagName === 'textarea') return 'Deployment check';
  if (element.tagName === 'select') {
    const options = elementsOf(element).filter((option) => option.tagName === 'option');
    const value = (option: Element) => attributeOf(option, 'value') ?? textOf(option).trim();
    const chosen =
      options.find((option) => attributeOf(option, 'selected') !== undefined && value(option)) ??
      options.find((option) => value(option) !== '');
    return chosen ? value(chosen) : '';
  }
  if (type === 'email') return 'deploy-check@example.com';
  if (type === 'tel') return '+1 555 0100';
  if (type === 'url') return 'https://example.com/';
  if (type === 'number') return attributeOf(element, 'min') ?? '1';
  if (type === 'checkbox' || type === 'radio') return own ?? 'on';
  return own || 'Deployment check';
}

/** The forms of a page that post to the forms service, each with the fields it would send. */
export function formsOf(html: string, pageUrl: string): PostableForm[] {
  const forms: PostableForm[] = [];
  for (const form of elementsOf(readHtml(html))) {
    if (form.tagName !== 'form') continue;
    if ((attributeOf(form, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const action = new URL(attributeOf(form, 'action') ?? pageUrl, pageUrl);
    if (!FORMS_PATH.test(action.pathname)) continue;
    const fields: Record<string, string> = {};
    for (const element of elementsOf(form)) {
      if (!['input', 'select', 'textarea'].includes(element.tagName)) continue;
      const name = attributeOf(element, 'name');
      if (!name || name in fields) continue;
      const type = (attributeOf(element, 'type') ?? 'text').toLowerCase();
      if (['submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
      // The honeypot stays empty: a value there is a bot's, accepted and thrown away.
      if (name === HONEYPOT_FIELD || attributeOf(element, 'tabindex') === '-1') {
        fields[name] = '';
        continue;
      }
      fields[name] = type === 'hidden' ? (attributeOf(element, 'value') ?? '') : answerFor(element);
    }
    forms.push({ action: action.href, fields });
  }
  return forms;
}

/** The page paths a sitemap (or sitemap index: `nested`) lists, in order. */
export function sitemapLocations(xml: string): { pages: string[]; nested: string[] } {
  const pages: string[] = [];
  const nested: string[] = [];
  for (const element of elementsOf(readHtml(xml))) {
    if (element.tagName !== 'loc') continue;
    const loc = textOf(element).trim();
    const parent = element.parentNode as Element | null;
    (parent?.tagName === 'sitemap' ? nested : pages).push(loc);
  }
  return { pages, nested };
}

/** What differs from the expected headers, one message per header (names case-insensitive). */
export function headerProblems(expected: Record<string, string>, actual: Headers): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const got = actual.get(name);
    if (got === null) return [`${name} missing`];
    return got === value ? [] : [`${name} is "${got}", expected "${value}"`];
  });
}

/** The expected headers of a page: every rule of headers.ts it matches (Cache-Control of pages is the host's). */
export function expectedHeaders(rules: readonly HeaderRule[], pathname: string) {
  return headersFor(rules, pathname);
}

export interface RouteResult {
  route: string;
  status: number | string;
  /** Set when the listed URL answered the trailing-slash redirect (server/static/static.ts) to this. */
  redirectedTo?: string;
  headerProblems: string[];
  images: { checked: number; failed: string[] };
  forms: { checked: number; failed: string[] };
}

export interface RedirectResult {
  from: string;
  expected: string;
  got: string;
  ok: boolean;
}

export function routeFailed(result: RouteResult): boolean {
  return (
    result.status !== 200 ||
    result.headerProblems.length > 0 ||
    result.images.failed.length > 0 ||
    result.forms.failed.length > 0
  );
}

/** Left-aligned columns, a header row and a rule under it. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd();
  const [head, ...body] = rows;
  if (!head) return '';
  return [
    line(head),
    line(head.map((cell, column) => '-'.repeat(widths?.[column] ?? cell.length))),
    ...body.map(line),
  ].join('\n');
}

/** The report: one row per route, the failures spelled out under it, then the redirects. */
export function report(
  routes: readonly RouteResult[],
  redirects: readonly RedirectResult[],
): string {
  const rows = [
    ['route', 'status', 'headers', 'images', 'forms', 'result'],
    ...routes.map((result) => [
      printable(result.route),
      result.redirectedTo ? `301→${result.status}` : String(result.status),
      result.headerProblems.length === 0 ? 'ok' : `${result.headerProblems.length} wrong`,
      `${result.images.checked - result.images.failed.length}/${result.images.checked}`,
      `${result.forms.checked - result.forms.failed.length}/${result.forms.checked}`,
      routeFailed(result) ? 'FAIL' : 'ok',
    ]),
  ];
  const details = routes
    .filter(routeFailed)
    .flatMap((result) => [
      `${printable(result.route)}:`,
      ...[...result.headerProblems, ...result.images.failed, ...result.forms.failed].map(
        (problem) => `  ${printable(problem)}`,
      ),
    ]);
  const redirectRows = [
    ['redirect', 'expected', 'got', 'result'],
    ...redirects.map((result) => [
      printable(result.from),
      printable(result.expected),
      printable(result.got),
      result.ok ? 'ok' : 'FAIL',
    ]),
  ];
  const notes = routes
    .filter((result) => result.redirectedTo)
    .map(
      (result) =>
        `note: the sitemap lists ${printable(result.route)}, which redirects to ${printable(result.redirectedTo)}`,
    );
  const failed =
    routes.filter(routeFailed).length + redirects.filter((result) => !result.ok).length;
  return [
    table(rows),
    ...(details.length > 0 ? ['', ...details] : []),
    ...(redirects.length > 0 ? ['', table(redirectRows)] : []),
    ...(notes.length > 0 ? ['', ...notes] : []),
    '',
    failed === 0
      ? `deploy:check: ${routes.length} routes and ${redirects.length} redirects ok`
      : `deploy:check: ${failed} failing (of ${routes.length} routes and ${redirects.length} redirects)`,
  ].join('\n');
}

/** `n` at a time, in order of the input. */
async function mapLimited<T, R>(items: readonly T[], n: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return results;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface CheckOptions {
  /** The expected headers (the build's `_headers`, from server/static/headers.ts). */
  rules: readonly HeaderRule[];
  /** content/redirects.json's entries. */
  redirects: readonly Redirect[];
  /** Requests in flight at once. */
  concurrency?: number;
}

/** Checks the deployment at `base` (an origin, e.g. https://www.example.com). */
export async function checkDeployment(
  base: string,
  { rules, redirects, concurrency = 4 }: CheckOptions,
): Promise<{ routes: RouteResult[]; redirects: RedirectResult[] }> {
  const origin = new URL(base).origin;
  const get = (url: string, init: RequestInit = {}) =>
    fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), ...init });

  // The routes: the sitemap's pages, on this deployment.
  const sitemaps = [`${origin}/sitemap.xml`];
  const pages: string[] = [];
  let canonical: string | null = null;
  for (let index = 0; index < sitemaps.length && index < 100; index++) {
    const url = sitemaps[index] as string;
    const response = await get(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: no routes to check`);
    const found = sitemapLocations(await response.text());
    for (const loc of [...found.pages, ...found.nested]) canonical ??= new URL(loc).origin;
    sitemaps.push(...found.nested.map((loc) => onDeployment(loc, origin, canonical)));
    pages.push(...found.pages.map((loc) => new URL(loc).pathname));
  }
  const routes = [...new Set(pages)];

  const images = new Map<string, Promise<string | null>>();
  const checkImage = (url: string) => {
    let result = images.get(url);
    if (!result) {
      result = get(url).then(
        async (response) => {
          const type = response.headers.get('content-type') ?? '';
          const bytes = (await response.arrayBuffer()).byteLength;
          if (response.status !== 200) return `image ${url}: ${response.status}`;
          if (!type.startsWith('image/')) return `image ${url}: ${type || 'no content type'}`;
          return bytes === 0 ? `image ${url}: empty` : null;
        },
        (error: unknown) => `image ${url}: ${describe(error)}`,
      );
      images.set(url, result);
    }
    return result;
  };
  const posted = new Map<string, Promise<string | null>>();
  const checkForm = (form: PostableForm) => {
    const key = `${form.action} ${Object.keys(form.fields).sort().join(',')}`;
    let result = posted.get(key);
    if (!result) {
      result = get(form.action, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          origin,
          referer: `${origin}/`,
          [DRY_RUN_HEADER]: '1',
        },
        body: new URLSearchParams(form.fields).toString(),
      }).then(
        async (response) => {
          const text = await response.text();
          if (response.status === 200 && /"dryRun":\s*true/.test(text)) return null;
          return `form ${form.action}: ${response.status} ${text.slice(0, 200)}`;
        },
        (error: unknown) => `form ${form.action}: ${describe(error)}`,
      );
      posted.set(key, result);
    }
    return result;
  };

  const routeResults = await mapLimited(
    routes,
    concurrency,
    async (route): Promise<RouteResult> => {
      const url = `${origin}${route}`;
      const result: RouteResult = {
        route,
        status: 0,
        headerProblems: [],
        images: { checked: 0, failed: [] },
        forms: { checked: 0, failed: [] },
      };
      let html: string;
      try {
        let response = await get(url, { headers: { accept: 'text/html' } });
        const location = response.headers.get('location');
        // The trailing-slash rule, followed once: the page is there, the sitemap's URL is noted.
        if (response.status === 301 && location && new URL(location, url).href === `${url}/`) {
          result.redirectedTo = `${route}/`;
          response = await get(`${url}/`, { headers: { accept: 'text/html' } });
        }
        result.status = response.status;
        result.headerProblems = headerProblems(expectedHeaders(rules, route), response.headers);
        html = await response.text();
      } catch (error) {
        result.status = describe(error);
        return result;
      }
      const imageUrls = imageUrlsOf(html, url, canonical);
      const failedImages = await mapLimited(imageUrls, concurrency, checkImage);
      result.images = { checked: imageUrls.length, failed: failedImages.filter((x) => x !== null) };
      const forms = formsOf(html, url);
      const failedForms = await Promise.all(forms.map(checkForm));
      result.forms = { checked: forms.length, failed: failedForms.filter((x) => x !== null) };
      return result;
    },
  );

  const redirectResults = await mapLimited(
    redirectRules(redirects),
    concurrency,
    async (redirect): Promise<RedirectResult> => {
      const expectedLocation = new URL(redirect.to, origin).href;
      const expected = `${redirect.status} ${redirect.to}`;
      try {
        const response = await get(`${origin}${redirect.from}`);
        const location = response.headers.get('location');
        const got = `${response.status} ${location ?? '(no Location)'}`;
        const ok =
          response.status === redirect.status &&
          location !== null &&
          new URL(location, `${origin}${redirect.from}`).href === expectedLocation;
        return { from: redirect.from, expected, got, ok };
      } catch (error) {
        return { from: redirect.from, expected, got: describe(error), ok: false };
      }
    },
  );
  return { routes: routeResults, redirects: redirectResults };
}

/** The expected header rules: the build's `_headers` (written from headers.ts), else the defaults. */
export function loadRules(headersFile: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(headersFile, 'utf8'));
  } catch {
    return headerRules({});
  }
}

/** content/redirects.json's entries; none without the file. */
export function loadRedirectList(file: string): Redirect[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return redirectsSchema.parse(JSON.parse(text));
}

const USAGE =
  'Usage: npm run deploy:check -- URL [--dist DIR] [--content DIR]\n' +
  '  URL      the deployed site, e.g. https://www.example.com or http://localhost:4173\n' +
  '  --dist   the build whose _headers are expected (default dist/)\n' +
  '  --content the content whose redirects.json is expected (default content/)';

export async function main(argv: readonly string[]): Promise<number> {
  let url: string | undefined;
  let dist = path.join(ROOT, process.env.DIST_DIR ?? 'dist');
  let content = path.join(ROOT, process.env.CONTENT_DIR || 'content');
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '--dist') dist = path.resolve(argv[++index] ?? '');
    else if (arg === '--content') content = path.resolve(argv[++index] ?? '');
    else if (!arg.startsWith('-') && url === undefined) url = arg;
    else {
      console.error(`Unknown argument ${arg}\n${USAGE}`);
      return 2;
    }
  }
  if (!url || !/^https?:\/\/[^/]/.test(url)) {
    console.error(USAGE);
    return 2;
  }
  const { routes, redirects } = await checkDeployment(url, {
    rules: loadRules(path.join(dist, '_headers')),
    redirects: loadRedirectList(path.join(content, 'redirects.json')),
  });
  console.log(report(routes, redirects));
  return routes.some(routeFailed) || redirects.some((result) => !result.ok) ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`deploy:check: ${describe(error)}`);
      process.exit(1);
    },
  );
}
