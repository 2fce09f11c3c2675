import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function FundraisingWithPurposePage({
  props,
}: TemplateProps<'pages/fundraising-with-purpose'>) {
  return <BasicPage props={props} eyebrow="Nonprofits" />;
}
