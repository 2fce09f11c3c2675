import { CardList } from '../blocks/PostCard.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';

/** Pages from a collection (e.g. the newest posts) as a card grid, three across on desktop. */
export function Cards({ section, tone }: SectionRendererProps<'Cards'>) {
  if (!section.cards?.length) return null;
  return (
    <Section tone={tone} title={section.heading} align="center">
      <CardList cards={section.cards} headingLevel={section.heading ? 3 : 2} />
    </Section>
  );
}
