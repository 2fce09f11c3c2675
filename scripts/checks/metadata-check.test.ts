import { describe, expect, it } from 'vitest';
import { jsonLdProblems, metadataProblems, readMeta } from './metadata-check.ts';

const SITE = 'https://x.example';
const graph = (...nodes: object[]) =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes });
const SITE_NODES = [
  { '@type': 'Organization', name: 'X', url: SITE, logo: `${SITE}/icon.png` },
  { '@type': 'WebSite', name: 'X', url: SITE },
];
const html = ({
  path = '/a/',
  title = 'A',
  description = 'About A',
  ld = graph(...SITE_NODES),
} = {}) =>
  `<!doctype html><html><head><title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${SITE}${path}">
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
<meta property="og:url" content="${SITE}${path}"><meta property="og:type" content="website">
<meta property="og:image" content="${SITE}/og/a.png"><meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${ld}</script></head><body></body></html>`;

describe('metadataProblems', () => {
  it('given complete, unique metadata, should find nothing', () => {
    const pages = [
      { path: '/a/', meta: readMeta(html()) },
      { path: '/b/', meta: readMeta(html({ path: '/b/', title: 'B', description: 'About B' })) },
    ];
    expect(metadataProblems(pages, SITE, () => true).problems).toEqual([]);
  });

  it('given a duplicate title, a wrong canonical and a missing image file, should name each', () => {
    const pages = [
      { path: '/a/', meta: readMeta(html()) },
      { path: '/b/', meta: readMeta(html({ path: '/c/', description: 'About B' })) },
    ];
    expect(metadataProblems(pages, SITE, () => false).problems).toEqual([
      '/a/: og:image /og/a.png does not exist',
      '/b/: same title as /a/',
      `/b/: canonical is ${SITE}/c/, expected ${SITE}/b/`,
      '/b/: og:image /og/a.png does not exist',
      '/b/: og:url is not the canonical URL',
    ]);
  });

  it('given a blog page without the feed link, should say so', () => {
    const pages = [{ path: '/blog/x/', meta: readMeta(html({ path: '/blog/x/' })) }];
    expect(metadataProblems(pages, SITE, () => true).problems).toContain(
      '/blog/x/: no link to the blog feed',
    );
  });
});

describe('readMeta', () => {
  it('given single-quoted, unquoted and `>`-holding attribute values, should read each as a browser does', () => {
    // The old regex reader took only double-quoted values and ended a tag at the first `>`.
    const meta = readMeta(
      `<title>Tom &amp; Jerry&#x27;s</title><meta name='description' content='About A'>` +
        `<link rel=canonical href=${SITE}/a/><meta property="og:title" content="A > B">`,
    );
    expect(meta).toMatchObject({
      title: "Tom & Jerry's",
      description: 'About A',
      canonical: `${SITE}/a/`,
    });
    expect(meta.tags.get('og:title')).toBe('A > B');
  });

  it('given a title and structured data in the body, should read only the head', () => {
    const meta = readMeta(
      `<head><title>A</title></head><body><title>B</title><script type="application/ld+json">{}</script></body>`,
    );
    expect(meta.title).toBe('A');
    expect(meta.jsonLd).toEqual([]);
  });
});

describe('jsonLdProblems', () => {
  it('given broken JSON or a node without its required properties, should report it', () => {
    expect(jsonLdProblems('{').problems[0]).toMatch(/does not parse/);
    expect(
      jsonLdProblems(graph({ '@type': 'Event', name: 'Class', startDate: '2026-12-01T10:00:00Z' }))
        .problems,
    ).toEqual(['Event lacks location', 'Event lacks eventAttendanceMode']);
    expect(
      jsonLdProblems(
        graph({ '@type': 'Product', name: 'P', offers: [{ '@type': 'Offer', price: 1 }] }),
      ).problems,
    ).toEqual(['Product › Offer lacks priceCurrency']);
  });
});
