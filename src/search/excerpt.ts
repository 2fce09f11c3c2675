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

/** The parts of an excerpt, in order; empty parts are dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') mark = true;
    else if (tag === '</mark>') mark = false;
    else if (piece) parts.push({ text: decodeEntities(piece), mark });
  }
  return parts;
}
