import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function JobPostTemplate({ props }: TemplateProps<'templates/job-post'>) {
  return <ContentPage props={props} eyebrow="Careers" />;
}
