import type { Settings } from '../../contracts/schemas/settings.ts';

export type TourArea = keyof Settings['tour'];

/** The tour page of a product area, from the settings (the demo host, or the local stand-in). */
export function tourUrl(settings: Settings, area: TourArea): string {
  return settings.tour[area];
}

/** docs/product.md: the tour modal's closing state lasts about 350 ms. */
export const TOUR_CLOSE_MS = 350;
