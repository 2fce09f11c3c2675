import { RichText } from '../richtext/RichText.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';

/** Rich text (and the blocks it embeds) in the centered reading column of a band. */
export function Content({ section, tone }: SectionRendererProps<'Content'>) {
  return (
    <Section tone={tone} title={section.heading} width="narrow">
      <RichText value={section.body} />
    </Section>
  );
}
