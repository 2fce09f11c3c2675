import type { TemplateProps } from '../../contracts/templates.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** The pricing page: its sections in content; the PricingHero band shows the plans. */
export default function PricingTemplate({ props }: TemplateProps<'templates/pricing'>) {
  return <SectionsPage props={props} eyebrow="Pricing" />;
}
