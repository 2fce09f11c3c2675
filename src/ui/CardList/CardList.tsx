import type { HTMLAttributes } from 'react';
import { Card, type CardProps, type CardVariant } from '../Card/Card.tsx';
import styles from './CardList.module.css';

export const CARD_LIST_VARIANTS = [
  'COMPACT',
  'COMPACT_WITH_DESCRIPTION',
  'DEFAULT',
  'LARGE',
  'SMALL',
  'WITH_FEATURED',
] as const;
export type CardListVariant = (typeof CARD_LIST_VARIANTS)[number];

export type CardListItem = Omit<CardProps, 'variant' | 'headingLevel'> & { id?: string };

export interface CardListProps extends HTMLAttributes<HTMLUListElement> {
  /** COMPACT, COMPACT_WITH_DESCRIPTION, DEFAULT, LARGE, SMALL or WITH_FEATURED. */
  variant?: CardListVariant;
  items: readonly CardListItem[];
  /** Heading level of each card's title. */
  headingLevel?: 2 | 3 | 4;
}

/** Which card each item becomes, and what it keeps, per list variant. */
function cardFor(variant: CardListVariant, index: number, item: CardListItem): CardProps {
  const base: CardProps = { ...item };
  let cardVariant: CardVariant = 'DEFAULT';
  if (variant === 'COMPACT' || variant === 'COMPACT_WITH_DESCRIPTION') {
    base.image = null;
    if (variant === 'COMPACT') base.description = undefined;
  }
  if (variant === 'SMALL') base.description = undefined;
  if (variant === 'WITH_FEATURED' && index === 0) cardVariant = 'FEATURED_HORIZONTAL';
  return { ...base, variant: cardVariant };
}

/** The most columns a grid layout has (three from 1024 px): fewer cards sit in the middle. */
const MOST_COLUMNS = 3;

/**
 * A grid or list of cards in one of the card-list layouts. `data-cards` gives the grid its
 * column count when there are fewer cards than columns, from the markup that comes before the
 * cards: a browser that paints a list it has only half read then places each card where it
 * stays (columns counted from the cards present moved the first card twice as the others
 * arrived: a layout shift of 0.02 on /integrations/ at 1440 px).
 */
export function CardList({
  variant = 'DEFAULT',
  items,
  headingLevel = 3,
  className,
  ...rest
}: CardListProps) {
  return (
    <ul
      data-variant={variant}
      data-cards={items.length < MOST_COLUMNS ? items.length : undefined}
      className={className ? `${styles.list} ${className}` : styles.list}
      {...rest}
    >
      {items.map((item, index) => {
        const { id, ...card } = cardFor(variant, index, item) as CardProps & { id?: string };
        return (
          <li key={id ?? item.href} className={styles.item}>
            <Card {...card} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
