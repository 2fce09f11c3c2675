import { CardList } from '../../blocks/PostCard.tsx';
import { secureUrl, useSettings } from '../../app/settings.ts';
import type { Section } from '../../content/schemas/pages.ts';
import { RichText } from '../../richtext/RichText.tsx';
import styles from './BasicPage.module.css';
import { PricingPlans } from './PricingPlans.tsx';

/**
 * The section switcher (SPEC §2.10). Home hero, pricing hero and product tour get their full
 * components from their own modules; until then they render their essential text and links.
 */
export function SectionView({ section }: { section: Section }) {
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
          <a className={styles.button} href="/platform/">
            Explore the Platform
          </a>
        </section>
      );
    case 'PricingHero':
      return (
        <section className={styles.section}>
          <PricingPlans />
          <a
            className={styles.button}
            href={secureUrl(settings, `/members/register/${settings.registration.free}/`)}
          >
            {settings.trial.buttonText}
          </a>
        </section>
      );
    case 'ProductTour':
      return (
        <section className={styles.section} aria-labelledby="product-tour">
          <h2 id="product-tour">Take an interactive tour</h2>
          <a className={styles.button} href="/product-tour/">
            Start the tour
          </a>
        </section>
      );
  }
}

export function Sections({ sections }: { sections: Section[] | undefined }) {
  return (sections ?? []).map((section, index) => <SectionView key={index} section={section} />);
}
