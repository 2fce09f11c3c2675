import { describe, expect, test } from 'vitest';
import type { PageData } from '../../src/contracts/page-data.ts';
import { firstPageOfEachTemplate } from './built-pages.ts';

const page = (path: string, template: string) => ({ path, template }) as PageData;

describe('firstPageOfEachTemplate', () => {
  test('given pages of several templates in any order, should keep the first path of each, by template', () => {
    const pages = [
      page('/blog/b/', 'templates/blog-post'),
      page('/pricing/', 'templates/pricing'),
      page('/blog/a/', 'templates/blog-post'),
      page('/404/', 'pages/not-found'),
    ];
    expect(firstPageOfEachTemplate(pages).map((p) => p.path)).toEqual([
      '/404/',
      '/blog/a/',
      '/pricing/',
    ]);
  });
});
