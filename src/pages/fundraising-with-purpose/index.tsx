import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function FundraisingWithPurposePage({ props }: TemplateProps) {
  return <BasicPage props={props} eyebrow="Nonprofits" />;
}
