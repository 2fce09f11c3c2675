import type { ReactNode } from 'react';
import { Section } from '../../ui/Section/Section.tsx';
import styles from './BasicPage.module.css';

/** The page's header band: eyebrow, the page's one h1 and the introduction, centered. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  meta,
  logo,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  meta?: ReactNode;
  logo?: ReactNode;
}) {
  return (
    <Section
      as="header"
      tone="tint"
      spacing="compact"
      width="narrow"
      align="center"
      titleLevel={1}
      eyebrow={eyebrow}
      title={heading || 'Untitled page'}
      lead={intro || undefined}
      className={styles.header}
    >
      {logo || meta ? (
        <div className={styles.headerExtras}>
          {logo}
          {meta}
        </div>
      ) : null}
    </Section>
  );
}
