import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import styles from '../shared/BasicPage.module.css';

/** A written guide for one role, leading into the interview builder to make it your own. */
export default function InterviewGuideTemplate({
  props,
}: TemplateProps<'templates/interview-guide'>) {
  return (
    <ContentPage props={props} eyebrow="Interview guide">
      <section className={styles.section} aria-labelledby="build-your-own">
        <h2 id="build-your-own">Build your own interview</h2>
        <p>
          Pick questions by role and skill, put them in order, add your own and print or download
          the result in the <a href="/interview-builder/">interview builder</a>. Or browse all of
          them, with what a good answer shows, in the{' '}
          <a href="/interview-builder/library/">question library</a>.
        </p>
      </section>
    </ContentPage>
  );
}
