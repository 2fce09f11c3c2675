import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { InterviewBuilder } from './Builder.tsx';
import styles from './Page.module.css';

/** The interview builder: the tool first, then how to use it (the page's rich-text body). */
export default function InterviewBuilderPage({ props }: TemplateProps<'pages/interview-builder'>) {
  return (
    <article className={styles.page}>
      <header className={styles.header} data-print-hide>
        <p className={styles.eyebrow}>Tools</p>
        <h1 className={styles.heading}>{props.heading}</h1>
        {props.intro ? <p className={styles.intro}>{props.intro}</p> : null}
        <p className={styles.links}>
          <a href="/interview-builder/library/">Browse the whole question library</a>
          <span aria-hidden="true"> · </span>
          <a href="/interview-builder/guides/support-specialist/">
            Read the support specialist interview guide
          </a>
        </p>
      </header>
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
    </article>
  );
}
