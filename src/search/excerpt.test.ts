import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts } from './excerpt.ts';

describe('excerptParts', () => {
  it('given an excerpt with two matches, should return the text around them and the marked words', () => {
    expect(excerptParts('Route <mark>tickets</mark> to the right <mark>team</mark>.')).toEqual([
      { text: 'Route ', mark: false },
      { text: 'tickets', mark: true },
      { text: ' to the right ', mark: false },
      { text: 'team', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('given escaped markup in the page text, should decode it to visible text, never to an element', () => {
    const parts = excerptParts('Use &lt;script&gt; & <mark>&lt;img onerror=x&gt;</mark>');
    expect(parts).toEqual([
      { text: 'Use <script> & ', mark: false },
      { text: '<img onerror=x>', mark: true },
    ]);
  });

  it('given raw tags other than mark, should keep them as text', () => {
    expect(excerptParts('<b>bold</b> <mark>x</mark>')).toEqual([
      { text: '<b>bold</b> ', mark: false },
      { text: 'x', mark: true },
    ]);
  });

  it('given an unclosed mark, should mark the rest and never throw', () => {
    expect(excerptParts('a <MARK>b')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b', mark: true },
    ]);
    expect(excerptParts('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('given the two escapes Pagefind writes, should undo them and keep any other entity as the page showed it', () => {
    expect(decodeEntities('a &lt;b&gt; &amp;lt; &quot;')).toBe('a <b> &amp;lt; &quot;');
  });
});
