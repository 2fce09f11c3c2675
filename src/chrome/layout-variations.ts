/**
 * Page-level layout variations (docs/product.md §2.3), in one table. Paths match with or without
 * the trailing slash.
 */
import { pageKey } from '../contracts/paths.ts';

export type FooterVariant = 'full' | 'small' | 'none';
export type HeaderVariant = 'default' | 'static';

export interface LayoutVariation {
  footer: FooterVariant;
  header: HeaderVariant;
}

const DEFAULT_LAYOUT: LayoutVariation = { footer: 'full', header: 'default' };

const VARIATIONS: Record<string, Partial<LayoutVariation>> = {
  'product-tour': { footer: 'none' },
  'fundraising-with-purpose': { footer: 'small' },
  'interview-builder': { footer: 'small', header: 'static' },
  'lp/personalized-customer-experience': { footer: 'small' },
  'webinars/foundations-of-great-service': { footer: 'small' },
};

export function layoutFor(path: string): LayoutVariation {
  return { ...DEFAULT_LAYOUT, ...VARIATIONS[pageKey(path)] };
}
