import type { BlockOf } from '../contracts/schemas/blocks.ts';
import { signupUrl, useSettings } from '../site/settings.ts';
import { Button } from '../ui/Button/Button.tsx';
import styles from './blocks.module.css';

/**
 * Landing-page components with fixed markup; content sets only title and text
 * (docs/product.md §7.7).
 */
export function LpBespokeComponent({ block }: { block: BlockOf<'LpBespokeComponent'> }) {
  const settings = useSettings();
  switch (block.component) {
    case 'CUSTOMER_LOGOS':
      return (
        <section className={styles.bespoke} aria-label={block.title ?? 'Our customers'}>
          <h2 className={styles.ctaTitle}>
            {block.title ?? 'Trusted by support teams everywhere'}
          </h2>
          <p>
            {block.text ??
              `${settings.marketing.customers} customers in ${settings.marketing.countries} countries answer their customers with ${settings.brand}.`}
          </p>
        </section>
      );
    case 'TRIAL_SIGNUP':
      return (
        <section className={styles.bespoke} aria-label={block.title ?? 'Start a trial'}>
          <h2 className={styles.ctaTitle}>
            {block.title ?? `Try ${settings.brand} free for ${settings.trial.days} days`}
          </h2>
          {block.text ? <p>{block.text}</p> : null}
          {/* Decorated by the tracker before this block may hydrate (see Cta.tsx). */}
          <Button href={signupUrl(settings, 'free')} suppressHydrationWarning>
            {settings.trial.buttonText}
          </Button>
        </section>
      );
    case 'DEMO_STEPS':
      return (
        <section className={styles.bespoke} aria-label={block.title ?? 'What happens next'}>
          <h2 className={styles.ctaTitle}>{block.title ?? 'What happens next'}</h2>
          <ol>
            <li>Tell us about your team and your tools.</li>
            <li>We set up a walkthrough around your own workflows.</li>
            <li>You leave with a plan and a trial account ready to go.</li>
          </ol>
        </section>
      );
  }
}
