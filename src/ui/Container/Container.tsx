import type { ElementType, HTMLAttributes } from 'react';
import styles from './Container.module.css';

import type { ContainerWidth } from './widths.ts';

export type { ContainerWidth } from './widths.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  width?: ContainerWidth;
  /** The element to render (a `div` unless the content is a landmark or list). */
  as?: ElementType;
}

/**
 * Centers its content at every viewport width with responsive side padding, so nothing touches
 * the viewport's edge. Nested in another container, it drops its own padding.
 */
export function Container({
  width = 'default',
  as: Tag = 'div',
  className,
  children,
  ...rest
}: ContainerProps) {
  return (
    <Tag
      data-width={width}
      className={className ? `${styles.container} ${className}` : styles.container}
      {...rest}
    >
      {children}
    </Tag>
  );
}
