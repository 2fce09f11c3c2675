import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function ForGoodPage({ props }: TemplateProps<'pages/for-good'>) {
  return <BasicPage props={props} eyebrow="Company" />;
}
