import { BlockImage } from '../blocks/BlockImage.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './LogoStrip.module.css';

/** Customers' logos in a row that wraps on phones; each logo's alt text is the company's name. */
export function LogoStrip({ section, tone }: SectionRendererProps<'LogoStrip'>) {
  const label = section.heading ?? 'Customers';
  return (
    <Section tone={tone} spacing="compact" aria-label={label} className={styles.band}>
      {section.heading ? <p className={styles.heading}>{section.heading}</p> : null}
      <Cluster as="ul" justify="center" gap="L" className={styles.logos}>
        {section.logos.map((logo, index) => (
          <li key={index}>
            <BlockImage image={logo} className={styles.logo} sizes="160px" />
          </li>
        ))}
      </Cluster>
    </Section>
  );
}
