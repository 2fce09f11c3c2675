import type { TemplateProps } from '../../contracts/templates.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** The home page: bands from its sections in content; its HomeHero carries the h1. */
export default function HomeTemplate({ props }: TemplateProps<'templates/home'>) {
  return <SectionsPage props={props} />;
}
