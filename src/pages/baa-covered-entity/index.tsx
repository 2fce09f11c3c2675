import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function BaaCoveredEntityPage({ props }: TemplateProps<'pages/baa-covered-entity'>) {
  return <BasicPage props={props} eyebrow="Legal" />;
}
