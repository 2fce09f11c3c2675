import { useSettings } from '../site/settings.ts';
import type { Settings } from '../contracts/schemas/settings.ts';
import type { ProofFigure } from '../contracts/schemas/pages.ts';
import { Grid } from '../ui/Grid/Grid.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './ProofStrip.module.css';

const count = new Intl.NumberFormat('en-US');

/** Each figure's label and its value, read from the marketing figures of the settings. */
const FIGURES: Record<
  ProofFigure,
  { label: string; value: (marketing: Settings['marketing']) => string }
> = {
  customers: { label: 'customers', value: (m) => m.customers },
  countries: { label: 'countries', value: (m) => count.format(m.countries) },
  remoteCities: {
    label: 'remote cities our team lives in',
    value: (m) => count.format(m.remoteCities),
  },
  emailSubscribers: {
    label: 'email subscribers',
    value: (m) => count.format(m.emailSubscribers),
  },
};

/** Social proof in numbers: the marketing figures, big, in a row. */
export function ProofStrip({ section, tone }: SectionRendererProps<'ProofStrip'>) {
  const { marketing } = useSettings();
  const columns = Math.min(section.figures.length, 4) as 1 | 2 | 3 | 4;
  return (
    <Section
      tone={tone}
      eyebrow={section.eyebrow}
      title={section.heading}
      lead={section.lead}
      align="center"
      spacing="compact"
    >
      <Grid as="dl" columns={columns} className={styles.figures}>
        {section.figures.map((figure) => (
          <div key={figure} className={styles.figure}>
            <dt className={styles.label}>{FIGURES[figure].label}</dt>
            <dd className={styles.value}>{FIGURES[figure].value(marketing)}</dd>
          </div>
        ))}
      </Grid>
    </Section>
  );
}
