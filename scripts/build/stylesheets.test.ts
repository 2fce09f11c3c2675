import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { renderDocument } from '../../src/render/document.ts';
import { joinStylesheets, stylesheetInliner, stylesheetJoiner } from './stylesheets.ts';

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'stylesheets-'));
  await mkdir(path.join(outDir, 'assets'));
  await writeFile(path.join(outDir, 'assets/a.css'), '.a{color:red}\n');
  await writeFile(path.join(outDir, 'assets/b.css'), '.b{color:blue}');
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('stylesheetJoiner', () => {
  test('given several stylesheets, should write one file with each part in order', async () => {
    const href = stylesheetJoiner(outDir)(['/assets/b.css', '/assets/a.css']);
    expect(href).toMatch(/^\/assets\/page-[0-9a-f]{12}\.css$/);
    expect(await readFile(path.join(outDir, href!), 'utf8')).toBe(
      '.b{color:blue}\n.a{color:red}\n',
    );
  });

  test('given the same parts twice, or from another worker, should name the same file', async () => {
    const first = stylesheetJoiner(outDir)(['/assets/a.css', '/assets/b.css']);
    const again = stylesheetJoiner(outDir)(['/assets/a.css', '/assets/b.css']);
    const otherOrder = stylesheetJoiner(outDir)(['/assets/b.css', '/assets/a.css']);
    expect(again).toBe(first);
    expect(otherOrder).not.toBe(first);
    // No temporary files left behind.
    expect(
      (await readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
  });

  test('given one stylesheet or none, should join nothing', () => {
    const join = stylesheetJoiner(outDir);
    expect(join(['/assets/a.css'])).toBeUndefined();
    expect(join([])).toBeUndefined();
  });

  test('given a part that does not exist, should fail the build', () => {
    expect(() => stylesheetJoiner(outDir)(['/assets/a.css', '/assets/missing.css'])).toThrow(
      /missing\.css/,
    );
  });

  test('joinStylesheets: one part per line, whatever their trailing space', () => {
    expect(joinStylesheets(['a{}\n\n', Buffer.from('b{}')])).toBe('a{}\nb{}\n');
  });
});

const documentWith = (stylesheet?: string, inlineCss?: string) =>
  renderDocument({
    page: {
      path: '/',
      template: 'templates/home',
      title: 'Home',
      description: '',
      props: {},
      sq: [],
    },
    appHtml: '',
    initialData: {
      buildHash: 'x',
      page: {
        path: '/',
        template: 'templates/home',
        title: 'Home',
        description: '',
        props: {},
        sq: [],
      },
      templateModule: '/t.js',
      slices: {} as never,
      sq: {},
    },
    assets: {
      css: ['/assets/a.css', '/assets/b.css'],
      stylesheet,
      ...(inlineCss === undefined ? {} : { inlineCss }),
      modulePreload: [],
      entry: '/e.js',
      template: '/t.js',
    },
    siteUrl: 'https://www.example.com',
  });
const renderDocumentWith = (inlineCss: string) => documentWith('/assets/page-1.css', inlineCss);

describe('the document with a joined stylesheet', () => {
  const render = (stylesheet?: string) =>
    documentWith(stylesheet).match(/<link rel="stylesheet"[^>]*>/g);

  test('given a joined file, should link it and keep each part as a disabled link', () => {
    expect(render('/assets/page-1.css')).toEqual([
      '<link rel="stylesheet" href="/assets/page-1.css">',
      '<link rel="stylesheet" href="/assets/a.css" disabled>',
      '<link rel="stylesheet" href="/assets/b.css" disabled>',
    ]);
  });

  test('given none (the dev server), should link each part', () => {
    expect(render()).toEqual([
      '<link rel="stylesheet" href="/assets/a.css">',
      '<link rel="stylesheet" href="/assets/b.css">',
    ]);
  });
});

describe('stylesheetInliner', () => {
  test('given a stylesheet within the limit, should give its text for the head', () => {
    expect(stylesheetInliner(outDir)('/assets/a.css')).toBe('.a{color:red}');
  });

  test('given one over the limit (gzip), should give nothing: the page links it', async () => {
    await writeFile(
      path.join(outDir, 'assets/big.css'),
      Array.from(
        { length: 400 },
        (_, i) => `.c${i}{color:#${(i * 2654435761).toString(16).slice(0, 6)}}`,
      ).join(''),
    );
    expect(stylesheetInliner(outDir, 1024)('/assets/big.css')).toBeUndefined();
    expect(stylesheetInliner(outDir)('/assets/big.css')).toBeDefined();
  });

  test('given text that would close the style element, should give nothing', async () => {
    await writeFile(path.join(outDir, 'assets/odd.css'), '.a::after{content:"</style><script>"}');
    expect(stylesheetInliner(outDir)('/assets/odd.css')).toBeUndefined();
  });
});

describe('the document with an inlined stylesheet', () => {
  test('given its text, should write it in a style element, link no stylesheet, and keep each part as a disabled link', () => {
    const html = renderDocumentWith('.a{color:red}');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/a.css" disabled>',
      '<link rel="stylesheet" href="/assets/b.css" disabled>',
    ]);
  });
});
