/**
 * The block registry: one renderer per content block type (docs/product.md §7.1). Keyed by the
 * schema's type list, so a type without a renderer fails type-checking, and content naming an
 * unknown type fails the build (src/contracts/schemas/blocks.ts).
 *
 * Each renderer is its own chunk: a page loads only the blocks its content uses. The client
 * loads them with the page's template, before hydrating or showing it (see `blockTypesIn`), so
 * rendering finds them ready; the server loads them all.
 */
import { use, type ComponentType } from 'react';
import type { BlockOf, BlockType } from '../contracts/schemas/blocks.ts';
import { BLOCK_MODULES, isBlockType } from './modules.ts';

type Renderer<T extends BlockType = BlockType> = ComponentType<{
  block: BlockOf<T>;
}>;

/**
 * Every renderer module of this folder, each its own chunk; which block type lives where is
 * BLOCK_MODULES (./modules.ts). Shared parts and tests are not renderers (registry.test.ts checks
 * that this set and BLOCK_MODULES name the same files).
 */
export const MODULES = import.meta.glob<Record<string, Renderer>>([
  './*.tsx',
  '!./*.test.tsx',
  '!./registry.tsx',
  '!./BlockImage.tsx',
  '!./PostCard.tsx',
]);

function loaderFor<T extends BlockType>(type: T): () => Promise<Renderer<T>> {
  const { file, name } = BLOCK_MODULES[type];
  return async () => {
    const load = MODULES[`./${file}`];
    const renderer = load ? (await load())[name] : undefined;
    if (!renderer)
      throw new Error(`No renderer ${name} in src/blocks/${file} for block type ${type}`);
    return renderer as Renderer<T>;
  };
}

export const BLOCK_LOADERS = Object.fromEntries(
  (Object.keys(BLOCK_MODULES) as BlockType[]).map((type) => [type, loaderFor(type)]),
) as { [T in BlockType]: () => Promise<Renderer<T>> };

const loaded = new Map<string, Renderer>();
const pending = new Map<string, Promise<Renderer>>();

/** Loads a block's renderer once; a failed chunk may be retried. */
export function loadBlock(type: BlockType): Promise<Renderer> {
  let promise = pending.get(type);
  if (!promise) {
    promise = (BLOCK_LOADERS[type] as () => Promise<Renderer>)().then((renderer) => {
      loaded.set(type, renderer);
      return renderer;
    });
    promise.catch(() => pending.delete(type));
    pending.set(type, promise);
  }
  return promise;
}

/** Loads the renderers of these block types; rejects when a chunk cannot be loaded. */
export async function loadBlocks(types: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(types)].filter(isBlockType).map(loadBlock));
}

/**
 * The renderer for a block type. Normally already loaded; otherwise rendering waits for it
 * (React suspends on the cached promise) rather than showing the page without the block.
 */
export function useBlockRenderer(type: BlockType): Renderer {
  return loaded.get(type) ?? use(loadBlock(type));
}

export { blockTypesIn } from './walk.ts';
