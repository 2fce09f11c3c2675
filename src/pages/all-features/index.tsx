import type { TemplateProps } from '../../app/routes.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function AllFeaturesPage({ props }: TemplateProps) {
  return <BasicPage props={props} eyebrow="Features" />;
}
