import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { InterviewBuilder } from './Builder.tsx';
import styles from './Page.module.css';

/**
 * The interview builder: the page's header band (the staffing calculator's, every page's), the
 * tool, then how to use it (the page's rich-text body). Printed, only the interview sheet shows.
 */
export default function InterviewBuilderPage({ props }: TemplateProps<'pages/interview-builder'>) {
  return (
    <article>
      <div data-print-hide>
        <PageHeader
          eyebrow="Tools"
          heading={props.heading}
          intro={props.intro || undefined}
          meta={
            <p className={styles.links}>
              <a href="/interview-builder/library/">Browse the whole question library</a>
              {/* Spaces outside the hidden dot: the page's text keeps the two links apart. */}{' '}
              <span aria-hidden="true">·</span>{' '}
              <a href="/interview-builder/guides/support-specialist/">
                Read the support specialist interview guide
              </a>
            </p>
          }
        />
      </div>
      <div className={styles.page}>
        {props.library ? (
          <InterviewBuilder library={props.library} />
        ) : (
          <p>The question library is not available right now.</p>
        )}
        {props.body ? (
          <div className={styles.body} data-print-hide>
            <RichText value={props.body} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
