import type { TemplateProps } from '../../app/routes.ts';
import type { ContentPageProps } from '../../content/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import { Sections } from '../shared/Sections.tsx';

export default function LandingPageTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props}>
      <Sections sections={props.sections} />
    </ContentPage>
  );
}
