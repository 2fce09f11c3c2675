import { describe, expect, it } from 'vitest';
import { studioConfig } from './config.ts';
import { labelFor, type DecapField } from './fields.ts';

describe('labelFor', () => {
  it('given a field or section type name, should read as words with abbreviations kept', () => {
    expect(labelFor('startDate')).toBe('Start date');
    expect(labelFor('HomeHero')).toBe('Home hero');
    expect(labelFor('NewsletterCta')).toBe('Newsletter CTA');
    expect(labelFor('ctaLink')).toBe('CTA link');
    expect(labelFor('faq_items')).toBe('FAQ items');
    // Not inside a word.
    expect(labelFor('actual')).toBe('Actual');
  });
});

describe('section types in the studio', () => {
  const { config } = studioConfig({ kind: 'local', proxyUrl: 'http://127.0.0.1:1/api/v1' });
  const collections = config.collections as { name: string; fields?: DecapField[] }[];
  const home = collections.find((collection) => collection.name === 'home');
  const sections = home?.fields
    ?.find((field) => field.name === 'props')
    ?.fields?.find((field) => field.name === 'sections');
  const type = (name: string) => sections?.types?.find((option) => option.name === name);

  it('should label each type in words and name a folded item by its heading or first text', () => {
    expect(type('HomeHero')).toMatchObject({ label: 'Home hero' });
    expect(type('CtaBand')).toMatchObject({ label: 'CTA band', summary: '{{fields.heading}}' });
    expect(type('Quote')).toMatchObject({ summary: '{{fields.quote}}' });
    // Nothing to name it by: the type's label alone, not an empty template.
    expect(type('HomeHero')?.summary).toBeUndefined();
  });

  it('given a text that must not be empty, should say so in words', () => {
    const words = type('HomeHero')?.fields?.find((field) => field.name === 'rotatingWords');
    expect(words?.field?.pattern?.[1]).toBe('cannot be empty');
  });
});
