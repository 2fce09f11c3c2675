/**
 * `npm run deploy:check` (scripts/ops/deploy-check.ts) against real servers: the preview server
 * passes as a whole (every route, image, form and redirect), and a deployment in front of it that
 * lost a header and serves a page with a broken image fails, naming both.
 */
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import {
  checkDeployment,
  loadRedirectList,
  loadRules,
  report,
  routeFailed,
} from '../scripts/ops/deploy-check.ts';
import { DIST } from './site.ts';
import path from 'node:path';

const rules = loadRules(path.join(DIST, '_headers'));
const redirects = loadRedirectList(
  path.join(import.meta.dirname, '..', 'content', 'redirects.json'),
);

test('given the preview server, should pass every route, image, form and redirect', async ({
  baseURL,
}) => {
  test.setTimeout(600_000);
  const result = await checkDeployment(baseURL!, { rules, redirects });
  const text = report(result.routes, result.redirects);
  expect(result.routes.length, text).toBeGreaterThan(50);
  expect(result.routes.filter(routeFailed), text).toEqual([]);
  expect(result.redirects.length).toBeGreaterThan(0);
  expect(
    result.redirects.filter((redirect) => !redirect.ok),
    text,
  ).toEqual([]);
  // The forms were posted as dry runs, and the images were fetched.
  expect(result.routes.some((route) => route.forms.checked > 0)).toBe(true);
  expect(result.routes.reduce((sum, route) => sum + route.images.checked, 0)).toBeGreaterThan(100);
});

test('given a deployment that lost a header and serves a broken image, should fail naming both', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A broken host in front of the preview server: only the home page listed (on the canonical
  // origin, as the real sitemap lists it: read as this host's, never fetched there), its
  // X-Frame-Options dropped, an image that does not exist added to it.
  const proxy: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url}`, {
        method: request.method,
        redirect: 'manual',
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      let body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(upstream.headers);
      delete headers['content-encoding'];
      delete headers['content-length'];
      if (request.url === '/sitemap.xml') {
        body = Buffer.from(
          `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.harbor.example/</loc></url></urlset>`,
        );
      } else if (request.url === '/') {
        delete headers['x-frame-options'];
        body = Buffer.from(
          body.toString().replace('<body', '<body><img src="/_img/missing-on-purpose.png" alt="">'),
        );
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    })().catch(() => {
      response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = proxy.address() as { port: number };
    const result = await checkDeployment(`http://127.0.0.1:${port}`, { rules, redirects: [] });
    const text = report(result.routes, result.redirects);
    expect(result.routes.map((route) => route.route)).toEqual(['/']);
    const [home] = result.routes;
    expect(routeFailed(home!), text).toBe(true);
    expect(home!.headerProblems).toEqual(['X-Frame-Options missing']);
    expect(home!.images.failed).toEqual([expect.stringMatching(/missing-on-purpose\.png: 404$/)]);
    expect(text).toContain('FAIL');
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
