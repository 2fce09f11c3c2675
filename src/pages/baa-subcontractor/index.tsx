import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function BaaSubcontractorPage({ props }: TemplateProps<'pages/baa-subcontractor'>) {
  return <BasicPage props={props} eyebrow="Legal" />;
}
