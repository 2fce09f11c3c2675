/**
 * Blocks that pick a form (issue 32, point 5), offered in the studio's Markdown editor as
 * components: **Add component › Form** (or **Call to action**) opens their fields, generated from
 * the block schemas like every other field, with the form as a picker of the Forms collection
 * instead of a name typed inside a ```block fence. The editor writes the same fence the build
 * reads (./block-fence.ts). Node only: the studio receives them in its configuration.
 */
import { z } from 'zod';
import { blockSchemas } from '../contracts/schemas/blocks.ts';
import { objectFields, type DecapField, type FieldContext, type FieldOverride } from './fields.ts';

/** The block types that name a form, with the studio's name for them. */
export const FORM_BLOCKS = [
  { type: 'Form', label: 'Form' },
  { type: 'Cta', label: 'Call to action' },
] as const;

export interface BlockComponent {
  /** The block's type, written first in its fence. */
  type: string;
  label: string;
  fields: DecapField[];
}

/** The Forms collection (content/forms/), picked by name. */
export const FORMS_COLLECTION = 'forms';

/** A form picked from the Forms collection: its name is what pages write. */
export const formPicker: FieldOverride = (name, label, required) => ({
  name,
  label,
  widget: 'relation',
  required,
  collection: FORMS_COLLECTION,
  value_field: 'name',
  search_fields: ['name', 'submitText'],
  display_fields: ['name'],
  hint: 'Pick a form of the Forms collection; a new form is added there first.',
});

/** The shape of an object schema, also behind a transform (the Cta block checks its links). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  // oxlint-disable-next-line no-underscore-dangle -- zod 4 keeps the definition there, by design.
  const def = (schema as unknown as { _zod: { def: { in?: z.ZodType } } })._zod.def;
  const object = (def.in ?? schema) as unknown as { shape?: Record<string, z.ZodType> };
  return object.shape ?? {};
}

/** The editor components of the blocks that pick a form, their fields from the block schemas. */
export function blockComponents(context: FieldContext): BlockComponent[] {
  const { schemas } = blockSchemas({
    form: () => undefined,
    formNames: [],
    cards: new Map(),
    warn: () => {},
    document: z.any(),
  });
  return FORM_BLOCKS.map(({ type, label }) => {
    const at = `block.${type}`;
    context.byPath.set(`${at}.form`, formPicker);
    return {
      type,
      label,
      // The id is the fence's (the loader numbers blocks); contentful_id is Contentful's own.
      fields: objectFields(shapeOf(schemas[type]), context, at, ['type', 'id', 'contentful_id']),
    };
  });
}
