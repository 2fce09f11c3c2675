/**
 * Rich text as page props: Contentful's rich-text document model (`json`), the embedded blocks it
 * references by entry id (`blocks`), and the slugs of the entries it links to (`links`). Both
 * sources (Markdown and Contentful) produce this raw shape; validation checks every node, every
 * reference, and adds ids to headings so URL hashes can target them.
 */
import { z } from 'zod';
import type { Block as BlockNode, Document, Node, Text } from '@contentful/rich-text-types';
import type { Block } from './blocks.ts';

/** Every block node type content may use; the renderer has one entry per type (typed by this list). */
export const BLOCK_NODE_TYPES = [
  'document',
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'list-item',
  'hr',
  'blockquote',
  'embedded-entry-block',
  'table',
  'table-row',
  'table-cell',
  'table-header-cell',
] as const;
export const INLINE_NODE_TYPES = ['hyperlink', 'entry-hyperlink', 'embedded-entry-inline'] as const;
export type RichTextNodeType =
  (typeof BLOCK_NODE_TYPES)[number] | (typeof INLINE_NODE_TYPES)[number];

export const MARK_TYPE_LIST = [
  'bold',
  'italic',
  'underline',
  'code',
  'superscript',
  'subscript',
  'strikethrough',
] as const;
export type MarkType = (typeof MARK_TYPE_LIST)[number];

// 'document' is only valid at the root, checked by the document schema below.
const BLOCK_NODES = new Set<string>(BLOCK_NODE_TYPES.filter((type) => type !== 'document'));
const INLINE_NODES = new Set<string>(INLINE_NODE_TYPES);
export const MARK_TYPES = new Set<string>(MARK_TYPE_LIST);
const ENTRY_NODES = new Set(['embedded-entry-block', 'embedded-entry-inline', 'entry-hyperlink']);

type Path = (string | number)[];
interface Problem {
  path: Path;
  message: string;
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export function plainText(node: Node): string {
  if (node.nodeType === 'text') return (node as Text).value;
  return ((node as BlockNode).content ?? []).map((child) => plainText(child as Node)).join('');
}

interface LooseNode {
  nodeType?: unknown;
  value?: unknown;
  marks?: { type?: unknown }[];
  data?: Record<string, unknown>;
  content?: unknown[];
}

interface WalkResult {
  problems: Problem[];
  /** Entry ids referenced by embedded-entry nodes and by entry hyperlinks. */
  embedded: { id: string; path: Path }[];
  linked: { id: string; path: Path }[];
}

/** Checks a document node by node; assigns unique ids to headings (mutates `data.id`). */
function walkDocument(doc: unknown, allowEntries: boolean): WalkResult {
  const result: WalkResult = { problems: [], embedded: [], linked: [] };
  const headingIds = new Map<string, number>();
  const visit = (value: unknown, path: Path): void => {
    if (typeof value !== 'object' || value === null) {
      result.problems.push({ path, message: 'expected a rich-text node object' });
      return;
    }
    const node = value as LooseNode;
    const type = node.nodeType;
    if (type === 'text') {
      if (typeof node.value !== 'string')
        result.problems.push({
          path: [...path, 'value'],
          message: 'a text node needs a string value',
        });
      if (!Array.isArray(node.marks))
        result.problems.push({ path: [...path, 'marks'], message: 'expected an array of marks' });
      else
        node.marks.forEach((mark, index) => {
          if (typeof mark?.type !== 'string' || !MARK_TYPES.has(mark.type)) {
            result.problems.push({
              path: [...path, 'marks', index, 'type'],
              message: `unknown mark ${String(mark?.type)}, expected one of ${[...MARK_TYPES].join(', ')}`,
            });
          }
        });
      return;
    }
    if (typeof type !== 'string' || (!BLOCK_NODES.has(type) && !INLINE_NODES.has(type))) {
      result.problems.push({
        path: [...path, 'nodeType'],
        message: `unknown rich-text node ${String(type)}${type === 'embedded-asset-block' ? ' (assets must be converted to an Images block by the source)' : ''}`,
      });
      return;
    }
    if (typeof node.data !== 'object' || node.data === null) node.data = {};
    if (ENTRY_NODES.has(type)) {
      const target = (node.data as { target?: { sys?: { id?: unknown } } }).target;
      const id = target?.sys?.id;
      if (typeof id !== 'string' || id === '') {
        result.problems.push({
          path: [...path, 'data', 'target', 'sys', 'id'],
          message: 'an entry node needs data.target.sys.id',
        });
      } else if (!allowEntries && type !== 'entry-hyperlink') {
        result.problems.push({
          path: [...path, 'nodeType'],
          message: 'embedded entries are not allowed here',
        });
      } else {
        (type === 'entry-hyperlink' ? result.linked : result.embedded).push({ id, path });
      }
    }
    if (type === 'hyperlink') {
      const uri = (node.data as { uri?: unknown }).uri;
      if (typeof uri !== 'string' || uri === '')
        result.problems.push({
          path: [...path, 'data', 'uri'],
          message: 'a hyperlink needs data.uri',
        });
    }
    if (!Array.isArray(node.content)) {
      result.problems.push({
        path: [...path, 'content'],
        message: 'expected an array of child nodes',
      });
      return;
    }
    node.content.forEach((child, index) => visit(child, [...path, 'content', index]));
    if (/^heading-[1-6]$/.test(type)) {
      const data = node.data as { id?: string };
      const base = data.id ?? slugify(plainText(node as Node));
      const count = headingIds.get(base) ?? 0;
      headingIds.set(base, count + 1);
      data.id = count === 0 ? base : `${base}-${count + 1}`;
    }
  };
  if (
    typeof doc !== 'object' ||
    doc === null ||
    (doc as { nodeType?: unknown }).nodeType !== 'document'
  ) {
    result.problems.push({
      path: ['nodeType'],
      message: 'expected a rich-text document (nodeType "document")',
    });
    return result;
  }
  const content = (doc as Document).content;
  if (!Array.isArray(content))
    result.problems.push({ path: ['content'], message: 'expected an array of block nodes' });
  else content.forEach((child, index) => visit(child, ['content', index]));
  return result;
}

/** A nested document (TextWithImage): no embedded entries. */
export const plainDocumentSchema = z.unknown().transform((value, ctx): Document => {
  const { problems } = walkDocument(value, false);
  for (const problem of problems)
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  return value as Document;
});

export interface RichTextContext {
  block: z.ZodType<Block>;
  /** Slug of a linkable entry by id (null: exists without a slug); undefined: no such entry. */
  entrySlug: (id: string) => string | null | undefined;
}

export function richTextSchema(context: RichTextContext) {
  return z
    .strictObject({
      json: z.unknown(),
      blocks: z.record(z.string(), z.unknown()).default({}),
      /** Slugs the source already knows (Contentful); the rest are looked up. */
      links: z.record(z.string(), z.string().nullable()).default({}),
    })
    .transform((raw, ctx) => {
      const walked = walkDocument(raw.json, true);
      for (const problem of walked.problems)
        ctx.addIssue({ code: 'custom', path: ['json', ...problem.path], message: problem.message });
      const blocks: Record<string, Block> = {};
      for (const { id, path } of walked.embedded) {
        if (blocks[id]) continue;
        if (!Object.hasOwn(raw.blocks, id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['json', ...path],
            message: `links to a missing entry ${id}`,
          });
          continue;
        }
        const result = context.block.safeParse({ id, ...(raw.blocks[id] as object) });
        if (result.success) blocks[id] = result.data;
        else
          for (const issue of result.error.issues)
            ctx.addIssue({
              code: 'custom',
              path: ['blocks', id, ...issue.path],
              message: issue.message,
            });
      }
      const links: Record<string, string | null> = {};
      for (const { id, path } of walked.linked) {
        const slug = Object.hasOwn(raw.links, id) ? raw.links[id] : context.entrySlug(id);
        if (slug === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['json', ...path],
            message: `links to a missing entry ${id}`,
          });
        else links[id] = slug ?? null;
      }
      return {
        json: raw.json as Document,
        /** Embedded entries by id. */
        blocks,
        /** Slug of every entry an `entry-hyperlink` targets; null when the entry has none (→ /404). */
        links,
      };
    });
}

/** Rich text as page props carry it: the document, its embedded blocks and its links' slugs. */
export type RichText = z.output<ReturnType<typeof richTextSchema>>;
