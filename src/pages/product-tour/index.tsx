import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function ProductTourPage({ props }: TemplateProps) {
  return <BasicPage props={props} eyebrow="Product tour" />;
}
