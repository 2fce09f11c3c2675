import type { ReactNode } from 'react';
import { BlockImage, MEDIUM_SIZES } from '../../blocks/BlockImage.tsx';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { Container } from '../../ui/Container/Container.tsx';
import { Section } from '../../ui/Section/Section.tsx';
import styles from './BasicPage.module.css';
import { PageHeader } from './PageHeader.tsx';

export interface ContentPageViewProps {
  /** Page props from the page data (validated at build time). */
  props: ContentPageProps;
  /** Label above the heading naming the kind of page; the page's own eyebrow wins. */
  eyebrow?: string;
  /** Shown under the introduction (e.g. a byline). */
  meta?: ReactNode;
  /**
   * How the page's `image` shows: the hero above the body (eager, high priority: the page's
   * largest paint), a logo above the eyebrow (integrations), or not at all.
   */
  image?: 'hero' | 'logo' | 'none';
  /**
   * Below the body, in a band of its own: the page's listing (`<CardList cards={props.cards} />`).
   * Passed in by the templates that list pages, so the others do not load the card components.
   */
  children?: ReactNode;
}

/**
 * A content page as bands: a tinted header band (eyebrow, heading, introduction), the hero image
 * and rich-text body in a centered reading column, then the template's listing.
 */
export function ContentPage({
  props,
  eyebrow,
  meta,
  image = 'hero',
  children,
}: ContentPageViewProps) {
  const label = props.eyebrow ?? eyebrow;
  const picture = props.image ?? props.videoPreviewImage;
  const hero = image === 'hero' && picture;
  const hasBody = Boolean(hero || props.body?.json);
  return (
    <article>
      <PageHeader
        eyebrow={label}
        heading={props.heading}
        intro={props.intro}
        meta={meta}
        logo={
          image === 'logo' && picture ? (
            <BlockImage image={picture} className={styles.logo} priority />
          ) : null
        }
      />
      {hasBody ? (
        <Section className={styles.body}>
          {hero ? (
            <Container width="medium" className={styles.hero}>
              <BlockImage
                image={picture}
                className={styles.heroImage}
                sizes={MEDIUM_SIZES}
                priority
              />
            </Container>
          ) : null}
          <Container width="narrow" className={styles.prose}>
            <RichText value={props.body} />
          </Container>
        </Section>
      ) : null}
      {children ? (
        <Section tone={hasBody ? 'tint' : 'default'} className={styles.listing}>
          {children}
        </Section>
      ) : null}
    </article>
  );
}
