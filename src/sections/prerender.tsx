/**
 * Build time (server only): renders the pure-markup sections of a page to HTML, so the browser
 * shows them without loading their code (src/sections/modules.ts `prerendered`). The markup is
 * the same React renders, so the prerendered page and the client agree.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { SharedData, SliceData, SliceName } from '../contracts/page-data.ts';
import { SiteDataProvider } from '../app/site-data.tsx';
import type { ContentPageProps } from '../contracts/schemas/pages.ts';
import { isLive, isPrerenderable } from './modules.ts';
import { loadedSection } from './registry.tsx';
import { sectionTones } from './Sections.tsx';

export interface SiteContext {
  shared: SharedData;
  slices: Record<SliceName, SliceData>;
  path: string;
}

export function prerenderSections(props: ContentPageProps, site: SiteContext): ContentPageProps {
  const sections = props.sections;
  if (!sections?.length) return props;
  const tones = sectionTones(sections);
  const page = { heading: props.heading, intro: props.intro };
  return {
    ...props,
    sections: sections.map((section, index) => {
      if ('html' in section || !isPrerenderable(section)) return section;
      const Renderer = loadedSection(section.type);
      if (!Renderer) throw new Error(`The renderer of section ${section.type} is not loaded`);
      const tone = tones[index] ?? 'default';
      const html = renderToStaticMarkup(
        <SiteDataProvider value={site}>
          <Renderer section={section} tone={tone} page={page} first={index === 0} />
        </SiteDataProvider>,
        // Each section renders on its own: a prefix keeps its ids apart from the others'.
        { identifierPrefix: `s${index}-` },
      );
      return isLive(section)
        ? { type: section.type, tone, html, live: section }
        : { type: section.type, tone, html };
    }),
  };
}
