import type { ReactNode } from 'react';
import { CardList } from '../../blocks/PostCard.tsx';
import type { ContentPageProps } from '../../content/schemas/pages.ts';
import { RichText } from '../../richtext/RichText.tsx';
import styles from './BasicPage.module.css';

export interface ContentPageViewProps {
  /** Page props from the page data (validated at build time). */
  props: ContentPageProps;
  /** Label above the heading naming the kind of page; the page's own eyebrow wins. */
  eyebrow?: string;
  /** Shown between the introduction and the body (e.g. a byline). */
  meta?: ReactNode;
  children?: ReactNode;
}

/** Heading, introduction, rich-text body and the page's listing of cards. */
export function ContentPage({ props, eyebrow, meta, children }: ContentPageViewProps) {
  const label = props.eyebrow ?? eyebrow;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        {label ? <p className={styles.eyebrow}>{label}</p> : null}
        <h1 className={styles.heading}>{props.heading}</h1>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
        {meta}
      </header>
      <RichText value={props.body} />
      {props.cards ? <CardList cards={props.cards} /> : null}
      {children}
    </article>
  );
}
