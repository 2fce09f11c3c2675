import { useSettings } from '../app/settings.ts';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import { useSectionHref } from './links.ts';
import type { SectionRendererProps } from './types.ts';

const count = new Intl.NumberFormat('en-US');

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

export function ProductTour({ tone }: SectionRendererProps<'ProductTour'>) {
  return (
    <Section
      tone={tone}
      title="Take an interactive tour"
      lead="Click through the inbox the way your team would use it. No sign-up needed."
      align="center"
      spacing="compact"
    >
      <Cluster justify="center">
        <Button href="/product-tour/" variant="OUTLINE" size="L">
          Start the tour
        </Button>
      </Cluster>
    </Section>
  );
}

/** The newsletter's invitation; its subscriber count comes from the settings. */
export function NewsletterCta({ tone }: SectionRendererProps<'NewsletterCta'>) {
  const { marketing } = useSettings();
  return (
    <Section
      tone={tone}
      eyebrow={`${count.format(marketing.emailSubscribers)} subscribers`}
      title="Get our best content in your inbox"
      lead="All the tips, stories, and resources you could ever need or want — straight to your email!"
      align="center"
      spacing="compact"
    />
  );
}
