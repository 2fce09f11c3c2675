/**
 * Pagefind's excerpts are HTML: the page's text, entity-escaped, with each match wrapped in
 * `<mark>`. They are never inserted as HTML: this splits one on its `<mark>` tags into plain-text
 * parts, decoding the escapes, so React renders every part as text and any other markup in
 * the string stays visible text, never an element.
 */

export interface ExcerptPart {
  text: string;
  /** Whether this part is a match, shown highlighted. */
  mark: boolean;
}

/**
 * Pagefind builds an excerpt from the page's text with only `<` and `>` escaped (pagefind.js,
 * `raw_content`), then adds the `<mark>` tags: this is the exact inverse. Any other entity is
 * text the page itself showed, and is kept as it is.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Pagefind marks a matched word with the punctuation around it ("<mark>inbox.</mark>"): the
 * punctuation on either side of a match, split off so that only the word is highlighted.
 */
const AROUND_WORD = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u;

/** Adds `text` to `parts`, joined to the part before when both are unmarked; empty text is dropped. */
function add(parts: ExcerptPart[], text: string, mark: boolean): void {
  if (!text) return;
  const last = parts.at(-1);
  if (last && !last.mark && !mark) last.text += text;
  else parts.push({ text, mark });
}

/**
 * The parts of an excerpt, in order, each match without its punctuation (a match of punctuation
 * alone is not marked); empty parts are dropped and neighbouring unmarked ones joined.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') mark = true;
    else if (tag === '</mark>') mark = false;
    else if (!mark) add(parts, decodeEntities(piece), false);
    else {
      const [, before = '', word = '', after = ''] = AROUND_WORD.exec(decodeEntities(piece)) ?? [];
      add(parts, before, false);
      add(parts, word, true);
      add(parts, after, false);
    }
  }
  return parts;
}
