/**
 * How Sections finds a section's renderer without importing the registry: the registry (its own
 * chunk, loaded only by pages whose sections need code) registers itself here when it loads.
 */
import type { SectionType } from '../contracts/schemas/pages.ts';

type Lookup = (type: SectionType) => unknown;

let lookup: Lookup | undefined;

export function setSectionLookup(next: Lookup): void {
  lookup = next;
}

export function loadedRenderer(type: SectionType): unknown {
  return lookup?.(type);
}
