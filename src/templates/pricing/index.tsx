import type { TemplateProps } from '../../app/routes.ts';
import type { ContentPageProps } from '../../content/schemas/pages.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** The pricing page: its sections in content; the PricingHero band shows the plans. */
export default function PricingTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <SectionsPage props={props} eyebrow="Pricing" />;
}
