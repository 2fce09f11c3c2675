import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

/** A job post past its validThrough keeps its page (links to it still work) and says it is closed. */
export default function JobPostTemplate({ props }: TemplateProps<'templates/job-post'>) {
  return (
    <ContentPage
      props={props}
      eyebrow="Careers"
      meta={
        props.closed ? (
          <p data-state="closed">
            This position is closed. <a href="/company/careers/">See our open roles</a>.
          </p>
        ) : undefined
      }
    />
  );
}
