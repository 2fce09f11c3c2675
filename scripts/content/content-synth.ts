/**
 * `npm run content:synth -- --posts N [--out DIR] [--text vocabulary|ours]`: copies content/ to a
 * separate directory (default .cache/content-synth, or CONTENT_DIR) and adds N valid synthetic
 * blog posts with images, blocks and links, for build and search benchmarks. The real content is
 * never touched; build the result with `CONTENT_DIR=DIR npm run build`.
 *
 * The posts' text comes from one of two sources:
 * - `vocabulary` (the default): sentences of the same 18 words, so every word is in every post,
 *   several times: the worst case for a search, which ranks every matching page;
 * - `ours`: sentences of the site's own Markdown pages, drawn in a fixed pseudo-random order, so
 *   that words are as common across the posts as they are in what the team writes.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { proseSentences } from './prose-sentences.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100' },
    out: { type: 'string' },
    text: { type: 'string', default: 'vocabulary' },
  },
});
const count = Number(values.posts);
if (!Number.isInteger(count) || count < 0)
  throw new Error(`--posts must be a whole number, got ${values.posts}`);
if (values.text !== 'vocabulary' && values.text !== 'ours')
  throw new Error(`--text must be vocabulary or ours, got ${values.text}`);
const out = path.resolve(ROOT, values.out ?? process.env.CONTENT_DIR ?? '.cache/content-synth');
if (out === path.join(ROOT, 'content'))
  throw new Error('refusing to write synthetic posts into content/');

const CATEGORIES = [
  'Customer Service',
  'Support Operations',
  'Self-Service',
  'Leadership',
  'Product',
  'Customer Stories',
  'The Supportive',
];
const WORDS =
  'support team customer reply inbox answer help center workflow queue chat email handoff tone context follow-up insight metric habit'.split(
    ' ',
  );

function vocabularySentence(seed: number, length = 14): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

// At most 200 characters: one of them becomes each post's description, which may be no longer.
const pool =
  values.text === 'ours'
    ? (await proseSentences(path.join(ROOT, 'content/pages'))).filter((text) => text.length <= 200)
    : [];

/** A sentence for `seed`; `length` words in the vocabulary text, whole sentences in ours. */
function sentence(seed: number, length = 14): string {
  if (values.text === 'vocabulary') return vocabularySentence(seed, length);
  // Knuth's multiplicative hash spreads neighbouring seeds over the whole pool.
  return pool[(Math.imul(seed + 1, 2654435761) >>> 0) % pool.length]!;
}

function post(n: number): string {
  const slug = `synthetic-post-${n}`;
  const previous = n > 1 ? `synthetic-post-${n - 1}` : 'first-response-time';
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  return `---
path: /blog/${slug}/
template: templates/blog-post
title: 'Synthetic post ${n}: ${WORDS[n % WORDS.length]} at scale'
description: ${JSON.stringify(sentence(n, 12))}
category: ${CATEGORIES[n % CATEGORIES.length]}
date: 2024-${month}-${day}
author: Synthetic Author ${n % 17}
image: { src: /images/inbox.png, alt: 'Synthetic illustration ${n}', width: 1600, height: 1000 }
---

${sentence(n)} ${sentence(n + 1)} ${sentence(n + 2)}

## ${sentence(n + 3, 4)}

- ${sentence(n + 4, 8)}
- **${sentence(n + 5, 6)}** ${sentence(n + 6, 6)}
- Read the [previous post](entry:${previous}) or [our pricing](entry:pricing).

${sentence(n + 7)} ${sentence(n + 8)}

\`\`\`block
type: Blockquote
quote: ${JSON.stringify(sentence(n + 9, 16))}
attributionName: Reader ${n}
variant: ${n % 2 ? 'S' : 'L'}
\`\`\`

## ${sentence(n + 10, 5)}

| Metric | Before | After |
| --- | --- | --- |
| First response | ${(n % 9) + 2} h | ${(n % 3) + 1} h |
| Rating | ${80 + (n % 10)}% | ${90 + (n % 9)}% |

![Synthetic figure ${n}](/images/docs.jpg)

\`\`\`block
type: Cta
title: Try Harbor free
ctaDescription: ${JSON.stringify(sentence(n + 11, 10))}
buttonText: Free 15-day Trial
link: /members/register/18/
\`\`\`

\`\`\`block
type: RelatedContent
title: Keep reading
posts: [${previous}, writing-better-replies]
isCondensed: true
\`\`\`
`;
}

await rm(out, { recursive: true, force: true });
await cp(path.join(ROOT, 'content'), out, { recursive: true });
const dir = path.join(out, 'pages/blog-synthetic');
await mkdir(dir, { recursive: true });
for (let n = 1; n <= count; n += 1)
  await writeFile(path.join(dir, `synthetic-post-${n}.md`), post(n));
process.stdout.write(
  `Wrote ${count} synthetic posts to ${path.relative(ROOT, dir)}\nBuild them with: CONTENT_DIR=${path.relative(ROOT, out)} npm run build\n`,
);
