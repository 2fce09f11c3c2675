import { useId, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import container from '../Container/Container.module.css';
import type { ContainerWidth } from '../Container/widths.ts';
import styles from './Section.module.css';

import type { SectionTone } from './tones.ts';

export type { SectionTone } from './tones.ts';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  tone?: SectionTone;
  /** Heading block: a short label, the title and a supporting line. */
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  /** 1 for the band that carries the page's heading. */
  titleLevel?: 1 | 2 | 3;
  /** Alignment of the heading block. */
  align?: 'start' | 'center';
  /** Width of the centered container inside the band. */
  width?: ContainerWidth;
  /** `compact` for bands that follow a related band (less space above and below). */
  spacing?: 'default' | 'compact';
  /** `section` unless the band is the page's `header` or a plain `div`. */
  as?: ElementType;
}

/**
 * A full-width band with its own background and a centered container inside. With a title, the
 * band is a region named by it (`aria-labelledby`).
 */
export function Section({
  tone = 'default',
  eyebrow,
  title,
  lead,
  titleLevel = 2,
  align = 'start',
  width = 'default',
  spacing = 'default',
  as: Tag = 'section',
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const named = title != null && title !== '';
  return (
    <Tag
      data-tone={tone}
      data-spacing={spacing}
      // Only a section is a region; naming a header or div (generic roles) is not allowed.
      aria-labelledby={named && Tag === 'section' && !rest['aria-label'] ? titleId : undefined}
      className={`${styles.section} ${className ?? ''}`}
      {...rest}
    >
      {/* The container's own markup, without a component of its own: one less call per band. */}
      <div className={container.container} data-width={width}>
        {named || eyebrow || lead ? (
          <div className={styles.heading} data-align={align}>
            {eyebrow ? <p className="harbor-eyebrow">{eyebrow}</p> : null}
            {named ? (
              <Heading id={titleId} className={styles.title} data-level={titleLevel}>
                {title}
              </Heading>
            ) : null}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </Tag>
  );
}
