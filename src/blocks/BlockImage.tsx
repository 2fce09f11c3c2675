import type { ContentImage } from '../content/schemas/common.ts';

/** A content image; GIFs and everything else as a plain lazy image (the image CDN helper may wrap it). */
export function BlockImage({
  image,
  className,
}: {
  image: ContentImage | undefined;
  className?: string;
}) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
    />
  );
}
