import type { CSSProperties } from 'react';
import type { Card } from '../contracts/schemas/common.ts';
import { CardList as DesignCardList, type CardListVariant } from '../ui/CardList/CardList.tsx';
import type { CardListItem } from '../ui/CardList/CardList.tsx';
import { Pill } from '../ui/Pill/Pill.tsx';
import { withSizes } from '../images/with-sizes.ts';
import { imageDataOf } from './BlockImage.tsx';
import styles from './blocks.module.css';

/**
 * A card in the grid: a third of the container less its gaps from 1024 px, half from 768 px. The
 * container is 100vw less its padding up to 1200 px, reached at 1292 px (BlockImage).
 */
const CARD_SIZES =
  '(min-width: 2000px) 416px, (min-width: 1292px) 377px, (min-width: 1024px) calc(30vw - 10px), (min-width: 768px) 50vw, 100vw';
/** The featured card of WITH_FEATURED: 55% of the container beside its text. */
const FEATURED_SIZES =
  '(min-width: 2000px) 726px, (min-width: 1292px) 660px, (min-width: 1024px) calc(52vw - 12px), (min-width: 768px) 55vw, 100vw';

/**
 * Webinar cards show a pill with the video length, or 'Live Event' when none
 * (docs/product.md §7.6); a session that has ended without a recording says 'Ended'.
 */
export function WebinarPill({
  videoLength,
  eventState,
}: {
  videoLength?: string;
  eventState?: Card['eventState'];
}) {
  if (!videoLength && eventState === 'past') return <Pill>Ended</Pill>;
  return videoLength ? (
    <Pill accent="INDIGO">
      <span className="visually-hidden">Video length </span>
      {videoLength}
    </Pill>
  ) : (
    <Pill accent="GOLD">Live Event</Pill>
  );
}

/** What a post card shows (docs/product.md §7.6), as a design-system card. */
export function cardItem(card: Card, sizes: string = CARD_SIZES): CardListItem {
  const image = card.thumbnailImage ?? card.image ?? card.videoPreviewImage;
  return {
    id: card.permalink,
    title: card.title,
    href: card.permalink,
    description: card.description || undefined,
    eyebrow: card.category,
    image: withSizes(imageDataOf(image), sizes),
    // The title says what the card is; its picture is decoration.
    imageAlt: '',
    footer:
      card.variant === 'WEBINAR' ? (
        <WebinarPill videoLength={card.videoLength} eventState={card.eventState} />
      ) : null,
    className: styles.postCard,
    // imageBackgroundColor: the ground behind the picture.
    style: card.imageBackgroundColor
      ? ({ '--card-image-background': card.imageBackgroundColor } as CSSProperties)
      : undefined,
  };
}

export interface PostCardListProps {
  /** The page's listing (filled in from its `collection` by the build). */
  cards: Card[] | undefined;
  /** Related-reading lists: titles only, no pictures. */
  condensed?: boolean;
  /** Listing layout; COMPACT when condensed. */
  variant?: CardListVariant;
  /** Logos (integrations) are shown whole on a plain ground instead of cropped to fill. */
  logos?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** A list of posts as design-system cards (docs/product.md §7.6, §10.1). */
export function CardList({
  cards = [],
  condensed = false,
  variant,
  logos = false,
  headingLevel,
}: PostCardListProps) {
  if (cards.length === 0) return null;
  const listVariant: CardListVariant = condensed ? 'COMPACT' : (variant ?? 'DEFAULT');
  const items = cards.map((card, index) =>
    cardItem(card, listVariant === 'WITH_FEATURED' && index === 0 ? FEATURED_SIZES : CARD_SIZES),
  );
  return (
    <DesignCardList
      variant={listVariant}
      items={items}
      headingLevel={headingLevel}
      className={logos ? styles.logoCards : undefined}
    />
  );
}
