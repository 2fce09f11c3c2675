import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** The pricing page: its sections in content; the PricingHero band shows the plans. */
export default function PricingTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <SectionsPage props={props} eyebrow="Pricing" />;
}
