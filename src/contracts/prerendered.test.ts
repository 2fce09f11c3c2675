import { describe, expect, it } from 'vitest';
import type { PageData } from './page-data.ts';
import {
  prerenderedStyles,
  restorePrerenderedHtml,
  withoutPrerenderedHtml,
} from './prerendered.ts';

const page: PageData = {
  path: '/x/',
  template: 'templates/landing-page',
  title: 'X',
  description: 'd',
  sq: [],
  props: {
    heading: 'X',
    sections: [
      { type: 'Hero', tone: 'tint', html: '<h2>Hero</h2>', styles: ['section:Hero'] },
      { type: 'PricingHero' },
      { type: 'Quote', tone: 'default', html: '<q>Quote</q>', styles: [] },
    ],
    bodyHtml: { html: '<p>Body</p>', styles: ['Cta'] },
  },
};

describe('prerendered parts', () => {
  it('given a page with prerendered parts, should embed a copy without their HTML and leave the page as it was', () => {
    const embedded = withoutPrerenderedHtml(page);
    expect(JSON.stringify(embedded)).not.toMatch(/Hero<|Quote<|Body</);
    expect(embedded.props.sections).toEqual([
      { type: 'Hero', tone: 'tint', html: '', styles: ['section:Hero'] },
      { type: 'PricingHero' },
      { type: 'Quote', tone: 'default', html: '', styles: [] },
    ]);
    expect((page.props.bodyHtml as { html: string }).html).toBe('<p>Body</p>');
    expect(JSON.stringify(page.props.sections)).toMatch(/Hero<.*Quote</);
  });

  it('given the document holding each part by its key, should make the embedded page whole again', () => {
    const embedded = withoutPrerenderedHtml(page);
    const dom: Record<string, string> = {
      'sections.0': '<h2>Hero</h2>',
      'sections.2': '<q>Quote</q>',
      body: '<p>Body</p>',
    };
    expect(restorePrerenderedHtml(embedded, (key) => dom[key])).toBe(true);
    expect(embedded).toEqual(page);
  });

  it('given a document missing one part, should say the page cannot be made whole', () => {
    const embedded = withoutPrerenderedHtml(page);
    expect(restorePrerenderedHtml(embedded, (key) => (key === 'body' ? null : '<p></p>'))).toBe(
      false,
    );
  });

  it('given a page without prerendered parts, should embed it as it is', () => {
    const plain = { ...page, props: { heading: 'X' } };
    expect(withoutPrerenderedHtml(plain)).toBe(plain);
    expect(restorePrerenderedHtml(plain, () => null)).toBe(true);
  });

  it('should list the style keys of every part, sections and body', () => {
    expect(prerenderedStyles(page.props)).toEqual(['section:Hero', 'Cta']);
  });
});
