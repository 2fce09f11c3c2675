import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../content/schemas/blocks.ts';
import { BLOCK_RENDERERS } from './registry.tsx';

describe('block registry', () => {
  it('given the block types of the content model, should have exactly one renderer for each', () => {
    expect(Object.keys(BLOCK_RENDERERS).sort()).toEqual([...BLOCK_TYPES].sort());
  });
});
