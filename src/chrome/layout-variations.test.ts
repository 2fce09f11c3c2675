import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-variations.ts';

describe('layout variations (docs/product.md §2.3)', () => {
  it.each([
    ['/product-tour/', { footer: 'none', header: 'default' }],
    ['/fundraising-with-purpose/', { footer: 'small', header: 'default' }],
    ['/interview-builder/', { footer: 'small', header: 'static' }],
    ['/lp/personalized-customer-experience', { footer: 'small', header: 'default' }],
    ['/webinars/foundations-of-great-service/', { footer: 'small', header: 'default' }],
  ])('given %s, should use its variation', (path, expected) => {
    expect(layoutFor(path)).toEqual(expected);
  });

  it('given a path with or without its trailing slash, should give the same variation', () => {
    expect(layoutFor('/product-tour')).toEqual(layoutFor('/product-tour/'));
    expect(layoutFor('/lp/personalized-customer-experience/')).toEqual(
      layoutFor('/lp/personalized-customer-experience'),
    );
  });

  it.each(['/', '/pricing/', '/interview-builder-library/', '/lp/get-a-demo/', '/webinars/'])(
    'given %s, should use the full footer and the reacting header',
    (path) => {
      expect(layoutFor(path)).toEqual({ footer: 'full', header: 'default' });
    },
  );
});
