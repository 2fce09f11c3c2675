import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { StaffingCalculator } from './Calculator.tsx';
import styles from './Page.module.css';

/** The staffing calculator: the tool first, then how it works (the page's rich-text body). */
export default function StaffingCalculatorPage({
  props,
}: TemplateProps<Partial<ContentPageProps>>) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Tools</p>
        <h1 className={styles.heading}>{props.heading ?? 'Help desk staffing calculator'}</h1>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
      </header>
      <StaffingCalculator />
      {props.body ? (
        <div className={styles.body}>
          <RichText value={props.body} />
        </div>
      ) : null}
    </article>
  );
}
