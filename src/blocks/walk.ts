/** Finding the content blocks a page uses, without loading any of them. */

/**
 * Block types used by rich-text values anywhere in page props: `{ json, blocks, links }`, the
 * shape of src/contracts/schemas/richtext.ts.
 */
export function blockTypesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof value !== 'object' || value === null || depth > 12) return found;
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, found, depth + 1);
    return found;
  }
  const record = value as Record<string, unknown>;
  if ('json' in record && typeof record.blocks === 'object' && record.blocks !== null) {
    for (const block of Object.values(
      record.blocks as Record<string, { type?: unknown; form?: unknown }>,
    )) {
      if (typeof block?.type !== 'string') continue;
      found.add(block.type);
      // A call to action with a form renders it through the Form block's code.
      if (block.type === 'Cta' && block.form) found.add('Form');
    }
    // The document tree is left out: its nodes name blocks by id, and a long post has thousands
    // of them (walking them took about 5% of the prerender workers' time at 10,000 posts; the
    // walk runs several times per page). The blocks' own fields are still walked, should a
    // block ever hold rich text with blocks of its own (none does today: a text-with-image
    // block's document can't embed any).
    blockTypesIn(record.blocks, found, depth + 1);
    return found;
  }
  for (const child of Object.values(record)) blockTypesIn(child, found, depth + 1);
  return found;
}
