/**
 * Markdown with frontmatter → page entry with a rich-text body (Contentful's document model).
 *
 * Content blocks are embedded with a fenced code block whose language is `block` and whose body
 * is YAML naming the block `type` and its fields (see README › Content):
 *
 *     ```block
 *     type: Cta
 *     title: Try Harbor free
 *     link: /members/register/18/
 *     ```
 *
 * Links to other entries use `entry:{id}` (`[our pricing](entry:pricing)`); they become /{slug}/.
 * An image alone in a paragraph becomes an Images block (layout SINGLE).
 */
import type {
  Block as BlockNode,
  Document,
  Inline,
  Text,
  TopLevelBlock,
} from '@contentful/rich-text-types';
import type {
  Nodes as MdNode,
  Parents as MdParent,
  PhrasingContent,
  Root as MdRoot,
  RootContent,
} from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { parseYaml, yamlErrorSummary } from './yaml.ts';
import { fastMarkdown } from './markdown-fast.ts';

export interface MarkdownProblem {
  field: string;
  message: string;
}

export interface RawRichText {
  json: Document;
  blocks: Record<string, Record<string, unknown>>;
}

export interface ParsedMarkdown {
  frontmatter: Record<string, unknown>;
  body: RawRichText;
}

/** Built once: micromark extensions are plain data and can be reused across documents. */
const PARSE_OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/**
 * The mdast tree of `markdown`: from the fast parser when the document keeps to the plain
 * subset it handles (almost all content; same tree, ~50× cheaper), else from micromark.
 */
export function parseMarkdown(markdown: string): MdRoot {
  return fastMarkdown(markdown) ?? fromMarkdown(markdown, PARSE_OPTIONS);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

type Mark = { type: string };
const text = (value: string, marks: Mark[]): Text => ({
  nodeType: 'text' as Text['nodeType'],
  value,
  marks,
  data: {},
});
const node = <T extends BlockNode | Inline>(
  nodeType: string,
  content: unknown[],
  data: Record<string, unknown> = {},
): T => ({ nodeType, content, data }) as unknown as T;

const at = (mdNode: MdNode) => `body (line ${mdNode.position?.start.line ?? '?'})`;

interface Converter {
  blocks: Record<string, Record<string, unknown>>;
  problems: MarkdownProblem[];
  idPrefix: string;
  count: number;
  allowBlocks: boolean;
}

function inline(children: PhrasingContent[], marks: Mark[], c: Converter): (Text | Inline)[] {
  const out: (Text | Inline)[] = [];
  for (const child of children) {
    switch (child.type) {
      case 'text':
        out.push(text(child.value, marks));
        break;
      case 'strong':
        out.push(...inline(child.children, [...marks, { type: 'bold' }], c));
        break;
      case 'emphasis':
        out.push(...inline(child.children, [...marks, { type: 'italic' }], c));
        break;
      case 'delete':
        out.push(...inline(child.children, [...marks, { type: 'strikethrough' }], c));
        break;
      case 'inlineCode':
        out.push(text(child.value, [...marks, { type: 'code' }]));
        break;
      case 'break':
        out.push(text('\n', marks));
        break;
      case 'link': {
        const content = inline(child.children, marks, c).filter(
          (n): n is Text => n.nodeType === 'text',
        );
        if (child.url.startsWith('entry:')) {
          const id = child.url.slice('entry:'.length);
          out.push(
            node('entry-hyperlink', content, {
              target: { sys: { id, type: 'Link', linkType: 'Entry' } },
            }),
          );
        } else {
          out.push(node('hyperlink', content, { uri: child.url }));
        }
        break;
      }
      case 'html':
        // <u>…</u> is the one HTML Markdown needs: underline has no Markdown syntax.
        if (child.value === '<u>') marks = [...marks, { type: 'underline' }];
        else if (child.value === '</u>') marks = marks.filter((mark) => mark.type !== 'underline');
        else
          c.problems.push({
            field: at(child),
            message: `raw HTML ${child.value} is not allowed; use Markdown or a block`,
          });
        break;
      default:
        c.problems.push({
          field: at(child),
          message: `${child.type} is not supported in rich text`,
        });
    }
  }
  return out;
}

function embed(c: Converter, fields: Record<string, unknown>): BlockNode {
  const id = typeof fields.id === 'string' ? fields.id : `${c.idPrefix}-${++c.count}`;
  c.blocks[id] = { ...fields, id };
  return node('embedded-entry-block', [], {
    target: { sys: { id, type: 'Link', linkType: 'Entry' } },
  });
}

function paragraphContent(children: PhrasingContent[], c: Converter) {
  const content = inline(children, [], c);
  return content.length ? content : [text('', [])];
}

function blockNodes(children: RootContent[], c: Converter): TopLevelBlock[] {
  const out: BlockNode[] = [];
  for (const child of children) {
    switch (child.type) {
      case 'paragraph': {
        const images = child.children.filter((n) => n.type === 'image');
        const rest = child.children.filter(
          (n) => n.type !== 'image' && !(n.type === 'text' && n.value.trim() === ''),
        );
        if (images.length > 0 && rest.length === 0 && c.allowBlocks) {
          out.push(
            embed(c, {
              type: 'Images',
              layout: images.length === 1 ? 'SINGLE' : images.length === 2 ? 'TWO_UP' : 'THREE_UP',
              images: images.map((image) => ({ src: image.url, alt: image.alt ?? '' })),
              ...(images[0]?.title ? { caption: images[0].title } : {}),
            }),
          );
        } else if (images.length > 0) {
          c.problems.push({
            field: at(child),
            message: 'an image must stand alone in its paragraph',
          });
        } else {
          out.push(node('paragraph', paragraphContent(child.children, c)));
        }
        break;
      }
      case 'heading':
        out.push(node(`heading-${child.depth}`, paragraphContent(child.children, c)));
        break;
      case 'thematicBreak':
        out.push(node('hr', []));
        break;
      case 'blockquote':
        out.push(node('blockquote', blockNodes(child.children, c)));
        break;
      case 'list':
        out.push(
          node(
            child.ordered ? 'ordered-list' : 'unordered-list',
            child.children.map((item) => node('list-item', blockNodes(item.children, c))),
          ),
        );
        break;
      case 'table':
        out.push(
          node(
            'table',
            child.children.map((row, rowIndex) =>
              node(
                'table-row',
                row.children.map((cell) =>
                  node(rowIndex === 0 ? 'table-header-cell' : 'table-cell', [
                    node('paragraph', paragraphContent(cell.children, c)),
                  ]),
                ),
              ),
            ),
          ),
        );
        break;
      case 'code':
        if (child.lang === 'block') {
          if (!c.allowBlocks) {
            c.problems.push({
              field: at(child),
              message: 'blocks cannot be nested inside a block',
            });
            break;
          }
          let fields: unknown;
          try {
            fields = parseYaml(child.value);
          } catch (error) {
            const detail = yamlErrorSummary(error);
            c.problems.push({
              field: at(child),
              message: `the block is not valid YAML: ${detail}`,
            });
            break;
          }
          if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
            c.problems.push({
              field: at(child),
              message: 'a block must be a YAML mapping with a type',
            });
            break;
          }
          out.push(embed(c, convertNestedMarkdown(fields as Record<string, unknown>, c)));
        } else {
          out.push(node('paragraph', [text(child.value, [{ type: 'code' }])]));
        }
        break;
      case 'html':
        c.problems.push({
          field: at(child),
          message: 'raw HTML is not allowed; use Markdown or a block',
        });
        break;
      default:
        c.problems.push({
          field: at(child),
          message: `${child.type} is not supported in rich text`,
        });
    }
  }
  return out as TopLevelBlock[];
}

/** Block fields holding rich text are written as Markdown strings in a block's YAML. */
const RICH_TEXT_FIELDS = new Set(['textWithImgContent']);

function convertNestedMarkdown(
  fields: Record<string, unknown>,
  c: Converter,
): Record<string, unknown> {
  const out = { ...fields };
  for (const key of RICH_TEXT_FIELDS) {
    const value = out[key];
    if (typeof value === 'string') {
      const nested: Converter = { ...c, allowBlocks: false, blocks: {} };
      out[key] = toDocument(parseMarkdown(value), nested);
    }
  }
  return out;
}

function toDocument(root: MdParent, c: Converter): Document {
  return {
    nodeType: 'document' as Document['nodeType'],
    data: {},
    content: blockNodes(root.children as RootContent[], c),
  };
}

/** Markdown body → document plus the blocks it embeds. `idPrefix` makes generated block ids unique per file. */
export function markdownToRichText(
  markdown: string,
  idPrefix: string,
  problems: MarkdownProblem[] = [],
): RawRichText {
  const c: Converter = { blocks: {}, problems, idPrefix, count: 0, allowBlocks: true };
  const tree = parseMarkdown(markdown);
  return { json: toDocument(tree, c), blocks: c.blocks };
}

/** Splits frontmatter from the body. Problems carry the field they concern. */
export function parseMarkdownFile(
  source: string,
  idPrefix: string,
  problems: MarkdownProblem[],
): ParsedMarkdown | undefined {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    problems.push({
      field: '(frontmatter)',
      message: 'expected YAML frontmatter between --- lines at the top',
    });
    return undefined;
  }
  let frontmatter: unknown;
  try {
    frontmatter = parseYaml(match[1] ?? '');
  } catch (error) {
    problems.push({
      field: '(frontmatter)',
      message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    });
    return undefined;
  }
  if (typeof frontmatter !== 'object' || frontmatter === null || Array.isArray(frontmatter)) {
    problems.push({ field: '(frontmatter)', message: 'expected a YAML mapping' });
    return undefined;
  }
  const lineOffset = source.slice(0, match[0].length).split('\n').length - 1;
  const bodyProblems: MarkdownProblem[] = [];
  const body = markdownToRichText(source.slice(match[0].length), idPrefix, bodyProblems);
  for (const problem of bodyProblems) {
    problems.push({
      ...problem,
      field: problem.field.replace(
        /line (\d+)/,
        (_, line: string) => `line ${Number(line) + lineOffset}`,
      ),
    });
  }
  return { frontmatter: frontmatter as Record<string, unknown>, body };
}
