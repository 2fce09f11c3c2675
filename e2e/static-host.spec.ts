/**
 * The static-host mode (docs/deployment.md): the pages served by nginx alone, forms and events
 * posted by the browser to the Node service (`server/index.ts`) on another origin, as a build
 * with FORMS_ENDPOINT and EVENTS_ENDPOINT makes them. A form posted from the page is stored in
 * the service's DATA_DIR, the page view is stored, and the service's CORS and Origin checks let
 * the site's origin through and refuse any other, in the browser and without one.
 *
 * A second build would cost a minute of CI; these endpoints reach the browser as data only, so
 * the spec copies the built site and writes them where a build with them writes them (see
 * `retarget`, which fails when the build stops writing them there): the settings in every page's
 * InitialData and in the settings' static-query file, the forms' `action` (posts without
 * JavaScript), and `_headers`, regenerated with `thirdPartyOrigins` of the new settings. That the
 * build turns FORMS_ENDPOINT and EVENTS_ENDPOINT into those settings is a unit test
 * (src/content/env.test.ts); the CSP they make, scripts/deploy/config.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../server/free-port.ts';
import { listenHubSpotStandIn } from '../server/stand-ins/hubspot-standin.ts';
import { headerRules, headersFile } from '../server/static/headers.ts';
import { nginxServerBlock, thirdPartyOrigins } from '../scripts/deploy/config.ts';
import { redirectsSchema } from '../src/contracts/schemas/redirects.ts';
import type { Settings } from '../src/site/settings.ts';
import { DIST, reachFor, waitForHydration, watchConsole } from './site.ts';
import { startNginx, waitForOk } from './local-nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the built settings end; the services object is written before it. */
const SETTINGS_MARKER = '"analytics":{"segmentWriteKey":null}';
const children: ChildProcess[] = [];
let other: Server | undefined;
let prefix = '';
let site = '';
let service = '';
let elsewhere = '';
let directSite = '';
let hubspot: Awaited<ReturnType<typeof listenHubSpotStandIn>> | undefined;

/**
 * Writes `services` into a copy of the built site, as a build with FORMS_ENDPOINT and
 * EVENTS_ENDPOINT set to `origin` writes it (and with `direct`, the forms settings of
 * FORMS_DIRECT=hubspot and HUBSPOT_API_URL); returns the new settings.
 */
function retarget(
  dir: string,
  origin: string,
  direct: { hubspotApiUrl: string } | null = null,
): Settings {
  // With FORMS_DIRECT=hubspot, the forms settings too (the default build has none).
  const forms = direct
    ? `"forms":${JSON.stringify({ provider: 'local', hubspotApiUrl: direct.hubspotApiUrl, portalId: null, direct: 'hubspot' })},`
    : '';
  const services = `${forms}"services":{"forms":${JSON.stringify(origin)},"events":${JSON.stringify(origin)}},`;
  let settings: Settings | undefined;
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const isPage = entry.name.endsWith('.html');
    const isQuery = !isPage && file.includes(`${path.sep}sq${path.sep}`) && file.endsWith('.json');
    if (!isPage && !isQuery) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(SETTINGS_MARKER)) continue;
    if (text.includes('"services":{') || text.includes('"forms":{"provider"'))
      throw new Error(`${file}: built with services or forms settings already`);
    const next = text
      .replaceAll(SETTINGS_MARKER, `${services}${SETTINGS_MARKER}`)
      .replaceAll('action="/api/forms/', `action="${origin}/api/forms/`);
    writeFileSync(file, next);
    // A stale precompressed copy would be served in place of the page (gzip_static).
    for (const suffix of ['.gz', '.br']) rmSync(`${file}${suffix}`, { force: true });
    if (isPage) pages++;
    if (isQuery) {
      const found = findSettings(JSON.parse(next));
      if (found) settings = found;
    }
  }
  if (!settings || pages < 10)
    throw new Error(
      `retarget: settings found in ${pages} pages and ${settings ? 'a' : 'no'} static query: the build no longer writes them where this spec expects`,
    );
  writeFileSync(path.join(dir, '_headers'), headersFile(headerRules(thirdPartyOrigins(settings))));
  return settings;
}

function findSettings(value: unknown): Settings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('services' in value && 'analytics' in value) return value as Settings;
  for (const child of Object.values(value)) {
    const found = findSettings(child);
    if (found) return found;
  }
  return undefined;
}

test.describe.configure({ mode: 'serial' });
// The config's CF-IPCountry (a CDN's header) would ride on the pages' cross-origin posts too,
// and no CDN adds a request header a preflight must allow: a visitor's browser sends none.
test.use({ extraHTTPHeaders: {} });

test.beforeAll(async () => {
  const [sitePort, servicePort, otherPort, directPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  hubspot = await listenHubSpotStandIn();
  directSite = `http://127.0.0.1:${directPort}`;
  site = `http://127.0.0.1:${sitePort}`;
  service = `http://127.0.0.1:${servicePort}`;
  elsewhere = `http://127.0.0.1:${otherPort}`;
  prefix = mkdtempSync(path.join(tmpdir(), 'harbor-static-host-'));
  // nginx's workers run as another user: the copy must be readable to them (mkdtemp makes 0700).
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, 'site');
  cpSync(DIST, root, { recursive: true });
  const settings = retarget(root, service);
  expect(settings.services).toEqual({ forms: service, events: service });
  // A second copy built as with FORMS_DIRECT=hubspot and HUBSPOT_API_URL at the stand-in.
  const directRoot = path.join(prefix, 'site-direct');
  cpSync(DIST, directRoot, { recursive: true });
  const directSettings = retarget(directRoot, service, { hubspotApiUrl: hubspot.url });

  const node = spawn(process.execPath, [path.join(ROOT, 'server/index.ts')], {
    env: {
      ...process.env,
      PORT: String(servicePort),
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      DATA_DIR: path.join(prefix, 'data'),
      IMAGE_CACHE_DIR: path.join(prefix, 'images'),
      // Both copies of the site post their events here.
      ALLOWED_ORIGINS: `${site},${directSite}`,
      SCHEDULED_BUILDS: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(node);
  let nodeErr = '';
  node.stderr?.on('data', (chunk: Buffer) => (nodeErr += chunk.toString()));

  const redirects = redirectsSchema.parse(
    JSON.parse(readFileSync(path.join(ROOT, 'content/redirects.json'), 'utf8')),
  );
  const rules = headerRules(thirdPartyOrigins(settings));
  const { nginx, stderr: nginxErr } = startNginx(prefix, [
    nginxServerBlock(rules, { root, listen: `127.0.0.1:${sitePort}`, redirects }),
    nginxServerBlock(headerRules(thirdPartyOrigins(directSettings)), {
      root: directRoot,
      listen: `127.0.0.1:${directPort}`,
      redirects,
    }),
  ]);
  children.push(nginx);

  // A page of another origin, not in the service's ALLOWED_ORIGINS.
  other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>elsewhere</title>');
  });
  await new Promise<void>((resolve) => other?.listen(otherPort, '127.0.0.1', resolve));

  await Promise.all([
    waitForOk(`${site}/`, nginx, nginxErr),
    waitForOk(`${directSite}/`, nginx, nginxErr),
    waitForOk(`${service}/`, node, () => nodeErr),
  ]);
});

test.afterAll(async () => {
  // Waited for: the service closes its databases on the way out, which would recreate DATA_DIR.
  await Promise.all(
    children.map((child) => {
      if (child.exitCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  await hubspot?.stop();
  other?.close();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** Rows of one of the service's databases (its DATA_DIR is this spec's). */
function rows(database: string, sql: string, ...values: string[]): number {
  const db = new DatabaseSync(path.join(prefix, 'data', database), { readOnly: true });
  try {
    return Number((db.prepare(sql).get(...values) as { n: number }).n);
  } finally {
    db.close();
  }
}

test('given the pages on nginx alone, should post the page view and a form to the service on its own origin, which stores both', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  // nginx alone says nothing of where the visitor is, so the page asks first: this one accepted.
  await context.addCookies([
    { name: 'hs_consent', value: 'v=2026-11&a=1&m=1&id=0123456789abcdef&t=1790000000', url: site },
  ]);
  const event = page.waitForResponse(
    (response) =>
      response.url() === `${service}/api/events` && response.request().method() === 'POST',
  );
  const served = await page.goto(`${site}/`);
  // Served by nginx, whose CSP names the service (connect-src, form-action).
  expect(served?.headers()['content-security-policy']).toContain(`connect-src 'self' ${service}`);
  await waitForHydration(page);
  expect((await event).status()).toBe(202);
  await expect
    .poll(() => rows('events.sqlite', "SELECT COUNT(*) AS n FROM events WHERE path = '/'"), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);

  // The banner goes live as it nears the viewport (src/sections/Sections.tsx).
  await page.getByTestId('newsletter').evaluate((element) => element.scrollIntoView());
  await page.locator('[data-live] [data-testid="newsletter"]').waitFor({ state: 'attached' });
  const banner = page.getByTestId('newsletter');
  const email = `static-host-${Date.now()}@example.com`;
  await banner.getByRole('textbox', { name: 'Email' }).fill(email);
  const answer = page.waitForResponse(
    (response) =>
      response.url() === `${service}/api/forms/NEWSLETTER` &&
      response.request().method() === 'POST',
  );
  await banner.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answer).status()).toBe(201);
  expect(
    rows(
      'forms.sqlite',
      "SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?",
      email,
    ),
  ).toBe(1);
  // Nothing went to the static host's /api/ (which would 404) and no CSP refused a request.
  expect(problems.filter((problem) => !problem.includes('hs_consent'))).toEqual([]);
});

test("given the service's preflight, should allow the site's origin and no other", async () => {
  const preflight = (origin: string) =>
    fetch(`${service}/api/forms/NEWSLETTER`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const allowed = await preflight(site);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
  expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
  expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
  const refused = await preflight(elsewhere);
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();

  // A post naming another origin, as a browser would send it, is refused before it is stored.
  const email = `elsewhere-${Date.now()}@example.com`;
  const post = await fetch(`${service}/api/forms/NEWSLETTER`, {
    method: 'POST',
    headers: {
      origin: elsewhere,
      'sec-fetch-site': 'same-site',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email }),
  });
  expect(post.status).toBe(403);
  expect(
    rows(
      'forms.sqlite',
      "SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?",
      email,
    ),
  ).toBe(0);
});

test('given a page of another origin, should not let the browser post to the service', async ({
  page,
}) => {
  await page.goto(`${elsewhere}/`);
  const outcome = await page.evaluate(
    (url) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'elsewhere@example.com' }),
      }).then(
        (response) => `answered ${response.status}`,
        (error: unknown) => `blocked: ${String(error)}`,
      ),
    `${service}/api/forms/NEWSLETTER`,
  );
  expect(outcome).toMatch(/^blocked: TypeError/);
  expect(
    rows(
      'forms.sqlite',
      "SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?",
      'elsewhere@example.com',
    ),
  ).toBe(0);
});

test('given a build with FORMS_DIRECT=hubspot, should post the form from the browser straight to HubSpot, allowed by the CSP, and store nothing', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await context.addCookies([
    {
      name: 'hs_consent',
      value: 'v=2026-11&a=1&m=1&id=0123456789abcdef&t=1790000000',
      url: directSite,
    },
  ]);
  // A Form block, resolved at build time with its HubSpot GUID (the home banner has none and
  // goes to the service: src/forms/submit.ts).
  const served = await page.goto(`${directSite}/blog/supportive-digest-spring/`);
  expect(served?.headers()['content-security-policy']).toContain(hubspot?.url);
  await waitForHydration(page);
  const banner = page.getByRole('form', { name: 'Get The Supportive in your inbox' });
  // The form goes live (its script loaded) once scrolled to: filled before, it would be reset.
  const root = page.locator('[data-form-name]').filter({ has: banner });
  await root.scrollIntoViewIfNeeded();
  await reachFor(root);
  await expect(root).toHaveAttribute('data-state', 'shown');
  const email = `direct-${Date.now()}@example.com`;
  await banner.getByRole('textbox', { name: 'Email' }).fill(email);
  const answer = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${hubspot?.url}/submissions/v3/integration/submit/`) &&
      response.request().method() === 'POST',
  );
  await banner.getByRole('button', { name: 'Subscribe' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(/\/submit\/\d+\/[0-9a-f-]{36}$/);
  const sent = hubspot?.received.filter((entry) =>
    entry.body.fields?.some((field) => field.value === email),
  );
  expect(sent).toHaveLength(1);
  // Nothing reaches the forms service: there is no stored copy (docs/deployment.md).
  expect(
    rows(
      'forms.sqlite',
      "SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?",
      email,
    ),
  ).toBe(0);
  expect(problems.filter((problem) => !problem.includes('hs_consent'))).toEqual([]);
});
