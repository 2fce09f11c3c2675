import { BlockImage, COLUMN_SIZES } from '../../blocks/BlockImage.tsx';
import { CardList } from '../../blocks/PostCard.tsx';
import { signupUrl, useSettings } from '../../app/settings.ts';
import type { Section } from '../../contracts/schemas/pages.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { Pill } from '../../ui/Pill/Pill.tsx';
import styles from './BasicPage.module.css';
import type { ReactNode } from 'react';

/** The feature areas of the home hero's pills (docs/product.md §6.2). */
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

/** The first screenshot spans the column, the others share it two to one. */
const SCREEN_SIZES = [
  COLUMN_SIZES,
  '(min-width: 768px) 504px, 66vw',
  '(min-width: 768px) 248px, 33vw',
];

/**
 * The section switcher (docs/product.md §6.1). Home hero, pricing hero and product tour get their
 * full components from their own modules; until then they render their essential text and links.
 */
export function SectionView({
  section,
  pricingPlans,
}: {
  section: Section;
  pricingPlans?: ReactNode;
}) {
  const settings = useSettings();
  switch (section.type) {
    case 'Content':
      return (
        <section className={styles.section}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <RichText value={section.body} />
        </section>
      );
    case 'Cards':
      return (
        <section className={styles.section}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <CardList cards={section.cards ?? []} />
        </section>
      );
    case 'NewsletterCta':
      return (
        <section className={styles.section} aria-labelledby="newsletter-cta">
          <h2 id="newsletter-cta">Get our best content in your inbox</h2>
          <p>
            All the tips, stories, and resources you could ever need or want — straight to your
            email!
          </p>
        </section>
      );
    case 'HomeHero':
      return (
        <section className={styles.section}>
          <p className={styles.intro}>One unified platform</p>
          <Button href="/platform/" size="L">
            Explore the Platform
          </Button>
          <ul className={styles.heroPills} aria-label="Feature areas">
            {HERO_FEATURES.map((feature) => (
              <li key={feature}>
                <Pill>{feature}</Pill>
              </li>
            ))}
          </ul>
          {section.images?.length ? (
            <div className={styles.screens}>
              {section.images.map((image, index) => (
                // The first screenshot is the page's largest paint: eager, high priority.
                <BlockImage
                  key={image.src}
                  image={image}
                  priority={index === 0}
                  sizes={SCREEN_SIZES[index]}
                />
              ))}
            </div>
          ) : null}
        </section>
      );
    case 'PricingHero':
      // The plans render only where the template provides them (the pricing page), so other
      // pages never load the pricing code; elsewhere the section is a way to the plans.
      return (
        <section className={styles.section}>
          {pricingPlans ?? <a href="/pricing/">See plans and pricing</a>}
          <Button href={signupUrl(settings, 'free')}>{settings.trial.buttonText}</Button>
        </section>
      );
    case 'ProductTour':
      return (
        <section className={styles.section} aria-labelledby="product-tour">
          <h2 id="product-tour">Take an interactive tour</h2>
          <Button href="/product-tour/" variant="OUTLINE">
            Start the tour
          </Button>
        </section>
      );
  }
}

export function Sections({
  sections,
  pricingPlans,
}: {
  sections: Section[] | undefined;
  /** The plan cards, for a PricingHero section (given by the pricing template). */
  pricingPlans?: ReactNode;
}) {
  return (sections ?? []).map((section, index) => (
    <SectionView key={index} section={section} pricingPlans={pricingPlans} />
  ));
}
