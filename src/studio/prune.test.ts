import { describe, expect, it } from 'vitest';
import { studioConfig } from './config.ts';
import { imagesMissingAlt } from './images.ts';
import { pruneObject, type PruneField } from './prune.ts';

const { config } = studioConfig({ kind: 'local', proxyUrl: 'http://127.0.0.1:1/api/v1' });
const collections = config.collections as {
  name: string;
  fields?: PruneField[];
  files?: { fields: PruneField[] }[];
}[];
const blog = collections.find((collection) => collection.name === 'blog')?.fields ?? [];
const pricing =
  collections.find((collection) => collection.name === 'pricing')?.files?.[0]?.fields ?? [];

describe('pruneObject', () => {
  it('given optional images and a listing left alone, should save none of them', () => {
    const saved = pruneObject(
      {
        path: '/blog/a/',
        title: 'A',
        thumbnailImage: { layout: 'constrained' },
        collection: { limit: 24 },
        category: '',
        date: null,
      },
      blog,
    );
    expect(saved).toEqual({ path: '/blog/a/', title: 'A' });
  });

  it('given a post announcing no event, should save no event list', () => {
    expect(pruneObject({ path: '/blog/a/', events: [] }, blog)).toEqual({ path: '/blog/a/' });
  });

  it('given an image with a picture and decorative alt, should keep it with alt ""', () => {
    const saved = pruneObject(
      { image: { src: '/images/a.png', alt: '', layout: 'constrained' } },
      blog,
    );
    expect(saved.image).toEqual({ src: '/images/a.png', alt: '', layout: 'constrained' });
  });

  it('given a price left empty, should save it as null, which the schema asks for', () => {
    const plans = pricing.find((field) => field.name === 'plans');
    const saved = pruneObject(
      {
        plans: [
          {
            id: 'pro',
            prices: { monthly: { price: '', per: 'user' }, annually: { price: 20, per: 'user' } },
          },
        ],
      },
      pricing,
    );
    expect(plans).toBeDefined();
    expect(
      (saved.plans as { prices: { monthly: { price: unknown } } }[])[0]?.prices.monthly.price,
    ).toBeNull();
  });
});

describe('imagesMissingAlt', () => {
  it('should count pictures without alt text, not decorative ones nor empty images', () => {
    expect(
      imagesMissingAlt({
        image: { src: '/images/a.png' },
        b: [{ src: '/images/b.png', alt: '' }],
        c: { layout: 'x' },
      }),
    ).toBe(1);
  });
});
