/**
 * Decap CMS fields generated from the zod schemas the build validates (issue 32, point 2): one source,
 * so the studio cannot ask for what the build refuses. A schema's shape gives the field, its
 * optional/default wrappers give `required`, enumerations become selects, string checks become
 * Decap `pattern`s, list lengths `min`/`max`. Labels come from `.meta({ title })` or the key;
 * hints from `.describe()`/`.meta({ description })`, then from the check messages. Node only
 * (build and server): zod never reaches the browser.
 */
import type { z } from 'zod';

/** A Decap CMS field (https://decapcms.org/docs/widgets/), as much of it as we generate. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  date_format?: string;
  time_format?: string | boolean;
  format?: string;
  picker_utc?: boolean;
  collection?: string;
  file?: string;
  search_fields?: string[];
  value_field?: string;
  display_fields?: string[];
  choose_url?: boolean;
  /**
   * What an empty field is saved as when the schema needs the key present: null (`.nullable()`)
   * or "" (a string that may be empty); see ./prune.ts.
   */
  saveEmptyAs?: null | '';
  [key: string]: unknown;
}

/** What the generator cannot turn into an editor field, by dotted path, with why. */
export interface SkippedField {
  path: string;
  reason: string;
}

/** A special field chosen by identity of its schema (images, rich text) or by path (relations). */
export type FieldOverride = (name: string, label: string, required: boolean) => DecapField;

export interface FieldContext {
  /** Special schemas, by identity: imageSchema → image widget, rich text → Markdown. */
  bySchema: Map<z.ZodType, FieldOverride>;
  /** Overrides by dotted path below the collection (`props.sections.*.form`), e.g. relations. */
  byPath: Map<string, FieldOverride>;
  skipped: SkippedField[];
}

/* zod 4 keeps a schema's definition in `_zod.def`; only the parts read here are typed. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
  in?: z.ZodType;
  out?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}

function defOf(schema: z.ZodType): Def {
  // oxlint-disable-next-line no-underscore-dangle -- zod 4 keeps the definition there, by design.
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function metaOf(schema: z.ZodType): { title?: string; description?: string } {
  const meta = (schema as unknown as { meta?: () => unknown }).meta?.() as
    { title?: string; description?: string } | undefined;
  return { ...meta, description: meta?.description ?? schema.description };
}

/** Abbreviations an editor reads as such, not as a word. */
const ABBREVIATIONS = /\b(?:cta|faq|url|seo|pdf|utm|ai|id)\b/g;

/** `startDate` → `Start date`, `ctaLink` → `CTA link`, `HomeHero` → `Home hero`. */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(ABBREVIATIONS, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema without optional/nullable/default wrappers, and whether a value may be left out. */
export function unwrap(schema: z.ZodType): {
  inner: z.ZodType;
  required: boolean;
  /** May be null but must be given: saved as null when left empty. */
  nullable: boolean;
  defaultValue?: unknown;
  hint?: string;
  title?: string;
} {
  let inner = schema;
  let required = true;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let { description: hint, title } = metaOf(schema);
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional') {
      required = false;
      optional = true;
    } else if (def.type === 'nullable') {
      required = false;
      nullable = true;
    } else if (def.type === 'default' || def.type === 'prefault') {
      required = false;
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type === 'pipe' && def.in && defOf(def.in).type !== 'transform') {
      // A transform after a parse (icon names to drawings): the editor edits the parsed input.
      inner = def.in;
      continue;
    } else break;
    inner = def.innerType as z.ZodType;
    const meta = metaOf(inner);
    hint ??= meta.description;
    title ??= meta.title;
  }
  return { inner, required, nullable: nullable && !optional, defaultValue, hint, title };
}

function checkMessage(check: CheckDef, fallback: string): string {
  const message = check.error?.({ code: 'invalid_format', input: '' });
  return typeof message === 'string' ? message : fallback;
}

/** Decap `pattern`, `min`/`max` and a hint from a string's checks and format. */
function stringRules(def: Def): Partial<DecapField> {
  const rules: Partial<DecapField> = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      rules.pattern = [check.pattern.source, checkMessage(check, `must match ${check.pattern}`)];
    if (check.check === 'min_length' && (check.minimum ?? 0) > 0 && !rules.pattern)
      rules.pattern = [
        `^[\\s\\S]{${check.minimum},}$`,
        check.minimum === 1 ? 'cannot be empty' : `at least ${check.minimum} characters`,
      ];
    if (check.check === 'max_length')
      rules.pattern = [
        `^[\\s\\S]{0,${check.maximum}}$`,
        `at most ${check.maximum} characters (the build refuses longer)`,
      ];
  }
  if (def.format === 'email')
    rules.pattern = [
      '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      'an email address, e.g. team@harbor.example',
    ];
  if (def.format === 'url')
    rules.pattern = ['^https?://', 'a web address, e.g. https://www.harbor.example'];
  return rules;
}

function listBounds(def: Def): Partial<DecapField> {
  const bounds: Partial<DecapField> = {};
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === 'min_length' && (_zod.def.minimum ?? 0) > 0)
      bounds.min = _zod.def.minimum;
    if (_zod.def.check === 'max_length') bounds.max = _zod.def.maximum;
  }
  return bounds;
}

function numberRules(def: Def): Partial<DecapField> {
  const rules: Partial<DecapField> = { value_type: 'float' };
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) rules.value_type = 'int';
    if (check.check === 'greater_than')
      rules.min = (check.value ?? 0) + (check.inclusive ? 0 : rules.value_type === 'int' ? 1 : 0);
    if (check.check === 'less_than') rules.max = check.value;
  }
  return rules;
}

const withHint = (field: DecapField, hint: string | undefined): DecapField =>
  hint ? { ...field, hint } : field;

/**
 * The Decap field of one schema, or undefined when it cannot be edited in a form (then it is
 * listed in `context.skipped` with why, and Decap keeps its value untouched).
 */
export function fieldFor(
  key: string,
  schema: z.ZodType,
  context: FieldContext,
  at: string,
): DecapField | undefined {
  const { inner, required, nullable, defaultValue, hint, title } = unwrap(schema);
  const label = title ?? labelFor(key);
  const byPath = context.byPath.get(at);
  if (byPath) return withHint(byPath(key, label, required), hint);
  const special = context.bySchema.get(inner) ?? context.bySchema.get(schema);
  if (special) return withHint(special(key, label, required), hint);
  const def = defOf(inner);
  const base: DecapField = {
    name: key,
    label,
    widget: 'string',
    required,
    ...(nullable ? { saveEmptyAs: null } : {}),
  };
  if (defaultValue !== undefined && typeof defaultValue !== 'object') base.default = defaultValue;
  switch (def.type) {
    case 'string': {
      if (def.format === 'date')
        return withHint(
          {
            ...base,
            widget: 'datetime',
            format: 'YYYY-MM-DD',
            date_format: 'YYYY-MM-DD',
            time_format: false,
            picker_utc: true,
          },
          hint ?? 'a date, e.g. 2026-03-14',
        );
      if (def.format === 'datetime')
        return withHint(
          { ...base, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ', picker_utc: true },
          hint ?? 'a date and time, e.g. 2026-12-08T17:00:00Z',
        );
      const rules = stringRules(def);
      return withHint({ ...base, ...rules }, hint ?? rules.pattern?.[1]);
    }
    case 'number':
      return withHint({ ...base, widget: 'number', ...numberRules(def) }, hint);
    case 'boolean':
      return withHint({ ...base, widget: 'boolean', required: false }, hint);
    case 'enum':
      return withHint(
        { ...base, widget: 'select', options: Object.values(def.entries ?? {}).map(String) },
        hint,
      );
    case 'literal':
      if (def.values?.length === 1)
        return { ...base, widget: 'hidden', default: def.values[0], required: false };
      return withHint({ ...base, widget: 'select', options: (def.values ?? []).map(String) }, hint);
    case 'union': {
      // A string or its empty literal (secureOrigin): a string that may stay empty.
      const options = (def.options ?? []).map((option) => unwrap(option).inner);
      const literals = options.filter((option) => defOf(option).type === 'literal');
      const strings = options.filter((option) => defOf(option).type === 'string');
      if (!def.discriminator && strings.length === 1 && literals.length === options.length - 1) {
        const field = fieldFor(key, strings[0] as z.ZodType, context, at);
        return (
          field && {
            ...field,
            required: false,
            ...(required ? { saveEmptyAs: '' as const } : {}),
            hint: hint ?? field.hint ?? 'may be left empty',
          }
        );
      }
      // A moment given as a date-time or as a date (a job post's validThrough): the studio
      // writes a date-time, which the schema accepts.
      if (
        strings.length === options.length &&
        strings.some((option) => defOf(option).format === 'datetime') &&
        strings.every((option) => ['datetime', 'date'].includes(String(defOf(option).format)))
      ) {
        const moment = strings.find((option) => defOf(option).format === 'datetime');
        const field = fieldFor(key, moment as z.ZodType, context, at);
        return field && { ...field, required, hint: hint ?? field.hint };
      }
      if (def.discriminator) {
        const types = options
          .map((option) => {
            const shape = defOf(option).shape ?? {};
            const literal = defOf(unwrap(shape[def.discriminator as string] as z.ZodType).inner);
            const typeName = String(literal.values?.[0]);
            const fields = objectFields(shape, context, `${at}.${typeName}`, [
              def.discriminator as string,
            ]);
            // A folded item is named by its heading, or else by its first line of text (a
            // quote); a type with neither shows its type alone.
            const named =
              fields.find((field) => field.name === 'heading') ??
              fields.find((field) => field.widget === 'string' || field.widget === 'text');
            return {
              name: typeName,
              label: labelFor(typeName),
              widget: 'object',
              ...(named ? { summary: `{{fields.${named.name}}}` } : {}),
              // Decap needs a field in every type: a type with nothing to fill in (a newsletter
              // band) shows its discriminator, which Decap sets itself.
              fields: fields.concat(
                Object.keys(shape).length === 1
                  ? [
                      {
                        name: def.discriminator as string,
                        label: 'Type',
                        widget: 'hidden',
                        default: typeName,
                      },
                    ]
                  : [],
              ),
            } satisfies DecapField;
          })
          .filter(Boolean);
        return { ...base, types, typeKey: def.discriminator } as DecapField;
      }
      // Objects of different shapes (a footer link with a URL, or with an action): one object
      // with every field, none required; the build still checks the combination.
      if (options.every((option) => defOf(option).type === 'object')) {
        const shape: Record<string, z.ZodType> = {};
        for (const option of options)
          for (const [name, field] of Object.entries(defOf(option).shape ?? {}))
            shape[name] ??= (field as z.ZodType).optional();
        return withHint(
          { ...base, widget: 'object', fields: objectFields(shape, context, at) },
          hint ?? 'fill in the fields of one kind only',
        );
      }
      context.skipped.push({ path: at, reason: 'a union of different kinds of value' });
      return undefined;
    }
    case 'object': {
      const fields = objectFields(def.shape ?? {}, context, at);
      return withHint(
        {
          ...base,
          widget: 'object',
          collapsed: !required,
          fields: required ? fields : fields.map(optionalWithin),
        },
        hint ?? (required ? undefined : requiredWhenFilled(fields)),
      );
    }
    case 'array': {
      const item = fieldFor(key, def.element as z.ZodType, context, `${at}.*`);
      if (!item) return undefined;
      const bounds = listBounds(def);
      const list: DecapField = {
        ...base,
        widget: 'list',
        ...bounds,
        required: required || bounds.min !== undefined,
        // An optional list starts empty: without a default, Decap gives a new entry one item
        // whenever the item has a field with a default (an event's time zone), and that item's
        // required fields then block saving a post that announces no event.
        ...(!required && bounds.min === undefined
          ? { default: Array.isArray(defaultValue) ? defaultValue : [] }
          : {}),
      };
      if (item.types) return withHint({ ...list, types: item.types, typeKey: item.typeKey }, hint);
      if (item.widget === 'object')
        return withHint({ ...list, fields: item.fields, collapsed: true }, hint);
      if (item.widget === 'select')
        return withHint(
          { ...base, widget: 'select', multiple: true, options: item.options, ...bounds },
          hint,
        );
      // One value per item (a word, a URL): each item is shown open, its own text box, and by
      // its value when folded; Decap otherwise folds them all under the list's label.
      return withHint(
        {
          ...list,
          field: { ...item, name: key, label },
          summary: `{{fields.${key}}}`,
          ...(item.widget === 'string' ? { collapsed: false } : {}),
        },
        hint,
      );
    }
    default:
      context.skipped.push({ path: at, reason: `a ${def.type} value, edited in the file` });
      return undefined;
  }
}

/**
 * A field inside an optional object: Decap checks required fields even when their object is left
 * empty, so inside one nothing is required in the form; the object's hint names what is needed
 * once it is filled in, the preview shows the build's verdict, and the studio leaves an empty
 * optional object out when saving (./prune.ts).
 */
export function optionalWithin(field: DecapField): DecapField {
  const { min: _min, ...rest } = field;
  return {
    ...rest,
    required: false,
    // Starts empty, as an optional list does (see fieldFor's lists).
    ...(field.widget === 'list' && field.default === undefined ? { default: [] } : {}),
    ...(field.fields ? { fields: field.fields.map(optionalWithin) } : {}),
  };
}

function requiredWhenFilled(fields: DecapField[]): string | undefined {
  const needed = fields.filter((field) => field.required && field.widget !== 'hidden');
  return needed.length
    ? `Optional. If you fill it in, it needs: ${needed.map((field) => field.label.toLowerCase()).join(', ')}.`
    : undefined;
}

/** The fields of an object's shape, in order; `omit` leaves out keys the collection sets itself. */
export function objectFields(
  shape: Record<string, z.ZodType>,
  context: FieldContext,
  at: string,
  omit: string[] = [],
): DecapField[] {
  const fields: DecapField[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    if (omit.includes(key)) continue;
    const field = fieldFor(key, schema, context, at ? `${at}.${key}` : key);
    if (field) fields.push(field);
  }
  return fields;
}
