/**
 * The studio's preview queue: previews compile the whole site, so they run one at a time, and a
 * request the studio has cancelled (a newer edit) is skipped instead of compiled.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPreviews, type PageRenderer } from './preview.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const post = (title: string) => ({
  collection: 'blog',
  slug: 'a-post',
  data: {
    path: '/blog/a-post/',
    template: 'templates/blog-post',
    title,
    description: 'A post to preview.',
    date: '2026-11-01',
    body: 'Hello.',
  },
});

describe('createPreviews', () => {
  it('given a request the studio cancelled, should skip it without rendering', async () => {
    const titles: string[] = [];
    const previews = createPreviews(CONTENT, async (_compiled, page) => {
      titles.push(page.title.split(' | ')[0] ?? '');
      return '<html></html>';
    });
    const cancelled = new AbortController();
    cancelled.abort();
    const [skipped, rendered] = await Promise.all([
      previews.preview(post('Cancelled'), cancelled.signal),
      previews.preview(post('Kept')),
    ]);
    expect(skipped).toEqual({ ok: false, issues: [] });
    expect(rendered).toMatchObject({ ok: true });
    expect(titles).toEqual(['Kept']);
  });

  it('given previews asked at once, should render them one at a time, in order', async () => {
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const render: PageRenderer = async (_compiled, page) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push(page.title.split(' | ')[0] ?? '');
      running -= 1;
      return '<html></html>';
    };
    const previews = createPreviews(CONTENT, render);
    const results = await Promise.all(['One', 'Two'].map((t) => previews.preview(post(t))));
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(most).toBe(1);
    expect(order).toEqual(['One', 'Two']);
  });
});
