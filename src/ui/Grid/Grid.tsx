import type { ElementType, HTMLAttributes } from 'react';
import styles from './Grid.module.css';

/**
 * Columns on wide screens. Narrower screens get fewer: 2 and 3 become two from 768 px and 3
 * becomes three from 1024 px; 4 is two from 480 px and four from 1024 px; one column below.
 */
export const GRID_COLUMNS = [1, 2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];

export interface GridProps extends HTMLAttributes<HTMLElement> {
  columns?: GridColumns;
  /** `ul` for lists of cards, so assistive technology announces the count. */
  as?: ElementType;
  /** Vertical alignment of the items in a row: stretched to equal height by default. */
  align?: 'stretch' | 'start' | 'center';
}

export function Grid({
  columns = 3,
  as: Tag = 'div',
  align = 'stretch',
  className,
  children,
  ...rest
}: GridProps) {
  return (
    <Tag
      data-columns={columns}
      data-align={align === 'stretch' ? undefined : align}
      className={className ? `${styles.grid} ${className}` : styles.grid}
      {...rest}
    >
      {children}
    </Tag>
  );
}
