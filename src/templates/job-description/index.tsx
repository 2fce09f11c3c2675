import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function JobDescriptionTemplate({
  props,
}: TemplateProps<'templates/job-description'>) {
  return <ContentPage props={props} eyebrow="Job description" />;
}
