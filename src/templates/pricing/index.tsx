import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import { PricingPlans } from '../shared/PricingPlans.tsx';
import { Sections } from '../shared/Sections.tsx';

export default function PricingTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props} eyebrow="Pricing">
      <Sections sections={props.sections} pricingPlans={<PricingPlans />} />
    </ContentPage>
  );
}
