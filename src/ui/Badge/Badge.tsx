import type { HTMLAttributes } from 'react';
import styles from './Badge.module.css';

export const BADGE_SIZES = ['XS', 'S', 'M'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];
/** The 13 named badge colours (docs/product.md §10.1). */
export const BADGE_COLORS = [
  'BLUE',
  'CYAN',
  'TEAL',
  'GREEN',
  'LIME',
  'YELLOW',
  'ORANGE',
  'RED',
  'PINK',
  'PURPLE',
  'INDIGO',
  'GOLD',
  'GREY',
] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** XS, S or M. */
  size?: BadgeSize;
  /** One of the 13 named colours. */
  color?: BadgeColor;
  /** The TINT variant: pale background, dark text. */
  tint?: boolean;
}

/** A short status or category label, e.g. NEW or 99.99%. */
export function Badge({
  size = 'S',
  color = 'BLUE',
  tint = false,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      data-size={size}
      data-color={color}
      data-tint={tint ? 'true' : undefined}
      className={className ? `${styles.badge} ${className}` : styles.badge}
      {...rest}
    >
      {children}
    </span>
  );
}
