import type { Block as BlockNode } from '@contentful/rich-text-types';
import type { RichText as RichTextValue } from '../contracts/schemas/richtext.ts';
import { RichText } from '../richtext/RichText.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './Content.module.css';

/**
 * Where the body's form is, among its top-level nodes, when it has words beside it; -1 when it
 * has no form, or nothing but the form.
 */
export function formPosition(body: RichTextValue): number {
  const nodes = body.json.content as BlockNode[];
  if (nodes.length < 2) return -1;
  return nodes.findIndex((node) => {
    const id = (node.data as { target?: { sys?: { id?: string } } }).target?.sys?.id;
    return node.nodeType === 'embedded-entry-block' && body.blocks[id ?? '']?.type === 'Form';
  });
}

const part = (body: RichTextValue, content: RichTextValue['json']['content']): RichTextValue => ({
  ...body,
  json: { ...body.json, content },
});

/**
 * Rich text (and the blocks it embeds) in the centered reading column of a band. A body with a
 * form and words beside it (a landing page's pitch) puts the form in a column of its own on wide
 * screens, beside the words from the top; narrower, it stays where it is in the text.
 */
export function Content({ section, tone }: SectionRendererProps<'Content'>) {
  const { body } = section;
  const at = formPosition(body);
  if (at < 0) {
    return (
      <Section tone={tone} title={section.heading} width="narrow">
        <RichText value={body} />
      </Section>
    );
  }
  const nodes = body.json.content;
  return (
    <Section tone={tone} title={section.heading}>
      <div className={styles.split}>
        <RichText value={part(body, nodes.slice(0, at))} className={styles.before} />
        <RichText value={part(body, nodes.slice(at, at + 1))} className={styles.form} />
        <RichText value={part(body, nodes.slice(at + 1))} className={styles.after} />
      </div>
    </Section>
  );
}
