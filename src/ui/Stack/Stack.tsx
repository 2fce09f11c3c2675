import type { ElementType, HTMLAttributes } from 'react';
import styles from './Stack.module.css';

export const STACK_GAPS = ['S', 'M', 'L'] as const;
export type StackGap = (typeof STACK_GAPS)[number];

interface SpacingProps extends HTMLAttributes<HTMLElement> {
  gap?: StackGap;
  as?: ElementType;
}

/** Children one under the other with even space between them (no margins to collapse). */
export function Stack({ gap = 'M', as: Tag = 'div', className, children, ...rest }: SpacingProps) {
  return (
    <Tag
      data-gap={gap}
      className={className ? `${styles.stack} ${className}` : styles.stack}
      {...rest}
    >
      {children}
    </Tag>
  );
}

export interface ClusterProps extends SpacingProps {
  justify?: 'start' | 'center';
}

/** Children side by side, wrapping onto new lines on narrow screens: buttons, pills, logos. */
export function Cluster({
  gap = 'M',
  justify = 'start',
  as: Tag = 'div',
  className,
  children,
  ...rest
}: ClusterProps) {
  return (
    <Tag
      data-gap={gap}
      data-justify={justify}
      className={className ? `${styles.cluster} ${className}` : styles.cluster}
      {...rest}
    >
      {children}
    </Tag>
  );
}
