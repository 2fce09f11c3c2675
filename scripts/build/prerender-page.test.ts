import { describe, expect, it } from 'vitest';
import { decodeBatch, encodeBatch } from './prerender-page.ts';

describe('page batches', () => {
  it('given pages as UTF-8 JSON, should hand each back whole, multi-byte text included', () => {
    const texts = [
      '{"title":"Plain"}',
      '{"title":"Curly “quotes” and an ellipsis…"}',
      '{"e":"👋"}',
    ];
    const batch = encodeBatch(texts.map((text) => Buffer.from(text)));
    expect(batch.bytes.buffer.byteLength).toBe(batch.bytes.byteLength);
    const decoded = [...decodeBatch(batch)];
    expect(decoded.map((page) => page.text)).toEqual(texts);
    expect(decoded.map((page) => Buffer.from(page.bytes).toString())).toEqual(texts);
  });

  it('given no pages, should make an empty batch', () => {
    expect([...decodeBatch(encodeBatch([]))]).toEqual([]);
  });
});
