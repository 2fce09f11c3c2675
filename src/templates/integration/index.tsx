import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

/** An integration: its logo (the page's `image`) above the heading. */
export default function IntegrationTemplate({ props }: TemplateProps<'templates/integration'>) {
  return <ContentPage props={props} eyebrow="Integration" image="logo" />;
}
