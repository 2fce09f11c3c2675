/**
 * The Contentful content model, generated from the zod schemas the build validates (issue 32,
 * point 8): one source, as for the studio, so a space set up with it holds what the build accepts,
 * and what src/content/contentful/reshape.ts reads back. The schemas are walked by the studio's
 * walk (src/studio/fields.ts); its Decap fields are then turned into Contentful fields here.
 *
 * The types, as reshape.ts reads them:
 * - `page`: the page entry's fields (path, template, title…) and every content page's props
 *   (basePropsShape); `sections` links `section` entries; images link assets; `body` is rich text
 *   whose embedded entries are blocks.
 * - `section`: `type` (one of SECTION_TYPES) and the fields of every section type, none required
 *   (which ones a type needs, the build checks).
 * - one type per block (`cta`, `video`…: the block type with a lower-case first letter).
 * - `siteData`: settings, navigation, footer, pricing, forms and interview questions as JSON.
 *
 * Nested objects and lists of objects (a feature row, an event) are JSON (Object) fields: a
 * picture inside one is `{ "src": "https://…", "alt": "…" }`, not an asset link.
 */
import { z } from 'zod';
import { blockSchemas, BLOCK_TYPES } from '../../../src/contracts/schemas/blocks.ts';
import { imageSchema } from '../../../src/contracts/schemas/common.ts';
import { FORM_NAME_PATTERN } from '../../../src/contracts/schemas/forms.ts';
import { basePropsShape, sectionSchema } from '../../../src/contracts/schemas/pages.ts';
import {
  BLOCK_NODE_TYPES,
  INLINE_NODE_TYPES,
  MARK_TYPE_LIST,
} from '../../../src/contracts/schemas/richtext.ts';
import { TEMPLATE_IDS } from '../../../src/contracts/templates.ts';
import { pageEntrySchema } from '../../../src/content/model.ts';
import {
  fieldFor,
  objectFields,
  unwrap,
  type DecapField,
  type FieldContext,
} from '../../../src/studio/fields.ts';

export type FieldType =
  | 'Symbol'
  | 'Text'
  | 'RichText'
  | 'Integer'
  | 'Number'
  | 'Date'
  | 'Boolean'
  | 'Object'
  | 'Link'
  | 'Array';

export type Validation = Record<string, unknown>;

/** A field as the Content Management API and contentful-migration's createField take it. */
export interface ContentfulField {
  id: string;
  name: string;
  type: FieldType;
  required: boolean;
  localized: false;
  validations?: Validation[];
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations?: Validation[] };
  /** Shown under the field in Contentful's editor (its editor interface), from the schema's hint. */
  helpText?: string;
}

export interface ContentfulType {
  id: string;
  name: string;
  description: string;
  displayField?: string;
  fields: ContentfulField[];
}

/** Contentful's limit on a Symbol (short text) field; longer text is a Text field. */
const SYMBOL_MAX = 256;

/**
 * Labels, names and short values: short text (Symbol), which Contentful lists, searches and can
 * show as an entry's title; other free text is long text (Text).
 */
const SHORT_TEXT = new Set([
  'title',
  'heading',
  'eyebrow',
  'name',
  'role',
  'company',
  'caption',
  'buttonText',
  'category',
  'subcategory',
  'author',
  'attributionName',
  'attributionRole',
  'videoId',
  'videoLength',
  'imageBackgroundColor',
]);

/** Stands for rich text in the schemas (as in src/studio/config.ts): Contentful's RichText. */
const RICH_TEXT = z.custom<never>(() => true);
const DOCUMENT = z.custom<never>(() => true);

/** Decap widgets the walk returns for schemas chosen by identity or path (below). */
const ASSET = 'contentful:asset';
const RICH = 'contentful:rich-text';
const PLAIN_RICH = 'contentful:plain-rich-text';
const PAGE_LINK = 'contentful:page-link';

/** A block's content type id: `Cta` → `cta`, `IFrame` → `iFrame` (reshape.ts blockTypeName). */
export function blockTypeId(type: string): string {
  return type.charAt(0).toLowerCase() + type.slice(1);
}
const BLOCK_TYPE_IDS = BLOCK_TYPES.map(blockTypeId);

/** siteData names (reshape.ts SITE_DATA and OPTIONAL_SITE_DATA). */
export const SITE_DATA_NAMES = [
  'settings',
  'navigation',
  'footer',
  'pricing',
  'forms',
  'interviewQuestions',
] as const;

function walkContext(): FieldContext {
  const context: FieldContext = { bySchema: new Map(), byPath: new Map(), skipped: [] };
  const marker = (widget: string) => (name: string, label: string, required: boolean) => ({
    name,
    label,
    widget,
    required,
  });
  context.bySchema.set(imageSchema, marker(ASSET));
  context.bySchema.set(RICH_TEXT, marker(RICH));
  context.bySchema.set(DOCUMENT, marker(PLAIN_RICH));
  // Related posts link page entries (reshape.ts turns a linked page into its id).
  context.byPath.set('RelatedContent.posts.*', marker(PAGE_LINK));
  // A form by its name (reshape.ts keeps a `form` field as it is). The forms are content, so
  // their names are not a fixed list: the build refuses a name no form has, listing the forms.
  for (const at of ['Cta.form', 'Form.form'])
    context.byPath.set(at, (name, label, required) => ({
      name,
      label,
      widget: 'string',
      pattern: [FORM_NAME_PATTERN.source, 'a form name, e.g. GET_A_DEMO'],
      required,
    }));
  return context;
}

const LENGTH = /^\^\[\\s\\S\]\{(\d*),(\d*)\}\$$/;

/** A Decap string field's rules as Contentful validations; the text's longest length if known. */
function stringValidations(field: DecapField): { validations: Validation[]; max?: number } {
  const validations: Validation[] = [];
  let max: number | undefined;
  if (field.pattern) {
    const [pattern, message] = field.pattern;
    const length = LENGTH.exec(pattern);
    if (length) {
      const size: Record<string, number> = {};
      if (Number(length[1]) > 0) size.min = Number(length[1]);
      if (length[2]) size.max = max = Number(length[2]);
      validations.push({ size, message });
    } else validations.push({ regexp: { pattern, flags: null }, message });
  }
  return { validations, max };
}

const withValidations = (field: ContentfulField, validations: Validation[]): ContentfulField =>
  validations.length ? { ...field, validations } : field;

/** Node types Contentful always allows, so never lists in `enabledNodeTypes`. */
const ALWAYS_ENABLED = new Set([
  'document',
  'paragraph',
  'list-item',
  'table-row',
  'table-cell',
  'table-header-cell',
]);
const EMBEDDED = new Set(['embedded-entry-block', 'embedded-entry-inline', 'embedded-asset-block']);

/**
 * The rich text an entry may hold: the node types and marks the site renders
 * (src/contracts/schemas/richtext.ts; an embedded asset becomes an Images block in reshape.ts),
 * embedded entries only blocks, entry hyperlinks only pages. `plain`: a nested text
 * (TextWithImage), which embeds nothing.
 */
function richTextValidations(plain = false): Validation[] {
  const nodeTypes = [...BLOCK_NODE_TYPES, 'embedded-asset-block', ...INLINE_NODE_TYPES].filter(
    (type) => !ALWAYS_ENABLED.has(type) && !(plain && EMBEDDED.has(type)),
  );
  return [
    { enabledNodeTypes: nodeTypes },
    { enabledMarks: [...MARK_TYPE_LIST] },
    {
      nodes: {
        ...(plain
          ? {}
          : {
              'embedded-entry-block': [{ linkContentType: BLOCK_TYPE_IDS }],
              'embedded-entry-inline': [{ linkContentType: BLOCK_TYPE_IDS }],
            }),
        'entry-hyperlink': [{ linkContentType: ['page'] }],
      },
    },
  ];
}

/** One Decap field of the walk as a Contentful field; undefined for a constant (a `type` literal). */
export function contentfulField(field: DecapField): ContentfulField | undefined {
  const base = {
    id: field.name,
    name: field.label,
    required: Boolean(field.required),
    localized: false as const,
    ...(field.hint ? { helpText: field.hint } : {}),
  };
  switch (field.widget) {
    case 'hidden':
      return undefined;
    case ASSET:
      return { ...base, type: 'Link', linkType: 'Asset' };
    case RICH:
      return { ...base, type: 'RichText', validations: richTextValidations() };
    case PLAIN_RICH:
      return { ...base, type: 'RichText', validations: richTextValidations(true) };
    case PAGE_LINK:
      return {
        ...base,
        type: 'Link',
        linkType: 'Entry',
        validations: [{ linkContentType: ['page'] }],
      };
    case 'boolean':
      return { ...base, type: 'Boolean' };
    case 'datetime':
      return { ...base, type: 'Date' };
    case 'number': {
      const range: Record<string, number> = {};
      if (field.min !== undefined) range.min = field.min;
      if (field.max !== undefined) range.max = field.max;
      return withValidations(
        { ...base, type: field.value_type === 'int' ? 'Integer' : 'Number' },
        Object.keys(range).length ? [{ range }] : [],
      );
    }
    case 'select': {
      const inList = { in: field.options ?? [] };
      if (field.multiple)
        return withValidations(
          { ...base, type: 'Array', items: { type: 'Symbol', validations: [inList] } },
          sizeOf(field),
        );
      return { ...base, type: 'Symbol', validations: [inList] };
    }
    case 'string': {
      const { validations, max } = stringValidations(field);
      const short =
        (max !== undefined && max <= SYMBOL_MAX) ||
        validations.some((v) => v.regexp) ||
        SHORT_TEXT.has(field.name);
      return withValidations({ ...base, type: short ? 'Symbol' : 'Text' }, validations);
    }
    case 'list': {
      const item = field.field && contentfulField(field.field);
      if (item?.type === 'Link')
        return withValidations(
          {
            ...base,
            type: 'Array',
            items: {
              type: 'Link',
              linkType: item.linkType,
              ...(item.validations ? { validations: item.validations } : {}),
            },
          },
          sizeOf(field),
        );
      if (item?.type === 'Symbol' || item?.type === 'Text')
        return withValidations(
          {
            ...base,
            type: 'Array',
            items: {
              type: 'Symbol',
              ...(item.validations ? { validations: item.validations } : {}),
            },
          },
          sizeOf(field),
        );
      // A list of objects: JSON.
      return { ...base, type: 'Object' };
    }
    default:
      // Objects (a link, a listing's collection) and anything else structured: JSON.
      return { ...base, type: 'Object' };
  }
}

function sizeOf(field: DecapField): Validation[] {
  const size: Record<string, number> = {};
  if (field.min !== undefined) size.min = field.min;
  if (field.max !== undefined) size.max = field.max;
  return Object.keys(size).length ? [{ size }] : [];
}

function fieldsOf(decap: DecapField[]): ContentfulField[] {
  return decap.map(contentfulField).filter((field) => field !== undefined);
}

/** The Contentful fields of an object's shape, by the studio's walk (tests give their own). */
export function fieldsFromShape(
  shape: Record<string, z.ZodType>,
  at = '',
  context: FieldContext = walkContext(),
): ContentfulField[] {
  return fieldsOf(objectFields(shape, context, at));
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  (unwrap(schema).inner as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};

/** The field a type's entries are listed by in Contentful: its first short text. */
function displayFieldOf(fields: ContentfulField[], preferred: string[]): string | undefined {
  return (
    preferred.find((id) => fields.some((field) => field.id === id && field.type === 'Symbol')) ??
    fields.find((field) => field.type === 'Symbol')?.id
  );
}

function pageType(context: FieldContext): ContentfulType {
  const entry = fieldsOf(objectFields(shapeOf(pageEntrySchema), context, '', ['props']));
  // The heading and intro default to the title and description (reshape.ts reshapePage).
  const props = fieldsOf(objectFields(basePropsShape({ richText: RICH_TEXT }), context, '')).map(
    (field) =>
      field.id === 'heading' || field.id === 'intro'
        ? {
            ...field,
            required: false,
            helpText: `Leave empty to use the ${field.id === 'heading' ? 'title' : 'description'}.`,
          }
        : field,
  );
  const sections: ContentfulField = {
    id: 'sections',
    name: 'Sections',
    type: 'Array',
    required: false,
    localized: false,
    items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['section'] }] },
    helpText: 'The bands of a landing page, home or pricing page, in order.',
  };
  const fields = [...entry, ...props, sections];
  return {
    id: 'page',
    name: 'Page',
    description: `A page of the site. Its template is one of: ${TEMPLATE_IDS.join(', ')}.`,
    displayField: 'title',
    fields: fields.map((field) =>
      field.id === 'template' ? { ...field, validations: [{ in: [...TEMPLATE_IDS] }] } : field,
    ),
  };
}

/** Two fields of the same id in different section types: one field that takes both. */
function mergeFields(a: ContentfulField, b: ContentfulField): ContentfulField {
  if (a.type !== b.type) return { ...a, type: 'Object', validations: undefined, items: undefined };
  const inA = a.validations?.find((v) => v.in)?.in as string[] | undefined;
  const inB = b.validations?.find((v) => v.in)?.in as string[] | undefined;
  if (a.type === 'Symbol' && (inA || inB))
    return inA && inB ? { ...a, validations: [{ in: [...new Set([...inA, ...inB])] }] } : a;
  return a;
}

function sectionType(context: FieldContext): ContentfulType {
  const sections = fieldFor('section', sectionSchema({ richText: RICH_TEXT }), context, 'section');
  const byId = new Map<string, ContentfulField>();
  const usedBy = new Map<string, string[]>();
  for (const variant of sections?.types ?? []) {
    for (const field of fieldsOf(variant.fields ?? [])) {
      const known = byId.get(field.id);
      byId.set(field.id, known ? mergeFields(known, field) : field);
      usedBy.set(field.id, [...(usedBy.get(field.id) ?? []), variant.name]);
    }
  }
  const typeNames = (sections?.types ?? []).map((variant) => variant.name);
  const fields: ContentfulField[] = [
    {
      id: 'type',
      name: 'Type',
      type: 'Symbol',
      required: true,
      localized: false,
      validations: [{ in: typeNames }],
      helpText: 'Which band this is; each uses only its own fields (named in their help).',
    },
    ...[...byId.values()].map((field) => ({
      ...field,
      required: false,
      helpText: [`For ${(usedBy.get(field.id) ?? []).join(', ')}.`, field.helpText]
        .filter(Boolean)
        .join(' '),
    })),
  ];
  return {
    id: 'section',
    name: 'Section',
    description: `A band of a page: ${typeNames.join(', ')}.`,
    displayField: 'type',
    fields,
  };
}

function blockTypes(context: FieldContext): ContentfulType[] {
  const { schemas } = blockSchemas({
    form: () => undefined,
    formNames: [],
    cards: new Map(),
    warn: () => {},
    document: DOCUMENT,
  });
  return BLOCK_TYPES.map((type) => {
    const fields = fieldsOf(
      objectFields(shapeOf(schemas[type]), context, type, ['type', 'id', 'contentful_id']),
    );
    return {
      id: blockTypeId(type),
      name: `Block: ${type}`,
      description: `A ${type} block, embedded in a page's rich text.`,
      displayField: displayFieldOf(fields, ['title', 'quote', 'callout', 'caption']),
      fields,
    };
  });
}

const siteDataType: ContentfulType = {
  id: 'siteData',
  name: 'Site data',
  description:
    'Site-wide data as JSON, one entry per name, in the format of the file of the same name in content/.',
  displayField: 'name',
  fields: [
    {
      id: 'name',
      name: 'Name',
      type: 'Symbol',
      required: true,
      localized: false,
      validations: [{ unique: true }, { in: [...SITE_DATA_NAMES] }],
    },
    { id: 'data', name: 'Data', type: 'Object', required: true, localized: false },
  ],
};

/** Every content type of the model, in the order they are created (links go to earlier ones). */
export function contentModel(): ContentfulType[] {
  const context = walkContext();
  return [siteDataType, ...blockTypes(context), sectionType(context), pageType(context)];
}
