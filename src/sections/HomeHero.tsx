import { useId } from 'react';
import { signupUrl, useSettings } from '../app/settings.ts';
import { BlockImage } from '../blocks/BlockImage.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Pill } from '../ui/Pill/Pill.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './HomeHero.module.css';

/** docs/product.md: the feature areas of the home hero's pills. */
export const HERO_FEATURES = [
  'Live Chat',
  'Shared Inbox',
  'Knowledge Base',
  'Beacon',
  'Workflows',
  'Reporting',
  'Messages',
  'Customer Management',
] as const;

/** The inbox spans the stage; the help center and the widget overlap its lower corners. */
const SCREEN_SIZES = [
  '(min-width: 1024px) 960px, 100vw',
  '(min-width: 1024px) 336px, 66vw',
  '(min-width: 1024px) 216px, 33vw',
];

/**
 * The home page's first screen: the page's heading at display size, the platform call to
 * action, the feature pills and the product screenshots on a stage. The rotating headline and
 * the scrolling pills come later; this is their static layout.
 */
export function HomeHero({ section, tone, page }: SectionRendererProps<'HomeHero'>) {
  const settings = useSettings();
  const titleId = useId();
  const images = section.images ?? [];
  return (
    <Section tone={tone} aria-labelledby={titleId} className={styles.hero}>
      <div className={styles.words}>
        <p className={styles.eyebrow}>One unified platform</p>
        <h1 id={titleId} className={styles.title}>
          {page.heading}
        </h1>
        {page.intro ? <p className={styles.lead}>{page.intro}</p> : null}
        <Cluster justify="center" className={styles.actions}>
          <Button href="/platform/" size="L">
            Explore the Platform
          </Button>
          <Button href={signupUrl(settings, 'free')} size="L" variant="OUTLINE">
            {settings.trial.buttonText}
          </Button>
        </Cluster>
      </div>
      <Cluster as="ul" justify="center" gap="S" className={styles.pills} aria-label="Feature areas">
        {HERO_FEATURES.map((feature) => (
          <li key={feature}>
            <Pill>{feature}</Pill>
          </li>
        ))}
      </Cluster>
      {images.length ? (
        <div className={styles.stage} data-count={images.length}>
          {images.map((image, index) => (
            // The first screenshot is the page's largest paint: eager, high priority.
            <BlockImage
              key={image.src}
              image={image}
              priority={index === 0}
              sizes={SCREEN_SIZES[index]}
              className={styles.screen}
            />
          ))}
        </div>
      ) : null}
    </Section>
  );
}
