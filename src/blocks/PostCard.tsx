import type { Card } from '../content/schemas/common.ts';
import { BlockImage } from './BlockImage.tsx';
import styles from './blocks.module.css';

/** SPEC §3.4: a post as a card; webinars show a pill with the video length, or 'Live Event'. */
export function PostCard({ card, condensed = false }: { card: Card; condensed?: boolean }) {
  return (
    <article className={styles.card} data-variant={card.variant}>
      {!condensed ? (
        <BlockImage image={card.thumbnailImage ?? card.image} className={styles.cardImage} />
      ) : null}
      <div className={styles.cardBody}>
        {card.category ? <p className={styles.eyebrow}>{card.category}</p> : null}
        <h3 className={styles.cardTitle}>
          <a href={card.permalink}>{card.title}</a>
        </h3>
        {!condensed && card.description ? <p>{card.description}</p> : null}
        {card.variant === 'WEBINAR' ? (
          <span className={styles.pill}>{card.videoLength ?? 'Live Event'}</span>
        ) : null}
      </div>
    </article>
  );
}

/** A list of cards. */
export function CardList({ cards, condensed = false }: { cards: Card[]; condensed?: boolean }) {
  if (cards.length === 0) return null;
  return (
    <ul className={condensed ? styles.condensedList : styles.cardList}>
      {cards.map((card) => (
        <li key={card.permalink}>
          <PostCard card={card} condensed={condensed} />
        </li>
      ))}
    </ul>
  );
}
