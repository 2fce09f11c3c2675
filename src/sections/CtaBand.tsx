import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import { useSectionHref } from './links.ts';
import type { SectionRendererProps } from './types.ts';

/** The closing call to action: a brand or dark band, centered, one primary and one secondary. */
export function CtaBand({ section }: SectionRendererProps<'CtaBand'>) {
  const href = useSectionHref();
  return (
    <Section tone={section.tone} title={section.heading} lead={section.lead} align="center">
      <Cluster justify="center">
        <Button href={href(section.primary.href)} size="L">
          {section.primary.text}
        </Button>
        {section.secondary ? (
          <Button href={href(section.secondary.href)} size="L" variant="OUTLINE">
            {section.secondary.text}
          </Button>
        ) : null}
      </Cluster>
    </Section>
  );
}
