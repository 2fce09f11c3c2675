/**
 * Small shared results for tests that render whole pages: made up here, validated by the same
 * schemas as the build, so they never drift from the contracts and never pin live content.
 */
import { footerSchema, navigationSchema } from '../contracts/schemas/navigation.ts';
import { iconByName } from '../ui/Icon/icons-by-name.ts';
import { pricingSchema } from '../contracts/schemas/pricing.ts';
import type { SharedTypes } from '../contracts/shared.ts';
import { TEST_SETTINGS } from './settings.ts';

/**
 * Raw navigation content (before the schema) of one Product menu holding one LIST of `links`:
 * the smallest navigation for tests, checked by the build's schema wherever it is parsed.
 */
export function navigationWithLinks(links: Record<string, unknown>[]) {
  return {
    items: [
      {
        title: 'Product',
        id: 'product',
        columns: [{ items: [{ layout: 'LIST', title: 'Features', items: links }], footer: null }],
      },
    ],
  };
}

export const TEST_NAVIGATION = navigationSchema({ icon: iconByName }).parse(
  navigationWithLinks([{ title: 'Inbox', url: '/inbox/', icon: null, isNew: false }]),
);

export const TEST_FOOTER = footerSchema.parse({
  columns: [{ title: 'Company', links: [{ title: 'About', url: '/about/' }] }],
  social: [{ network: 'X', label: 'Test on X', url: 'https://x.example/test' }],
  badge: { label: 'A responsibility badge', url: '/for-good/' },
  tagline: 'A tagline for tests',
});

export const TEST_PRICING = pricingSchema.parse({
  headline: 'Test plans',
  annualSavingNote: 'Save some',
  defaultPeriod: 'annually',
  plans: [
    {
      id: 'standard',
      name: 'Test Standard',
      shortDescription: 'For tests.',
      ctaText: 'Try it',
      ctaLink: '/members/register/39/',
      prices: {
        annually: { price: 11, per: 'per <info>a seat</info> per month' },
        monthly: { price: 13, per: 'per <info>a seat</info> per month' },
      },
      description: 'A plan that exists only in tests.',
      featuresIntro: 'Includes:',
      features: [{ text: 'One test feature', tooltip: 'What the test feature does' }],
    },
  ],
  messages: {
    includedViewers: 100,
    tiers: [{ userCount: 1000, price: 10 }],
    overage: { above: 1000, step: 500, price: 5 },
  },
});

export const TEST_SHARED: SharedTypes = {
  settings: TEST_SETTINGS,
  navigation: TEST_NAVIGATION,
  footer: TEST_FOOTER,
  pricing: TEST_PRICING,
};
