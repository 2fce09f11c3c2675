import type { TemplateProps } from '../../app/routes.ts';
import type { ContentPageProps } from '../../content/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function JobDescriptionTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <ContentPage props={props} eyebrow="Job description" />;
}
