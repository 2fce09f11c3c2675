import type { HTMLAttributes } from 'react';
import styles from './Pill.module.css';

export const ACCENTS = ['INDIGO', 'GOLD'] as const;
/** Accent colours (docs/product.md §10.1). */
export type Accent = (typeof ACCENTS)[number];

export interface PillProps extends HTMLAttributes<HTMLSpanElement> {
  /** INDIGO or GOLD; without one, the neutral pill. */
  accent?: Accent;
}

/** A rounded label, e.g. a webinar's length or 'Live Event', or a feature area. */
export function Pill({ accent, className, children, ...rest }: PillProps) {
  return (
    <span
      data-accent={accent}
      className={className ? `${styles.pill} ${className}` : styles.pill}
      {...rest}
    >
      {children}
    </span>
  );
}
