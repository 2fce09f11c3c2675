import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** A landing page: bands from its sections in content (hero, feature rows, proof, quote, CTA…). */
export default function LandingPageTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <SectionsPage props={props} />;
}
