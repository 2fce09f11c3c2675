import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { SectionsPage } from '../../sections/Sections.tsx';

/** The home page: bands from its sections in content; its HomeHero carries the h1. */
export default function HomeTemplate({ props }: TemplateProps<ContentPageProps>) {
  return <SectionsPage props={props} />;
}
