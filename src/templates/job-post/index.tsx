import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function JobPostTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <ContentPage props={props} eyebrow="Careers" />;
}
