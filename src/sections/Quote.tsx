import { BlockImage } from '../blocks/BlockImage.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './Quote.module.css';

/** A customer's words, large and centered, with their face, name and role. */
export function Quote({ section, tone }: SectionRendererProps<'Quote'>) {
  const role = section.company ? `${section.role}, ${section.company}` : section.role;
  return (
    <Section tone={tone} width="medium" aria-label={`What ${section.name} says`}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>{section.quote}</p>
        </blockquote>
        <figcaption className={styles.caption}>
          {section.avatar ? (
            <BlockImage image={section.avatar} alt="" className={styles.avatar} sizes="64px" />
          ) : null}
          <span>
            <span className={styles.name}>{section.name}</span>
            <span className={styles.role}>{role}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
