/**
 * Every icon by name, for content that names its icon (e.g. navigation list items). Importing
 * this file bundles the whole set: components that know their icon import it directly instead.
 */
import * as all from './icons.ts';
import type { IconDefinition, IconName } from './icons.ts';

const BY_NAME = new Map<string, IconDefinition>(
  Object.values(all)
    .filter(
      (value): value is IconDefinition =>
        typeof value === 'object' && value !== null && 'paths' in value,
    )
    .map((definition) => [definition.name, definition]),
);

/** The icon called `name`, or undefined (with a warning) for a name the set does not have. */
export function iconByName(name: IconName | string): IconDefinition | undefined {
  const found = BY_NAME.get(name);
  if (!found) console.warn(`[icon] unknown icon "${name}"`);
  return found;
}
