/**
 * How Sections finds a section's renderer without importing the registry: the registry (its own
 * chunk, loaded only by pages whose sections need code) registers itself here when it loads.
 */
import { use, type ComponentType } from 'react';
import type { SectionType } from '../contracts/schemas/pages.ts';
import type { SectionRendererProps } from './registry.tsx';

type Renderer = ComponentType<SectionRendererProps>;
type Lookup = (type: SectionType) => unknown;

let lookup: Lookup | undefined;
const pending = new Map<SectionType, Promise<unknown>>();

export function setSectionLookup(next: Lookup): void {
  lookup = next;
}

/** Normally loaded before the page shows (loadBlocks); otherwise rendering waits for it. */
export function useSectionRenderer(type: SectionType): Renderer {
  const found = lookup?.(type);
  if (found) return found as Renderer;
  let promise = pending.get(type);
  if (!promise) {
    promise = import('./registry.tsx').then(({ loadSection }) => loadSection(type));
    pending.set(type, promise);
  }
  return use(promise) as Renderer;
}
