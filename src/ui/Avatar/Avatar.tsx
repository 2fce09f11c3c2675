import type { HTMLAttributes } from 'react';
import styles from './Avatar.module.css';

export const AVATAR_SIZES = ['S', 'M', 'L', 'XL'] as const;
/** Avatar sizes: 32, 48, 64 and 96 px (docs/product.md §10.1). */
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name: the image's alt text, and the initials shown without an image. */
  name: string;
  /** Photo URL (already sized); without one, initials are shown. */
  src?: string | null;
  /** S 32, M 48, L 64, XL 96 px. */
  size?: AvatarSize;
}

const PIXELS: Record<AvatarSize, number> = { S: 32, M: 48, L: 64, XL: 96 };

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

/** A round portrait of a person, or their initials. */
export function Avatar({ name, src, size = 'M', className, ...rest }: AvatarProps) {
  const px = PIXELS[size];
  return (
    <span
      data-size={size}
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      {...rest}
    >
      {src ? (
        <img src={src} alt={name} width={px} height={px} loading="lazy" decoding="async" />
      ) : (
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- initials stand in for a photo; <img> needs a source
        <span role="img" aria-label={name} className={styles.initials}>
          {initials(name)}
        </span>
      )}
    </span>
  );
}
