import { useId } from 'react';
import { BlockImage } from '../blocks/BlockImage.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import { useSectionHref } from './links.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './Hero.module.css';

/** Beside the words on desktop (about half of 1200 px), the full width below. */
const SPLIT_SIZES = '(min-width: 1024px) 640px, 100vw';
const CENTERED_SIZES = '(min-width: 1024px) 960px, 100vw';

/**
 * A landing page's first screen: the page's one h1 at display size, a supporting line, at most
 * two calls to action and the product shot, which is the page's largest paint (eager).
 */
export function Hero({ section, tone, page }: SectionRendererProps<'Hero'>) {
  const titleId = useId();
  const href = useSectionHref();
  const heading = section.heading ?? page.heading;
  const lead = section.lead ?? (section.heading ? undefined : page.intro) ?? '';
  const layout = section.image ? section.layout : 'CENTERED';
  return (
    <Section tone={tone} aria-labelledby={titleId} className={styles.hero} data-layout={layout}>
      <div className={styles.inner}>
        <div className={styles.words}>
          {section.eyebrow ? <p className="harbor-eyebrow">{section.eyebrow}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {heading}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {section.primary || section.secondary ? (
            <Cluster
              className={styles.actions}
              justify={layout === 'CENTERED' ? 'center' : 'start'}
            >
              {section.primary ? (
                <Button href={href(section.primary.href)} size="L">
                  {section.primary.text}
                </Button>
              ) : null}
              {section.secondary ? (
                <Button href={href(section.secondary.href)} size="L" variant="OUTLINE">
                  {section.secondary.text}
                </Button>
              ) : null}
            </Cluster>
          ) : null}
        </div>
        {section.image ? (
          <BlockImage
            image={section.image}
            className={styles.shot}
            sizes={layout === 'SPLIT' ? SPLIT_SIZES : CENTERED_SIZES}
            priority
          />
        ) : null}
      </div>
    </Section>
  );
}
