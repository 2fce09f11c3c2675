import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Redirect } from '../../src/contracts/schemas/redirects.ts';
import { loadRedirects, redirectIssues } from './redirects.ts';

const PAGES = new Set(['/', '/pricing/', '/all-features/', '/blog/', '/404/', '/500/']);
const issues = (redirects: Redirect[]) =>
  redirectIssues(redirects, PAGES).map((issue) => `${issue.field}: ${issue.message}`);
const r = (from: string, to: string, status: 301 | 302 = 301): Redirect => ({ from, to, status });

describe('content redirects', () => {
  it('given redirects to pages and to another site, should find no problem', () => {
    expect(
      issues([r('/features/', '/all-features/'), r('/jobs', 'https://jobs.example/', 302)]),
    ).toEqual([]);
  });

  it('given a redirect to a page that is not built, should name the entry (and the slash it lacks)', () => {
    expect(issues([r('/a/', '/nowhere/'), r('/b/', '/pricing')])).toEqual([
      '0.to: /a/ → /nowhere/: /nowhere/ is not a page of the build',
      '1.to: /b/ → /pricing: /pricing is not a page of the build (did you mean /pricing/?)',
    ]);
  });

  it('given a loop or a chain, should name the entries', () => {
    expect(issues([r('/a/', '/a/')])).toEqual(['0.to: /a/ → /a/ redirects to itself (a loop)']);
    expect(issues([r('/a/', '/b/'), r('/b/', '/a/')])).toEqual([
      '0.to: /a/ → /b/ loops back through entry 1 (/b/ → /a/); point it at the final page',
      '1.to: /b/ → /a/ loops back through entry 0 (/a/ → /b/); point it at the final page',
    ]);
    expect(issues([r('/a/', '/b'), r('/b/', '/pricing/')])).toEqual([
      '0.to: /a/ → /b chains through entry 1 (/b/ → /pricing/); point it at the final page',
    ]);
  });

  it('given a redirect from a page, an error page, a reserved path or a duplicate, should refuse it', () => {
    expect(
      issues([
        r('/pricing/', '/blog/'),
        r('/404', '/blog/'),
        r('/assets/x.js', '/blog/'),
        r('/old/', '/blog/'),
        r('/old', '/blog/'),
      ]),
    ).toEqual([
      '0.from: /pricing/ → /blog/: /pricing/ is a page of the build; remove the page or the entry',
      '1.from: /404 → /blog/: /404 is not redirected (the home and error pages stay)',
      '2.from: /assets/x.js → /blog/: /assets/x.js is served by the site itself (/assets/, /page-data/, /slice-data/, /_img/, /api/, /_video)',
      '4.from: /old is redirected already by entry 3',
    ]);
  });
});

describe('loadRedirects', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('given no file, should have no redirects', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'harbor-redirects-'));
    expect(await loadRedirects(dir, PAGES)).toEqual([]);
  });

  it('given a bad entry, should fail naming the file, entry and field', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'harbor-redirects-'));
    await writeFile(
      path.join(dir, 'redirects.json'),
      JSON.stringify([
        r('/features/', '/all-features/'),
        { from: 'old', to: '/blog/', status: 307 },
      ]),
    );
    const error = await loadRedirects(dir, PAGES).catch((caught: Error) => caught);
    expect(String(error)).toMatch(/redirects\.json › 1\.from: a path on this site/);
    expect(String(error)).toMatch(/redirects\.json › 1\.status: expected 301 or 302/);
  });

  it('given the site content, should be valid against the built pages', async () => {
    const redirects = await loadRedirects(
      path.resolve(import.meta.dirname, '../../content'),
      PAGES,
    );
    expect(redirects).toContainEqual(r('/features/', '/all-features/'));
  });
});
