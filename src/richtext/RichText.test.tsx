import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { Document } from '@contentful/rich-text-types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../contracts/schemas/blocks.ts';
import type { RichText as RichTextValue } from '../contracts/schemas/richtext.ts';
import { RichText } from './RichText.tsx';
import { TestSite } from '../test/site.tsx';
import { loadBlocks } from '../blocks/registry.tsx';
import { BLOCK_TYPES } from '../contracts/schemas/blocks.ts';

// Blocks load on demand in the browser; here every renderer is ready before rendering.
beforeAll(() => loadBlocks(BLOCK_TYPES));

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const link = (nodeType: string, data: object, label: string) => ({
  nodeType,
  data,
  content: [text(label)],
});
const entry = (id: string) => ({
  nodeType: 'embedded-entry-block',
  data: { target: { sys: { id, type: 'Link', linkType: 'Entry' } } },
  content: [],
});

function doc(...content: object[]): Document {
  return { nodeType: 'document', data: {}, content } as unknown as Document;
}

function renderRichText(value: RichTextValue) {
  return render(
    <TestSite path="/">
      <main>
        <RichText value={value} />
      </main>
    </TestSite>,
  );
}

describe('RichText', () => {
  it('given hash, external and entry links, should apply the link rules', () => {
    renderRichText({
      json: doc({
        nodeType: 'paragraph',
        data: {},
        content: [
          link('hyperlink', { uri: '#plans' }, 'Plans'),
          link('hyperlink', { uri: 'https://example.org/' }, 'Elsewhere'),
          link('entry-hyperlink', { target: { sys: { id: 'a' } } }, 'A post'),
          link('entry-hyperlink', { target: { sys: { id: 'b' } } }, 'No slug'),
        ],
      }),
      blocks: {},
      links: { a: 'blog/a-post', b: null },
    });
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '#plans');
    expect(screen.getByRole('link', { name: 'Plans' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'A post' })).toHaveAttribute('href', '/blog/a-post/');
    expect(screen.getByRole('link', { name: 'No slug' })).toHaveAttribute('href', '/404');
  });

  it('given headings with ids, marks and a table, should render semantic markup', () => {
    renderRichText({
      json: doc(
        { nodeType: 'heading-2', data: { id: 'why' }, content: [text('Why')] },
        {
          nodeType: 'paragraph',
          data: {},
          content: [text('strong', ['bold']), text('under', ['underline'])],
        },
        {
          nodeType: 'table',
          data: {},
          content: [
            {
              nodeType: 'table-row',
              data: {},
              content: [
                {
                  nodeType: 'table-header-cell',
                  data: {},
                  content: [{ nodeType: 'paragraph', data: {}, content: [text('Plan')] }],
                },
              ],
            },
            {
              nodeType: 'table-row',
              data: {},
              content: [
                {
                  nodeType: 'table-cell',
                  data: {},
                  content: [{ nodeType: 'paragraph', data: {}, content: [text('Plus')] }],
                },
              ],
            },
          ],
        },
      ),
      blocks: {},
      links: {},
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toHaveAttribute('id', 'why');
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByText('under').tagName).toBe('U');
    expect(screen.getByRole('columnheader', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Plus' })).toBeInTheDocument();
  });

  it('given embedded entries, should dispatch each by type name to its block and pass axe', async () => {
    const blocks: Record<string, Block> = {
      q: {
        id: 'q',
        type: 'Blockquote',
        quote: 'Great support is a habit.',
        attributionName: 'Lena',
        variant: 'L',
      },
      c: {
        id: 'c',
        type: 'Cta',
        title: 'Try Harbor',
        buttonText: 'Start',
        link: '/members/register/18/',
      },
      empty: { id: 'empty', type: 'Cta', title: 'Nowhere to go' },
      f: { id: 'f', type: 'IFrame', iFrameCode: '<iframe src="https://evil.example/x"></iframe>' },
      t: {
        id: 't',
        type: 'Table',
        headings: ['Channel', 'Target'],
        rows: [{ key: 'Chat', content: ['2 minutes'] }],
      },
    };
    const { container } = renderRichText({
      json: doc(entry('q'), entry('c'), entry('empty'), entry('f'), entry('t')),
      blocks,
      links: {},
    });
    expect(screen.getByText('Great support is a habit.').closest('figure')).toHaveAttribute(
      'data-variant',
      'L',
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/members/register/18/',
    );
    expect(screen.queryByText('Nowhere to go')).not.toBeInTheDocument();
    expect(screen.getByText('There was an error loading this code.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Chat' })).toBeInTheDocument();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
