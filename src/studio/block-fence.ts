/**
 * A content block in Markdown is a ```block fence holding YAML, its `type` first (the loader's
 * src/content/markdown.ts). The studio's block components (./blocks.ts) read a fence into their
 * fields and write the fields back as the same fence. Browser-safe: main.tsx uses it.
 */
import { dump, load } from 'js-yaml';

/** The configuration's key for the block components (./config.ts writes it, main.tsx reads it). */
export const BLOCK_COMPONENTS_KEY = 'harbor_block_components';

/**
 * A fence of one block type, from the start of the text the editor tries (Decap matches a
 * component's pattern where a block may start).
 */
export function fencePattern(type: string): RegExp {
  return new RegExp(`^\`\`\`block\\ntype: ${type}\\n([\\s\\S]*?)\\n?\`\`\`(?=\\n|$)`);
}

/** The fields of a fence matched by fencePattern (the YAML after its type line). */
export function fieldsOfFence(body: string): Record<string, unknown> {
  try {
    const fields = load(body);
    return typeof fields === 'object' && fields !== null && !Array.isArray(fields)
      ? (fields as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Empty values are left out, as a marketer leaves an optional field empty. */
function filled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(filled);
  return true;
}

/** The fence for a block of `type` with these fields, `type` first, empty ones left out. */
export function fenceOf(type: string, fields: Record<string, unknown>): string {
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => key !== 'type' && filled(value)),
  );
  const yaml = Object.keys(kept).length ? dump(kept, { lineWidth: -1 }) : '';
  return `\`\`\`block\ntype: ${type}\n${yaml}\`\`\``;
}
