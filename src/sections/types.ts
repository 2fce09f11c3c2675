/** What every section renderer receives (src/sections/registry.tsx). */
import type { SectionOf, SectionType } from '../contracts/schemas/pages.ts';
import type { SectionTone } from '../ui/Section/Section.tsx';

export interface SectionRendererProps<T extends SectionType = SectionType> {
  section: SectionOf<T>;
  /** The band's background, chosen by the page so that bands alternate. */
  tone: SectionTone;
  /** What a hero shows when its content names no heading of its own. */
  page: { heading: string; intro: string };
  /** The page's first band: a hero there carries the page's h1. */
  first?: boolean;
}
