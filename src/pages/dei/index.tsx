import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function DeiPage({ props }: TemplateProps<'pages/dei'>) {
  return <BasicPage props={props} eyebrow="Company" />;
}
