import type { HTMLAttributes, ReactNode } from 'react';
import type { ImageData } from '../../images/image-data.ts';
import { Image } from '../Image/Image.tsx';
import styles from './Card.module.css';

const FILL = { maxWidth: 'none' } as const;

export const CARD_VARIANTS = ['DEFAULT', 'FEATURED', 'FEATURED_HORIZONTAL', 'HORIZONTAL'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** DEFAULT, FEATURED, FEATURED_HORIZONTAL or HORIZONTAL. */
  variant?: CardVariant;
  title: string;
  /** Where the card leads; the title is the link, and the whole card is clickable. */
  href: string;
  description?: string;
  /** A category line above the title. */
  eyebrow?: string;
  image?: ImageData | null;
  /** Alt text of the image; cards usually repeat their title, so it defaults to decorative. */
  imageAlt?: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Extra content below the description, e.g. a Pill. */
  footer?: ReactNode;
}

/** A post, resource or page teaser. */
export function Card({
  variant = 'DEFAULT',
  title,
  href,
  description,
  eyebrow,
  image,
  imageAlt = '',
  headingLevel = 3,
  footer,
  className,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-variant={variant}
      className={className ? `${styles.card} ${className}` : styles.card}
      {...rest}
    >
      {image ? (
        <div className={styles.media}>
          {/* The card decides the width: the image fills its media area. */}
          <Image image={image} alt={imageAlt} style={FILL} />
        </div>
      ) : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>
          <a href={href} className={styles.link}>
            {title}
          </a>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
}
