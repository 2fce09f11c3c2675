import type { BlockOf } from '../contracts/schemas/blocks.ts';
import { renderDocument } from '../richtext/RichText.tsx';
import { BlockImage, COLUMN_SIZES } from './BlockImage.tsx';
import { CardList } from './PostCard.tsx';
import styles from './blocks.module.css';

/**
 * The width each image of an image set gets in the article column (48rem), per layout; the
 * _WIDE layouts reach 8rem past the column on each side from 1024 px up.
 */
export const IMAGES_SIZES: Record<BlockOf<'Images'>['layout'], string> = {
  SINGLE: COLUMN_SIZES,
  SINGLE_WIDE: '(min-width: 1024px) 1024px, 100vw',
  TWO_UP: '(min-width: 768px) 376px, 50vw',
  TWO_UP_WIDE: '(min-width: 1024px) 504px, 50vw',
  THREE_UP: '(min-width: 768px) 245px, 33vw',
};

export function Images({ block }: { block: BlockOf<'Images'> }) {
  return (
    <figure className={styles.images} data-layout={block.layout}>
      <div className={styles.imagesGrid}>
        {block.images.map((image, index) => (
          <BlockImage key={index} image={image} sizes={IMAGES_SIZES[block.layout]} />
        ))}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}

export function TextWithImage({ block }: { block: BlockOf<'TextWithImage'> }) {
  return (
    <div className={styles.textWithImage} data-image-position={block.imagePosition ?? 'RIGHT'}>
      <div>{renderDocument(block.textWithImgContent)}</div>
      <BlockImage
        image={block.textWithImgImage}
        className={styles.textWithImageMedia}
        sizes="(min-width: 768px) 372px, 100vw"
      />
    </div>
  );
}

export function RelatedContent({ block }: { block: BlockOf<'RelatedContent'> }) {
  return (
    <section className={styles.related} aria-label={block.title ?? 'Related reading'}>
      <h2 className={styles.relatedTitle}>{block.title ?? 'Related reading'}</h2>
      <CardList cards={block.posts} condensed={block.isCondensed} />
    </section>
  );
}

export function Callout({ block }: { block: BlockOf<'Callout'> }) {
  return (
    <aside className={styles.callout}>
      <p>{block.callout}</p>
      {block.name ? (
        <div className={styles.person}>
          {/* The name beside it says who it is: the portrait is decorative. */}
          <BlockImage image={block.avatarImage} className={styles.avatar} alt="" sizes="48px" />
          <span>
            <strong>{block.name}</strong>
            {block.role ? <span>{block.role}</span> : null}
          </span>
        </div>
      ) : null}
    </aside>
  );
}

export function Blockquote({ block }: { block: BlockOf<'Blockquote'> }) {
  return (
    <figure className={styles.blockquote} data-variant={block.variant}>
      <blockquote>
        <p>{block.quote}</p>
      </blockquote>
      {block.attributionName ? (
        <figcaption className={styles.person}>
          <BlockImage
            image={block.attributionAvatar}
            className={styles.avatar}
            alt=""
            sizes={block.variant === 'L' ? '64px' : '48px'}
          />
          <span>
            <strong>{block.attributionName}</strong>
            {block.attributionRole ? <span>{block.attributionRole}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
