/**
 * The one rich-text renderer for both content sources: a registry of node renderers (blocks,
 * inlines, marks), the link rules of docs/product.md §2.4 and the dispatch of embedded entries to
 * the block registry by type name. Renders the same markup on the server and in the browser.
 */
import { Fragment, Suspense, type ReactNode } from 'react';
import type { Block as BlockNode, Inline, Node, Text } from '@contentful/rich-text-types';
import { useBlockRenderer } from '../blocks/registry.tsx';
import type { Block } from '../contracts/schemas/blocks.ts';
import type {
  MarkType,
  RichText as RichTextValue,
  RichTextNodeType,
} from '../contracts/schemas/richtext.ts';
import { linkProps, type LinkProps } from '../ui/link/link.ts';
// Forms only ever appear inside rich text (Form blocks, calls to action): their styles come with
// the page's HTML, so a prerendered form is styled before and without JavaScript. Plain CSS, not
// a module: a module's class map would add bytes to every page's JavaScript.
import '../forms/forms.css';
import styles from './RichText.module.css';

type ParentNode = BlockNode | Inline;

export interface RenderContext {
  blocks: Record<string, Block>;
  links: Record<string, string | null>;
}

type NodeRenderer = (node: ParentNode, children: ReactNode, context: RenderContext) => ReactNode;

/**
 * Where an internal entry link goes: /{slug}/, or /404 when the entry has no slug
 * (docs/product.md §2.4).
 */
export function entryHref(slug: string | null | undefined): string {
  return slug ? `/${slug}/` : '/404';
}

/** Hash links stay in the tab; every other hyperlink opens a new tab (docs/product.md §2.4). */
export function hyperlinkProps(uri: string): LinkProps {
  return linkProps(uri, 'new-tab');
}

const targetId = (node: ParentNode) =>
  (node.data as { target?: { sys?: { id?: string } } }).target?.sys?.id ?? '';

/**
 * Each block in its own Suspense boundary: hydration does not wait for a block's code. While the
 * code is on its way React keeps the block's prerendered HTML as it is, then hydrates it.
 */
function EmbeddedBlock({ id, context }: { id: string; context: RenderContext }) {
  const block = context.blocks[id];
  return block ? (
    <Suspense fallback={null}>
      <BlockView block={block} />
    </Suspense>
  ) : null;
}

function BlockView({ block }: { block: Block }) {
  const Renderer = useBlockRenderer(block.type) as (props: { block: Block }) => ReactNode;
  return <Renderer block={block} />;
}

const heading =
  (level: 2 | 3 | 4 | 5 | 6): NodeRenderer =>
  (node, children) => {
    const Tag = `h${level}` as const;
    return <Tag id={(node.data as { id?: string }).id}>{children}</Tag>;
  };

/** One renderer per node type of the schema: a type without one fails type-checking. */
export const NODE_RENDERERS: Record<RichTextNodeType, NodeRenderer> = {
  document: (_node, children) => children,
  paragraph: (_node, children) => <p>{children}</p>,
  // The page's title is the one h1: a heading-1 in the body renders as h2.
  'heading-1': heading(2),
  'heading-2': heading(2),
  'heading-3': heading(3),
  'heading-4': heading(4),
  'heading-5': heading(5),
  'heading-6': heading(6),
  'unordered-list': (_node, children) => <ul>{children}</ul>,
  'ordered-list': (_node, children) => <ol>{children}</ol>,
  'list-item': (_node, children) => <li>{children}</li>,
  blockquote: (_node, children) => <blockquote className={styles.quote}>{children}</blockquote>,
  hr: () => <hr />,
  table: (node, _children, context) => {
    const [head, ...rows] = node.content as BlockNode[];
    const isHeader = head?.content.every((cell) => cell.nodeType === 'table-header-cell');
    return (
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          {isHeader && head ? <thead>{renderNode(head, context)}</thead> : null}
          <tbody>
            {(isHeader ? rows : (node.content as BlockNode[])).map((row, index) => (
              <Fragment key={index}>{renderNode(row, context)}</Fragment>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
  'table-row': (_node, children) => <tr>{children}</tr>,
  'table-header-cell': (_node, children) => <th scope="col">{children}</th>,
  'table-cell': (_node, children) => <td>{children}</td>,
  hyperlink: (node, children) => (
    <a {...hyperlinkProps((node.data as { uri: string }).uri)}>{children}</a>
  ),
  'entry-hyperlink': (node, children, context) => (
    <a href={entryHref(context.links[targetId(node)])}>{children}</a>
  ),
  'embedded-entry-block': (node, _children, context) => (
    <EmbeddedBlock id={targetId(node)} context={context} />
  ),
  'embedded-entry-inline': (node, _children, context) => (
    <EmbeddedBlock id={targetId(node)} context={context} />
  ),
};

const MARK_TAGS: Record<MarkType, 'strong' | 'em' | 'u' | 'code' | 'sup' | 'sub' | 's'> = {
  bold: 'strong',
  italic: 'em',
  underline: 'u',
  code: 'code',
  superscript: 'sup',
  subscript: 'sub',
  strikethrough: 's',
};

function renderText(node: Text): ReactNode {
  const lines = node.value.split('\n');
  let content: ReactNode =
    lines.length === 1
      ? node.value
      : lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ));
  for (const mark of node.marks) {
    const Tag = MARK_TAGS[mark.type as MarkType];
    if (Tag) content = <Tag>{content}</Tag>;
  }
  return content;
}

function renderNode(node: Node, context: RenderContext): ReactNode {
  if (node.nodeType === 'text') return renderText(node as Text);
  const parent = node as ParentNode;
  const children = (parent.content as Node[]).map((child, index) => (
    <Fragment key={index}>{renderNode(child, context)}</Fragment>
  ));
  const render = NODE_RENDERERS[parent.nodeType as RichTextNodeType];
  return render ? render(parent, children, context) : null;
}

export interface RichTextProps {
  /** Rich text from the page props (validated at build time). */
  value: RichTextValue | undefined;
  className?: string;
}

export function RichText({ value, className }: RichTextProps) {
  if (!value) return null;
  return (
    <div className={[styles.richText, className].filter(Boolean).join(' ')}>
      {renderNode(value.json, value)}
    </div>
  );
}

/** A nested document without blocks (e.g. the text of a TextWithImage block). */
export function renderDocument(document: RichTextValue['json']): ReactNode {
  return renderNode(document, { blocks: {}, links: {} });
}
