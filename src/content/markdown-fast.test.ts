import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as fc from 'fast-check';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { fastMarkdown } from './markdown-fast.ts';

const OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
const PHRASING = new Set(['text', 'strong', 'emphasis', 'delete', 'inlineCode', 'link', 'image']);
const PHRASING_LINES = new Set(['html', 'break']);

/** What the rich-text converter reads from a node (block start lines are used in messages). */
function project(node: Nodes): unknown {
  const out: Record<string, unknown> = { type: node.type };
  for (const key of ['value', 'url', 'alt', 'title', 'depth', 'ordered', 'lang'] as const)
    if (key in node) out[key] = (node as unknown as Record<string, unknown>)[key] ?? null;
  if (node.type !== 'root' && (!PHRASING.has(node.type) || PHRASING_LINES.has(node.type)))
    out.line = node.position?.start.line;
  if ('children' in node) out.children = (node.children as Nodes[]).map(project);
  return out;
}

const micromark = (markdown: string) => project(fromMarkdown(markdown, OPTIONS));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const bodyOf = (source: string) => source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');

describe('fastMarkdown', () => {
  it('given every Markdown page of the content, should give the tree micromark gives', () => {
    const bodies = markdownFiles(path.join(CONTENT, 'pages')).map((file) =>
      bodyOf(readFileSync(file, 'utf8')),
    );
    expect(bodies.length).toBeGreaterThan(0);
    let fast = 0;
    for (const body of bodies) {
      const tree = fastMarkdown(body);
      if (!tree) continue;
      fast += 1;
      expect(project(tree)).toEqual(micromark(body));
    }
    // The point of the fast parser: plain content takes it.
    expect(fast / bodies.length).toBeGreaterThan(0.5);
  });

  it('given a post using every construct it handles, should take the fast path and agree', () => {
    const body = [
      '',
      'Intro with **bold.** and *it* and `code` and ~~gone~~, <u>under</u> too!',
      'A second line (soft break) with [a link](/pricing/) and [entry](entry:abc).',
      '',
      '## A heading',
      '',
      '- one',
      '- **two** three',
      '',
      '- loose item',
      '',
      'Between the lists.',
      '',
      '1. first',
      '2. second',
      '',
      '> quoted',
      '>',
      '> - in a quote',
      '',
      '| A | B |',
      '| :-- | --: |',
      '| 1 | |',
      '',
      '![Alt text](/images/a.png)',
      '',
      '---',
      '',
      '```block',
      'type: Cta',
      'title: "Hi & bye"',
      '```',
      '',
      '```',
      'plain <code> & more',
      '```',
      '',
    ].join('\n');
    const tree = fastMarkdown(body);
    expect(tree).toBeDefined();
    expect(project(tree!)).toEqual(micromark(body));
  });

  it.each([
    ['a character reference', 'Fish &amp; chips'],
    ['an escape', 'Not \\*emphasis\\*'],
    ['an autolink literal', 'See https://example.com for more'],
    ['raw HTML', '<div>x</div>'],
    ['intraword underscores', 'snake_case_name'],
    ['a setext heading', 'Title\n---'],
    ['a lazy continuation', '> quote\ncontinued'],
    ['a hard break', 'line  \nnext'],
    ['a nested list', '- a\n  - b'],
    ['a link title', '[a](/b "t")'],
  ])('given %s, should leave the document to micromark', (_, markdown) => {
    expect(fastMarkdown(markdown)).toBeUndefined();
  });

  it('given generated documents, should agree with micromark whenever it accepts one', () => {
    const word = fc.constantFrom(
      'help',
      'Team',
      'x',
      '42',
      'a.',
      'ok!',
      '**bold**',
      '**end.**',
      '*it*',
      '*',
      '**',
      '_u_',
      '~~del~~',
      '~one~',
      '`code`',
      '``',
      '[link](/a/)',
      '[x](entry:y)',
      '![img](/i.png)',
      '<u>',
      '</u>',
      '&amp;',
      '\\*',
      'www.x.com',
      'a@b.co',
      '(paren)',
      '"quote"',
      "it's",
      '|',
      '#',
      '-',
      '1.',
      '>',
      ':',
      '!',
      '[',
      ']',
    );
    const inlineText = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
    const line = fc.oneof(
      inlineText,
      inlineText.map((t) => `## ${t}`),
      inlineText.map((t) => `- ${t}`),
      inlineText.map((t) => `* ${t}`),
      inlineText.map((t) => `3. ${t}`),
      inlineText.map((t) => `> ${t}`),
      fc.constantFrom(
        '',
        '',
        '---',
        '***',
        '===',
        '```block',
        '```',
        'type: Cta',
        '| A | B |',
        '| --- | --- |',
        '| 1 | 2 |',
        '|1|2',
        '    indented',
        ' leading',
        'trailing ',
        '- ',
        '>',
        '- [ ] task',
      ),
    );
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), (lines) => {
        const markdown = lines.join('\n');
        const tree = fastMarkdown(markdown);
        if (!tree) return;
        accepted += 1;
        expect(project(tree)).toEqual(micromark(markdown));
      }),
      { numRuns: 4000 },
    );
    // The comparison means something only if many generated documents take the fast path.
    expect(accepted).toBeGreaterThan(400);
  }, 60_000);
});
