import type { TemplateProps } from '../../contracts/templates.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** A landing page: bands from its sections in content (hero, feature rows, proof, quote, CTA…). */
export default function LandingPageTemplate({ props }: TemplateProps<'templates/landing-page'>) {
  return <SectionsPage props={props} />;
}
