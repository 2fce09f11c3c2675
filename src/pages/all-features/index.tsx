import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function AllFeaturesPage({ props }: TemplateProps) {
  return <BasicPage props={props} eyebrow="Features" />;
}
