import { describe, expect, it } from 'vitest';
import { blockSource } from '../../src/blocks/modules.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { addCodeSet, codeSetOf, type CodeSets } from './code-sets.ts';

function blogPost(blocks: Record<string, { type: string; form?: string }>): PageData {
  return {
    path: '/blog/a/',
    template: 'templates/blog-post',
    title: 'A',
    description: 'A post',
    props: { heading: 'A', body: { json: { nodeType: 'document' }, blocks, links: {} } },
    sq: [],
  } as unknown as PageData;
}

describe('codeSetOf', () => {
  it('gives a post body the build draws as HTML styles but no code', () => {
    const [template, , set] = codeSetOf(blogPost({ a: { type: 'Table' } }));
    expect(template).toBe('templates/blog-post');
    expect(set).toEqual({ code: [], blocks: [], styles: [blockSource('Table')] });
  });

  it('loads the code of a body that needs it, a call to action with a form bringing the form', () => {
    const [, key, set] = codeSetOf(blogPost({ a: { type: 'Cta', form: 'demo' } }));
    const both = [blockSource('Cta'), blockSource('Form')].sort();
    // The form's view loads near the viewport, but its markup (and styles) show from the start.
    const styles = [...both, 'src/forms/FormView.tsx'].sort();
    expect(set).toEqual({ code: [], blocks: both, styles });
    expect(key).toBe(`|${both.join(',')}|${styles.join(',')}`);
  });
});

describe('addCodeSet', () => {
  it('says whether a set is new for its template', () => {
    const sets: CodeSets = new Map();
    const entry = codeSetOf(blogPost({ a: { type: 'Table' } }));
    expect(addCodeSet(sets, entry)).toBe(true);
    expect(addCodeSet(sets, codeSetOf(blogPost({ b: { type: 'Table' } })))).toBe(false);
    expect(sets.get('templates/blog-post')?.size).toBe(1);
  });
});
