import type { ReactNode } from 'react';
import { CardList } from '../../blocks/PostCard.tsx';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { Section } from '../../ui/Section/Section.tsx';
import { PageHeader } from './PageHeader.tsx';
import { Pager } from './Pager.tsx';
import styles from './Blog.module.css';

export interface BlogListingProps {
  props: ContentPageProps;
  eyebrow: string;
  /** The landing shows its newest post large. */
  featured?: boolean;
  /** Between the header and the cards (the landing's categories). */
  children?: ReactNode;
}

/** The blog's listings (landing, page n, topics) and other post lists: header, cards, pager. */
export function BlogListing({ props, eyebrow, featured = false, children }: BlogListingProps) {
  return (
    <div>
      <PageHeader eyebrow={props.eyebrow ?? eyebrow} heading={props.heading} intro={props.intro} />
      <Section className={styles.listing}>
        {children}
        {props.cards?.length ? (
          <CardList
            cards={props.cards}
            headingLevel={2}
            variant={featured ? 'WITH_FEATURED' : 'DEFAULT'}
          />
        ) : (
          <p className={styles.empty}>No articles here yet.</p>
        )}
        <Pager pagination={props.pagination} />
      </Section>
    </div>
  );
}
