import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import { Sections } from '../shared/Sections.tsx';

export default function HomeTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props}>
      <Sections sections={props.sections} />
    </ContentPage>
  );
}
