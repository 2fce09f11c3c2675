import type {
  BlockquoteBlock,
  CalloutBlock,
  ImagesBlock,
  RelatedContentBlock,
  TextWithImageBlock,
} from '../content/schemas/blocks.ts';
import { renderDocument } from '../richtext/RichText.tsx';
import { BlockImage } from './BlockImage.tsx';
import { CardList } from './PostCard.tsx';
import styles from './blocks.module.css';

export function Images({ block }: { block: ImagesBlock }) {
  return (
    <figure className={styles.images} data-layout={block.layout}>
      <div className={styles.imagesGrid}>
        {block.images.map((image, index) => (
          <BlockImage key={index} image={image} />
        ))}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}

export function TextWithImage({ block }: { block: TextWithImageBlock }) {
  return (
    <div className={styles.textWithImage} data-image-position={block.imagePosition ?? 'RIGHT'}>
      <div>{renderDocument(block.textWithImgContent)}</div>
      <BlockImage image={block.textWithImgImage} />
    </div>
  );
}

export function RelatedContent({ block }: { block: RelatedContentBlock }) {
  return (
    <section className={styles.related} aria-label={block.title ?? 'Related reading'}>
      <h2 className={styles.relatedTitle}>{block.title ?? 'Related reading'}</h2>
      <CardList cards={block.posts} condensed={block.isCondensed} />
    </section>
  );
}

export function Callout({ block }: { block: CalloutBlock }) {
  return (
    <aside className={styles.callout}>
      <p>{block.callout}</p>
      {block.name ? (
        <p className={styles.person}>
          <BlockImage image={block.avatarImage} className={styles.avatar} />
          <span>
            <strong>{block.name}</strong>
            {block.role ? <span>{block.role}</span> : null}
          </span>
        </p>
      ) : null}
    </aside>
  );
}

export function Blockquote({ block }: { block: BlockquoteBlock }) {
  return (
    <figure className={styles.blockquote} data-variant={block.variant}>
      <blockquote>
        <p>{block.quote}</p>
      </blockquote>
      {block.attributionName ? (
        <figcaption className={styles.person}>
          <BlockImage image={block.attributionAvatar} className={styles.avatar} />
          <span>
            <strong>{block.attributionName}</strong>
            {block.attributionRole ? <span>{block.attributionRole}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}
