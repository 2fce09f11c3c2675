import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ImageData } from '../../images/image-data.ts';
import styles from './Image.module.css';

export type { ImageData } from '../../images/image-data.ts';

export interface ImageProps {
  /**
   * Image data built at build time (docs/product.md §9.2); null or undefined shows nothing, with a
   * warning.
   */
  image: ImageData | null | undefined;
  /** Required; an empty string marks a decorative image. */
  alt: string;
  /** The hero image: loaded eagerly at high priority. Others load lazily below the fold. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

type LoadState = 'loading' | 'loaded';

/**
 * A responsive image from the image CDN (docs/product.md §9.3): width and height always set so
 * nothing shifts, a placeholder colour that fades out over 500 ms once the image has loaded, GIFs
 * as the plain file.
 */
export function Image({ image, alt, priority = false, className, style }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    // Loaded before hydration: no load event will come.
    if (ref.current?.complete && ref.current.naturalWidth > 0) setState('loaded');
  }, []);

  if (!image) {
    console.warn('[image] missing image: nothing to show');
    return null;
  }
  const { layout, width, height, backgroundColor } = image;
  const { src, srcSet, sizes } = image.images.fallback;
  const wrapperStyle: CSSProperties = {
    ...(layout === 'fixed'
      ? { width, height }
      : layout === 'constrained'
        ? { maxWidth: width }
        : {}),
    ...style,
  };
  return (
    <span
      className={className ? `${styles.wrapper} ${className}` : styles.wrapper}
      data-layout={layout}
      data-state={state}
      style={wrapperStyle}
    >
      {backgroundColor || image.placeholder ? (
        <span
          aria-hidden="true"
          className={styles.placeholder}
          data-blurred={image.placeholder ? '' : undefined}
          style={{
            backgroundColor,
            ...(image.placeholder
              ? { backgroundImage: `url(${JSON.stringify(image.placeholder.fallback)})` }
              : {}),
          }}
        />
      ) : null}
      <picture>
        {image.isGif
          ? null
          : image.images.sources.map((source) => (
              <source
                key={source.srcSet}
                srcSet={source.srcSet}
                sizes={source.sizes}
                type={source.type}
              />
            ))}
        <img
          ref={ref}
          className={styles.image}
          src={src}
          srcSet={image.isGif ? undefined : srcSet}
          sizes={image.isGif ? undefined : sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => console.warn(`[image] could not load ${src}`)}
        />
      </picture>
    </span>
  );
}
