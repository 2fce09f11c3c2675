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
      { text: 'Use <script> & <', mark: false },
      { text: 'img onerror=x', mark: true },
      { text: '>', mark: false },
    ]);
  });

  it('given a match with the punctuation Pagefind kept around it, should mark only the word', () => {
    expect(
      excerptParts('Shared <mark>inbox.</mark> The <mark>“inbox”</mark> (<mark>(inbox)</mark>'),
    ).toEqual([
      { text: 'Shared ', mark: false },
      { text: 'inbox', mark: true },
      { text: '. The “', mark: false },
      { text: 'inbox', mark: true },
      { text: '” ((', mark: false },
      { text: 'inbox', mark: true },
      { text: ')', mark: false },
    ]);
  });

  it('given a match inside a word with punctuation, should keep the word whole', () => {
    expect(excerptParts('<mark>reply-all</mark> and <mark>SLA’s</mark>')).toEqual([
      { text: 'reply-all', mark: true },
      { text: ' and ', mark: false },
      { text: 'SLA’s', mark: true },
    ]);
  });

  it('given a match of punctuation alone, should not mark it', () => {
    expect(excerptParts('a <mark>—</mark> b')).toEqual([{ text: 'a — b', mark: false }]);
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
