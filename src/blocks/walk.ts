/** Finding the content blocks and page sections a page uses, without loading any of them. */

/** Section types are listed as `section:{type}` (src/sections/modules.ts). */
const SECTION_KEY_PREFIX = 'section:';

/**
 * Block types used by rich-text values anywhere in page props: `{ json, blocks, links }`, the
 * shape of src/contracts/schemas/richtext.ts; and the page's section types (`sections: [{ type }]`
 * at the top level), prefixed, since their renderers load the same way.
 */
export function blockTypesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof value !== 'object' || value === null || depth > 12) return found;
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, found, depth + 1);
    return found;
  }
  const record = value as Record<string, unknown>;
  if (depth === 0 && Array.isArray(record.sections)) {
    for (const section of record.sections as { type?: unknown; html?: unknown }[]) {
      // A section the build rendered to HTML needs no code.
      // Rich text renders with the Sections module itself: nothing more to load.
      if (
        typeof section?.type === 'string' &&
        typeof section.html !== 'string' &&
        section.type !== 'Content'
      ) {
        found.add(`${SECTION_KEY_PREFIX}${section.type}`);
      }
    }
  }
  if ('json' in record && typeof record.blocks === 'object' && record.blocks !== null) {
    for (const block of Object.values(
      record.blocks as Record<string, { type?: unknown; form?: unknown }>,
    )) {
      if (typeof block?.type !== 'string') continue;
      found.add(block.type);
      // A call to action with a form renders it through the Form block's code.
      if (block.type === 'Cta' && block.form) found.add('Form');
    }
  }
  for (const child of Object.values(record)) blockTypesIn(child, found, depth + 1);
  return found;
}
