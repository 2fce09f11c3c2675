import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function StartupsPage({ props }: TemplateProps<'pages/startups'>) {
  return <BasicPage props={props} eyebrow="Startups" />;
}
