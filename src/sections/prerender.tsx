/**
 * Build time (server only): renders the pure-markup sections of a page to HTML, so the browser
 * shows them without loading their code (src/sections/modules.ts `prerendered`). The markup is
 * the same React renders, so the prerendered page and the client agree.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockTypesIn } from '../blocks/walk.ts';
import type { SharedData, SliceData, SliceName } from '../contracts/page-data.ts';
import { SiteDataProvider } from '../site/site-data.tsx';
import type { ContentPageProps } from '../contracts/schemas/pages.ts';
import { isLive, isPrerenderable, sectionKeysIn } from './modules.ts';
import { Content } from './Content.tsx';
import { loadedSection } from './registry.tsx';
import { sectionTones } from './Sections.tsx';
import type { SectionRendererProps } from './types.ts';

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
      const Renderer = (section.type === 'Content' ? Content : loadedSection(section.type)) as
        ComponentType<SectionRendererProps> | undefined;
      if (!Renderer) throw new Error(`The renderer of section ${section.type} is not loaded`);
      const tone = tones[index] ?? 'default';
      const html = renderToStaticMarkup(
        <SiteDataProvider value={site}>
          <Renderer section={section} tone={tone} page={page} first={index === 0} />
        </SiteDataProvider>,
        // Each section renders on its own: a prefix keeps its ids apart from the others'.
        { identifierPrefix: `s${index}-` },
      );
      // What the section's markup needs styles for: itself and the blocks inside it.
      const styles = [
        ...sectionKeysIn({ sections: [{ type: section.type }] }),
        ...blockTypesIn(section),
      ];
      // A live section keeps its content: the browser swaps in its renderer after hydration.
      return isLive(section)
        ? { type: section.type, tone, html, styles, live: section }
        : { type: section.type, tone, html, styles };
    }),
  };
}
