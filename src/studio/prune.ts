/**
 * What the studio saves (and previews): Decap writes every field of an object it shows, so an
 * optional image or listing left alone would be saved as `{ layout: "constrained" }`, which the
 * build refuses (an image needs its src). Before saving, optional fields left empty are removed,
 * and optional objects holding nothing but their defaults with them. Alt text is kept even when
 * empty: "" is a decorative image (./AltWidget.tsx). Browser and Node alike: no imports.
 */

/** The parts of a Decap field (./fields.ts DecapField) pruning reads. */
export interface PruneField {
  name: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  fields?: PruneField[];
  types?: PruneField[];
  typeKey?: string;
  saveEmptyAs?: null | '';
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** Nothing but defaults and empty values: an object the editor never filled in. */
function isBlank(value: Data, fields: readonly PruneField[]): boolean {
  return fields.every((field) => {
    const child = value[field.name];
    if (isEmptyValue(child) || field.widget === 'hidden') return true;
    if (field.default !== undefined && child === field.default) return true;
    if (field.fields && isRecord(child)) return isBlank(child, field.fields);
    if (Array.isArray(child)) return child.length === 0;
    return false;
  });
}

function pruneValue(value: unknown, field: PruneField): unknown {
  if (field.fields && isRecord(value)) return pruneObject(value, field.fields);
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (!isRecord(item)) return item;
      if (field.types) {
        const key = field.typeKey ?? 'type';
        const type = field.types.find((candidate) => candidate.name === item[key]);
        return type?.fields ? { ...pruneObject(item, type.fields), [key]: item[key] } : item;
      }
      return field.fields ? pruneObject(item, field.fields) : item;
    });
  }
  return value;
}

/** The entry's data as it should be saved. */
export function pruneObject(data: Data, fields: readonly PruneField[]): Data {
  const out: Data = { ...data };
  for (const field of fields) {
    if (!(field.name in out)) continue;
    const value = pruneValue(out[field.name], field);
    const optional = field.required === false;
    if (field.widget === 'alt') out[field.name] = value;
    else if (field.saveEmptyAs !== undefined && isEmptyValue(value))
      out[field.name] = field.saveEmptyAs;
    else if (optional && isEmptyValue(value)) delete out[field.name];
    // An optional list that starts empty (./fields.ts) and stayed so: absent, as before.
    else if (optional && isEmptyList(value) && isEmptyList(field.default)) delete out[field.name];
    else if (optional && field.fields && isRecord(value) && isBlank(value, field.fields))
      delete out[field.name];
    else out[field.name] = value;
  }
  return out;
}
