import type { ReactNode } from 'react';
import { BlockImage, COLUMN_SIZES } from '../../blocks/BlockImage.tsx';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { RichText } from '../../richtext/RichText.tsx';
import styles from './BasicPage.module.css';

export interface ContentPageViewProps {
  /** Page props from the page data (validated at build time). */
  props: ContentPageProps;
  /** Label above the heading naming the kind of page; the page's own eyebrow wins. */
  eyebrow?: string;
  /** Shown between the introduction and the body (e.g. a byline). */
  meta?: ReactNode;
  /**
   * How the page's `image` shows: the hero under the introduction (eager, high priority: the
   * page's largest paint), a logo beside the eyebrow (integrations), or not at all.
   */
  image?: 'hero' | 'logo' | 'none';
  /**
   * Below the body: the page's listing (`<CardList cards={props.cards} />`) or sections. Passed
   * in by the templates that list pages, so the others do not load the card components.
   */
  children?: ReactNode;
}

/** Heading, introduction, hero image, rich-text body, then the template's listing or sections. */
export function ContentPage({
  props,
  eyebrow,
  meta,
  image = 'hero',
  children,
}: ContentPageViewProps) {
  const label = props.eyebrow ?? eyebrow;
  const picture = props.image ?? props.videoPreviewImage;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        {image === 'logo' && picture ? (
          <BlockImage image={picture} className={styles.logo} priority />
        ) : null}
        {label ? <p className={styles.eyebrow}>{label}</p> : null}
        <h1 className={styles.heading}>{props.heading}</h1>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
        {meta}
        {image === 'hero' && picture ? (
          <BlockImage image={picture} className={styles.heroImage} sizes={COLUMN_SIZES} priority />
        ) : null}
      </header>
      <RichText value={props.body} />
      {children}
    </article>
  );
}
