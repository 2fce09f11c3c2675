import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { REFERENCE_PAGE, serveReferencePage } from './reference-page.ts';

describe('the reference page the audit measures beside the site', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('is served on the loopback address as a page with no script, image or stylesheet to fetch', async () => {
    const served = await serveReferencePage();
    server = served.server;
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(served.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toBe(REFERENCE_PAGE);
    expect(html).not.toMatch(/<script|<img|<link|@import|url\(/i);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
  });

  it('answers the favicon request with 404 rather than the page', async () => {
    const served = await serveReferencePage();
    server = served.server;
    const response = await fetch(new URL('/favicon.ico', served.url));
    expect(response.status).toBe(404);
  });
});
