import { describe, expect, it } from 'vitest';
import { findBrokenLinks, formatReport, resolveHref, scanHtml, type BuiltSite } from './links.ts';

const ORIGIN = 'https://www.harbor.example';

describe('scanHtml', () => {
  it('given anchors with quoted, unquoted and entity-encoded hrefs, should return each decoded', () => {
    const page = scanHtml(
      `<p><a class="x" href="/a/?q=1&amp;r=2">A</a> <a href='/b/'>B</a> <A HREF=/c/>C</A> <a>no href</a></p>`,
    );
    expect(page.hrefs).toEqual(['/a/?q=1&r=2', '/b/', '/c/']);
  });

  it('given ids on any element and named anchors, should collect them as fragment targets', () => {
    const page = scanHtml(
      `<main id="main"><h2 id="why-it-matters">Why</h2><a name="legacy"></a></main>`,
    );
    expect([...page.ids].sort()).toEqual(['legacy', 'main', 'why-it-matters']);
  });

  it('given markup inside scripts, styles and comments, should not read it as links', () => {
    const page = scanHtml(
      `<script type="application/json">{"x":"<a href=\\"/in-json/\\">"}</script>` +
        `<style>a[href="/in-css/"]{}</style><!-- <a href="/in-comment/"> -->` +
        `<title><a href="/in-title/"></title><a href="/real/">ok</a>`,
    );
    expect(page.hrefs).toEqual(['/real/']);
  });

  it('given a canonical link, should report it and not count it as an anchor', () => {
    const page = scanHtml(`<link rel="canonical" href="${ORIGIN}/about/"><a href="/x/">x</a>`);
    expect(page.canonical).toBe(`${ORIGIN}/about/`);
    expect(page.hrefs).toEqual(['/x/']);
  });

  it('given truncated markup, should stop without throwing, dropping an unfinished tag as browsers do', () => {
    expect(scanHtml('<a href="/x/').hrefs).toEqual([]);
    expect(scanHtml('<a href="/x/">').hrefs).toEqual(['/x/']);
    expect(scanHtml('<!-- never closed <a href="/y/">').hrefs).toEqual([]);
    expect(scanHtml('a < b and <3').hrefs).toEqual([]);
  });
});

describe('scanHtml character references', () => {
  it('given named and numeric references, should decode them and leave unknown names alone', () => {
    expect(scanHtml(`<a href="a&amp;b&#x27;c&#39;d&quot;&lt;&gt;&bogus;">x</a>`).hrefs).toEqual([
      "a&b'c'd\"<>&bogus;",
    ]);
  });

  it('given a name without its semicolon before `=` in an attribute, should keep it as written, as browsers do', () => {
    // The old regex decoder read `&amp=` and `&lt=` as references: a link checked as /s?a&=1
    // while browsers follow /s?a&amp=1.
    expect(scanHtml('<a href="/s/?q=1&amp=2&lt=3&copy;">x</a>').hrefs).toEqual([
      '/s/?q=1&amp=2&lt=3\u00a9',
    ]);
  });

  it('given links inside noscript and template, should read them as markup', () => {
    expect(
      scanHtml('<noscript><a href="/ns/">n</a></noscript><template><a href="/t/">t</a></template>')
        .hrefs,
    ).toEqual(['/ns/', '/t/']);
  });
});

describe('resolveHref', () => {
  const page = `${ORIGIN}/blog/post/`;

  it('given root-relative, relative and same-origin hrefs, should resolve them to internal paths', () => {
    expect(resolveHref('/pricing/?plan=plus#faq', page, [ORIGIN])).toEqual({
      kind: 'internal',
      path: '/pricing/',
      fragment: 'faq',
    });
    expect(resolveHref('../other/', page, [ORIGIN])).toMatchObject({ path: '/blog/other/' });
    expect(resolveHref(`${ORIGIN}/about/`, 'http://local.invalid/', [ORIGIN])).toMatchObject({
      kind: 'internal',
      path: '/about/',
    });
    expect(resolveHref('#why', page, [])).toEqual({
      kind: 'internal',
      path: '/blog/post/',
      fragment: 'why',
    });
  });

  it('given percent-encoded paths and fragments, should decode them', () => {
    expect(resolveHref('/caf%C3%A9/#%C3%A9t%C3%A9', page, [])).toEqual({
      kind: 'internal',
      path: '/café/',
      fragment: 'été',
    });
  });

  it('given other origins and non-web schemes, should call them external or ignored', () => {
    expect(resolveHref('https://docs.harbor.example/', page, [ORIGIN]).kind).toBe('external');
    expect(resolveHref('//x.com/harbor', page, [ORIGIN]).kind).toBe('external');
    for (const href of ['mailto:help@harbor.example', 'tel:+100', 'javascript:void(0)', '']) {
      expect(resolveHref(href, page, [ORIGIN]).kind).toBe('ignored');
    }
  });
});

/** A built site from a map of page key → HTML, plus static files. */
function siteOf(
  html: Record<string, string>,
  { files = [], withoutData = [] }: { files?: string[]; withoutData?: string[] } = {},
): BuiltSite {
  const pages = new Map(
    Object.entries(html).map(([key, source]) => [
      key,
      { ...scanHtml(source), url: `${ORIGIN}${key === 'index' ? '/' : `/${key}/`}` },
    ]),
  );
  return {
    pages,
    pageData: new Set(Object.keys(html).filter((key) => !withoutData.includes(key))),
    isFile: (path) => files.includes(path),
  };
}

describe('findBrokenLinks', () => {
  it('given links to built pages, static files and external sites, should report nothing', () => {
    const site = siteOf(
      {
        index: `<a href="/pricing/">p</a><a href="/lp/x">no slash</a><a href="/favicon.svg">f</a>
          <a href="https://elsewhere.example/nope/">e</a><a href="mailto:a@b.c">m</a>
          <a href="/api/forms">endpoint</a><a href="#">top</a><a href="#top">top</a>`,
        pricing: '<h2 id="faq">FAQ</h2>',
        'lp/x': '<p>x</p>',
      },
      { files: ['/favicon.svg'] },
    );
    expect(findBrokenLinks(site, { origins: [ORIGIN] })).toEqual([]);
  });

  it('given a link to a path with no page, should list it once with every page it is on', () => {
    const site = siteOf({
      index: '<a href="/inbox/">Inbox</a>',
      about: '<a href="/inbox/">Inbox</a><a href="/inbox/">again</a>',
    });
    expect(findBrokenLinks(site)).toEqual([
      {
        href: '/inbox/',
        problem: 'no page at this path',
        from: [`${ORIGIN}/`, `${ORIGIN}/about/`],
      },
    ]);
  });

  it('given a same-origin absolute link to a missing page, should report it as internal', () => {
    const site = siteOf({ index: `<a href="${ORIGIN}/compare/zendesk/">Zendesk</a>` });
    expect(findBrokenLinks(site, { origins: [ORIGIN] }).map((b) => b.href)).toEqual([
      `${ORIGIN}/compare/zendesk/`,
    ]);
  });

  it('given a page that has HTML but no page data, should report what the prefetcher would miss', () => {
    const site = siteOf(
      { index: '<a href="/half/">half</a>', half: '<p>half</p>' },
      { withoutData: ['half'] },
    );
    expect(findBrokenLinks(site)).toMatchObject([
      { href: '/half/', problem: 'page has no page data' },
    ]);
  });

  it('given fragments, should check them against the ids of the target page or the same page', () => {
    const site = siteOf({
      index: `<main id="main"><a href="#main">skip</a><a href="#nowhere">x</a>
        <a href="/guide/#step-2">ok</a><a href="/guide/#step-9">missing</a></main>`,
      guide: '<h2 id="step-2">Step 2</h2>',
    });
    expect(findBrokenLinks(site).map(({ href, problem }) => ({ href, problem }))).toEqual([
      { href: '#nowhere', problem: 'no element with id "nowhere" on /' },
      { href: '/guide/#step-9', problem: 'no element with id "step-9" on /guide/' },
    ]);
  });

  it('given broken links, should format a report naming each href, problem and page', () => {
    const site = siteOf({ index: '<a href="/gone/">x</a>' });
    const report = formatReport(findBrokenLinks(site));
    expect(report).toContain('/gone/ — no page at this path');
    expect(report).toContain('on /');
  });

  it('given a link on more pages than shown, should say how many more', () => {
    const html = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((key) => [key, '<a href="/gone/">x</a>']),
    );
    expect(formatReport(findBrokenLinks(siteOf(html)), 2)).toContain('on /a/, /b/ and 2 more');
  });
});
