import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function ReferralPage({ props }: TemplateProps<'pages/referral'>) {
  return <BasicPage props={props} eyebrow="Referral program" />;
}
