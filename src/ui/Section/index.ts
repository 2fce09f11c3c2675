export { Section, type SectionProps } from './Section.tsx';
export { SECTION_TONES, type SectionTone } from './tones.ts';
