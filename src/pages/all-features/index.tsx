import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function AllFeaturesPage({ props }: TemplateProps<'pages/all-features'>) {
  return <BasicPage props={props} eyebrow="Features" />;
}
