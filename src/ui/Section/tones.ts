/**
 * Band backgrounds: white, a light brand tint, dark ink, brand blue (the strongest call to
 * action). Apart from the component, so pages that only render bands do not ship the list.
 */
export const SECTION_TONES = ['default', 'tint', 'dark', 'brand'] as const;
export type SectionTone = (typeof SECTION_TONES)[number];
