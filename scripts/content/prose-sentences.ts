/** Sentences of the site's own Markdown, for synthetic content that reads like ours. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The prose sentences of the Markdown pages under `dir`: front matter, blocks, tables, pictures
 * and headings left out, links and emphasis reduced to their words.
 */
export async function proseSentences(dir: string): Promise<string[]> {
  const sentences: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const source = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
    for (const line of body.split('\n')) {
      // Prose starts with a word, emphasis or a link, after a list marker if any: headings,
      // tables and pictures (`#`, `|`, `!`) do not.
      if (!/^\s*(?:[-*]|\d+\.)?\s*[A-Za-z*[]/.test(line)) continue;
      const prose = line
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      for (const part of prose.split(/(?<=[.!?])\s+/))
        if (part.split(' ').length >= 4 && /[.!?]$/.test(part)) sentences.push(part);
    }
  }
  if (sentences.length === 0) throw new Error(`no prose sentences in the Markdown under ${dir}`);
  return sentences;
}
