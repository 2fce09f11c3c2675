import { describe, expect, it } from 'vitest';
import {
  formsOf,
  headerProblems,
  imageUrlsOf,
  onDeployment,
  report,
  routeFailed,
  sitemapLocations,
  srcsetUrls,
  type RouteResult,
} from './deploy-check.ts';

const PAGE = 'http://127.0.0.1:4173/pricing/';
const CANONICAL = 'https://www.harbor.example';

describe('deploy:check reading pages', () => {
  it('given a srcset, should list its URLs in order', () => {
    expect(srcsetUrls('/_img/a.png?w=400 400w,  /_img/a.png?w=800 800w')).toEqual([
      '/_img/a.png?w=400',
      '/_img/a.png?w=800',
    ]);
    expect(srcsetUrls('')).toEqual([]);
  });

  it('given a page, should list every img src, srcset and og:image once, on the checked deployment', () => {
    const html = `<!doctype html><html><head>
      <meta property="og:image" content="${CANONICAL}/og/pricing.png">
      </head><body>
      <img src="/_img/a.png?w=800" srcSet="/_img/a.png?w=400 400w, /_img/a.png?w=800 800w">
      <picture><source srcset="https://cdn.example/b.avif 1x"><img src="data:image/gif;base64,R0lG"></picture>
      </body></html>`;
    expect(imageUrlsOf(html, PAGE, CANONICAL)).toEqual([
      'http://127.0.0.1:4173/og/pricing.png',
      'http://127.0.0.1:4173/_img/a.png?w=800',
      'http://127.0.0.1:4173/_img/a.png?w=400',
      'https://cdn.example/b.avif',
    ]);
  });

  it('given another origin than the canonical one, should keep it', () => {
    expect(onDeployment('https://cdn.example/x.png', PAGE, CANONICAL)).toBe(
      'https://cdn.example/x.png',
    );
  });

  it('given forms, should fill what a visitor fills, keep hidden values, leave the honeypot empty and skip other services', () => {
    const html = `<form method="post" action="/api/forms/NEWSLETTER">
        <input type="email" name="email" required>
        <input type="hidden" name="registrationId" value="18">
        <input type="text" name="email_address_main" tabindex="-1">
        <select name="team_size"><option value="">Choose</option><option value="1–5">1–5</option></select>
        <textarea name="message"></textarea>
        <input type="checkbox" name="consent" value="yes">
        <button type="submit" name="go">Go</button>
      </form>
      <form method="post" action="https://forms.hubspot.example/submit"><input name="email"></form>
      <form action="/search/"><input name="q"></form>`;
    expect(formsOf(html, PAGE)).toEqual([
      {
        action: 'http://127.0.0.1:4173/api/forms/NEWSLETTER',
        fields: {
          email: 'deploy-check@example.com',
          registrationId: '18',
          email_address_main: '',
          team_size: '1–5',
          message: 'Deployment check',
          consent: 'yes',
        },
      },
    ]);
  });

  it('given a sitemap index and a sitemap, should tell nested sitemaps from pages', () => {
    expect(
      sitemapLocations(
        `<?xml version="1.0"?><sitemapindex><sitemap><loc>${CANONICAL}/sitemap-1.xml</loc></sitemap></sitemapindex>`,
      ),
    ).toEqual({ pages: [], nested: [`${CANONICAL}/sitemap-1.xml`] });
    expect(
      sitemapLocations(
        `<urlset><url><loc>${CANONICAL}/</loc></url><url><loc>${CANONICAL}/a&amp;b/</loc></url></urlset>`,
      ),
    ).toEqual({ pages: [`${CANONICAL}/`, `${CANONICAL}/a&b/`], nested: [] });
  });
});

describe('deploy:check judging answers', () => {
  it('given headers, should name each missing or different one, names case-insensitive', () => {
    const actual = new Headers({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(
      headerProblems(
        {
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'SAMEORIGIN',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
        actual,
      ),
    ).toEqual(['X-Frame-Options is "DENY", expected "SAMEORIGIN"', 'Referrer-Policy missing']);
  });

  const ok: RouteResult = {
    route: '/',
    status: 200,
    headerProblems: [],
    images: { checked: 3, failed: [] },
    forms: { checked: 1, failed: [] },
  };

  it('given results, should fail a route on its status, a header, an image or a form', () => {
    expect(routeFailed(ok)).toBe(false);
    expect(routeFailed({ ...ok, status: 404 })).toBe(true);
    expect(routeFailed({ ...ok, headerProblems: ['X-Frame-Options missing'] })).toBe(true);
    expect(routeFailed({ ...ok, images: { checked: 3, failed: ['image x: 404'] } })).toBe(true);
    expect(routeFailed({ ...ok, forms: { checked: 1, failed: ['form y: 404'] } })).toBe(true);
  });

  it('given a failing route and a redirect, should print a table, the problems and a verdict', () => {
    const text = report(
      [
        ok,
        { ...ok, route: '/pricing/', images: { checked: 2, failed: ['image /_img/x.png: 404'] } },
      ],
      [{ from: '/features/', expected: '301 /all-features/', got: '404 (no Location)', ok: false }],
    );
    expect(text).toContain('/pricing/  200     ok       1/2     1/1    FAIL');
    expect(text).toContain('  image /_img/x.png: 404');
    expect(text).toContain('/features/  301 /all-features/  404 (no Location)  FAIL');
    expect(text).toMatch(/deploy:check: 2 failing \(of 2 routes and 1 redirects\)$/);
  });
});
