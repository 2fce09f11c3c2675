import type { ReactNode } from 'react';
import type { RichText as RichTextValue } from '../../contracts/schemas/richtext.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { text } from '../../ui/text.ts';
import styles from './BasicPage.module.css';

export interface BasicPageProps {
  /** Page props from the page data: `heading`, `intro` and the rich-text `body` are read. */
  props: Record<string, unknown>;
  /** A short label above the heading naming the kind of page. */
  eyebrow?: string;
  children?: ReactNode;
}

/** A heading, an introduction and whatever the template adds below. */
export function BasicPage({ props, eyebrow, children }: BasicPageProps) {
  return (
    <article className={styles.page}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heading}>{text(props.heading, 'Untitled page')}</h1>
      <p className={styles.intro}>{text(props.intro)}</p>
      <RichText value={props.body as RichTextValue | undefined} />
      {children}
    </article>
  );
}
