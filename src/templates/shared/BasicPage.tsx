import type { ReactNode } from 'react';
import type { RichText as RichTextValue } from '../../contracts/schemas/richtext.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { Container } from '../../ui/Container/Container.tsx';
import { Section } from '../../ui/Section/Section.tsx';
import { text } from '../../ui/text.ts';
import { PageHeader } from './PageHeader.tsx';
import styles from './BasicPage.module.css';

export interface BasicPageProps {
  /** Page props from the page data: `heading`, `intro` and the rich-text `body` are read. */
  props: Record<string, unknown>;
  /** A short label above the heading naming the kind of page. */
  eyebrow?: string;
  children?: ReactNode;
}

/** A header band, then the body and whatever the template adds in a centered reading column. */
export function BasicPage({ props, eyebrow, children }: BasicPageProps) {
  const body = props.body as RichTextValue | undefined;
  return (
    <article>
      <PageHeader
        eyebrow={eyebrow}
        heading={text(props.heading, 'Untitled page')}
        intro={text(props.intro) || undefined}
      />
      {body?.json || children ? (
        <Section className={styles.body}>
          <Container width="narrow" className={styles.prose}>
            <RichText value={body} />
            {children}
          </Container>
        </Section>
      ) : null}
    </article>
  );
}
