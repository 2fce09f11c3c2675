import { useId } from 'react';
import { BlockImage } from '../blocks/BlockImage.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import { useSectionHref } from './links.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './Hero.module.css';

/**
 * Beside the words from 1024 px (half the container less a 48 px gap), the full width below; the
 * centred shot is the container's width. The container is 100vw less its padding up to 1200 px,
 * reached at 1292 px (BlockImage).
 */
const SPLIT_SIZES =
  '(min-width: 2000px) 636px, (min-width: 1292px) 576px, (min-width: 1024px) calc(47.2vw - 34px), 100vw';
const CENTERED_SIZES =
  '(min-width: 2000px) 1320px, (min-width: 1292px) 1200px, (min-width: 1024px) calc(94.4vw - 19px), 100vw';

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
