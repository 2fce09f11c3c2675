import { signupUrl, useSettings } from '../app/settings.ts';
import { PricingPlans } from '../templates/shared/PricingPlans.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './PricingHero.module.css';

/** The plans band: the plans of the pricing data side by side, and the free trial. */
export function PricingHero({ tone }: SectionRendererProps<'PricingHero'>) {
  const settings = useSettings();
  return (
    <Section tone={tone} spacing="compact" aria-label="Plans" className={styles.band}>
      <PricingPlans />
      <Cluster justify="center" className={styles.trial}>
        <Button href={signupUrl(settings, 'free')} variant="OUTLINE">
          {settings.trial.buttonText}
        </Button>
      </Cluster>
    </Section>
  );
}
