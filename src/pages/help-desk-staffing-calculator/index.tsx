import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { Section } from '../../ui/Section/Section.tsx';
import { StaffingCalculator } from './Calculator.tsx';
import styles from './Page.module.css';

/** The staffing calculator: a header band, the tool in its own band, then how it works. */
export default function StaffingCalculatorPage({
  props,
}: TemplateProps<'pages/help-desk-staffing-calculator'>) {
  return (
    <article>
      <PageHeader
        eyebrow="Tools"
        heading={props.heading ?? 'Help desk staffing calculator'}
        intro={props.intro || undefined}
      />
      <Section spacing="compact" aria-label="Calculator" className={styles.tool}>
        <StaffingCalculator />
      </Section>
      {props.body ? (
        <Section width="narrow" tone="tint">
          <RichText value={props.body} />
        </Section>
      ) : null}
    </article>
  );
}
