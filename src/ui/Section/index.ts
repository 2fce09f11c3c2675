export { Section, SECTION_TONES, type SectionProps, type SectionTone } from './Section.tsx';
