import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { proseSentences } from './prose-sentences.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

async function pages(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'prose-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('proseSentences', () => {
  it('given a post, should keep its prose sentences and leave out front matter, headings, blocks, tables and pictures', async () => {
    const root = await pages({
      'blog/post.md': `---
title: Front matter is not prose at all.
---

Most teams start with a group address. It works for two people.

## A heading is not a sentence to draw

- **Every conversation has one owner.** Assignment is visible to [everyone](/team/).
1. Notes, not forwards: ask inside the thread.

\`\`\`block
type: Blockquote
quote: A quote inside a block stays out.
\`\`\`

| Metric | Before | After of the table |
| --- | --- | --- |

![A picture is not prose either.](/images/a.png)

Too short.
`,
      'about.json': '{"title": "JSON pages are not read at all here."}',
    });
    expect(await proseSentences(root)).toEqual([
      'Most teams start with a group address.',
      'It works for two people.',
      'Every conversation has one owner.',
      'Assignment is visible to everyone.',
      'Notes, not forwards: ask inside the thread.',
    ]);
  });

  it('given no Markdown prose, should fail naming the folder', async () => {
    const root = await pages({ 'page.md': '---\ntitle: x\n---\n\n## Only a heading\n' });
    await expect(proseSentences(root)).rejects.toThrow(
      `no prose sentences in the Markdown under ${root}`,
    );
  });
});
