import { Grid } from '../ui/Grid/Grid.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './CardGrid.module.css';

/** Short feature cards, three across from 1024 px; a card with a link is clickable as a whole. */
export function CardGrid({ section, tone }: SectionRendererProps<'CardGrid'>) {
  const Heading = section.heading ? 'h3' : 'h2';
  return (
    <Section
      tone={tone}
      eyebrow={section.eyebrow}
      title={section.heading}
      lead={section.lead}
      align="center"
    >
      <Grid as="ul" columns={section.cards.length === 4 ? 4 : section.cards.length === 2 ? 2 : 3}>
        {section.cards.map((card, index) => (
          <li key={card.title} className={styles.card} data-link={card.link ? '' : undefined}>
            <span className={styles.mark} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading className={styles.title}>{card.title}</Heading>
            <p className={styles.body}>{card.text}</p>
            {card.link ? (
              <a href={card.link.href} className={styles.link}>
                {card.link.text}
                <span className="visually-hidden">: {card.title}</span>
              </a>
            ) : null}
          </li>
        ))}
      </Grid>
    </Section>
  );
}
