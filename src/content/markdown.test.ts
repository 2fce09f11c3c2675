import { describe, expect, it } from 'vitest';
import type { Block } from '@contentful/rich-text-types';
import { markdownToRichText, parseMarkdownFile, type MarkdownProblem } from './markdown.ts';

describe('markdownToRichText', () => {
  it('given headings, lists, marks and links, should produce the rich-text document model', () => {
    const { json } = markdownToRichText(
      '## Hello\n\n- **bold** and *it* and `code`\n\n[in page](#top) [post](entry:abc)\n\n---\n\n> quoted',
      'x',
    );
    expect(json.content.map((node) => node.nodeType)).toEqual([
      'heading-2',
      'unordered-list',
      'paragraph',
      'hr',
      'blockquote',
    ]);
    const item = (json.content[1]?.content[0] as Block | undefined)?.content[0] as
      Block | undefined;
    expect(item?.content[0]).toMatchObject({
      nodeType: 'text',
      value: 'bold',
      marks: [{ type: 'bold' }],
    });
    expect(item?.content[2]).toMatchObject({ value: 'it', marks: [{ type: 'italic' }] });
    expect(item?.content[4]).toMatchObject({ value: 'code', marks: [{ type: 'code' }] });
    const links = json.content[2]?.content;
    expect(links?.[0]).toMatchObject({ nodeType: 'hyperlink', data: { uri: '#top' } });
    expect(links?.[2]).toMatchObject({
      nodeType: 'entry-hyperlink',
      data: { target: { sys: { id: 'abc' } } },
    });
  });

  it('given a GFM table, should make a header row and body rows', () => {
    const { json } = markdownToRichText('| A | B |\n| --- | --- |\n| 1 | 2 |', 'x');
    const [head, row] = (json.content[0]?.content ?? []) as Block[];
    expect(head?.content.map((cell) => cell.nodeType)).toEqual([
      'table-header-cell',
      'table-header-cell',
    ]);
    expect(row?.content.map((cell) => cell.nodeType)).toEqual(['table-cell', 'table-cell']);
  });

  it('given a block fence and a lone image, should embed entries with their fields', () => {
    const { json, blocks } = markdownToRichText(
      '```block\ntype: Callout\ncallout: Hi\n```\n\n![Alt](/images/a.png)',
      'post',
    );
    expect(json.content.map((node) => [node.nodeType, node.data.target])).toEqual([
      ['embedded-entry-block', { sys: { id: 'post-1', type: 'Link', linkType: 'Entry' } }],
      ['embedded-entry-block', { sys: { id: 'post-2', type: 'Link', linkType: 'Entry' } }],
    ]);
    expect(blocks['post-1']).toEqual({ id: 'post-1', type: 'Callout', callout: 'Hi' });
    expect(blocks['post-2']).toMatchObject({
      type: 'Images',
      layout: 'SINGLE',
      images: [{ src: '/images/a.png', alt: 'Alt' }],
    });
  });

  it('given invalid YAML in a block and raw HTML, should report each with its line in the file', () => {
    const problems: MarkdownProblem[] = [];
    parseMarkdownFile(
      '---\ntitle: T\n---\n\nText\n\n```block\ntype: [\n```\n\n<div>x</div>\n',
      'p',
      problems,
    );
    expect(problems).toEqual([
      { field: 'body (line 7)', message: expect.stringContaining('not valid YAML') },
      { field: 'body (line 11)', message: expect.stringContaining('raw HTML') },
    ]);
  });
});
