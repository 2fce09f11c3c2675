/**
 * The studio's configuration is generated from the content schemas (issue 32, point 2): these tests
 * read each schema independently of the generator, through zod's own JSON Schema export, and
 * fail when a field of a schema is missing from the studio, is required on one side only, or
 * offers other choices.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionSchema, SECTION_TYPES } from '../contracts/schemas/pages.ts';
import { footerSchema, navigationSchema } from '../contracts/schemas/navigation.ts';
import { formFileSchema, formsSchema } from '../contracts/schemas/forms.ts';
import { interviewLibrarySchema } from '../contracts/schemas/interview.ts';
import { pricingSchema } from '../contracts/schemas/pricing.ts';
import { settingsSchema } from '../contracts/schemas/settings.ts';
import { pageEntrySchema } from '../content/model.ts';
import { IMAGE_SIZE_FROM_FILE, PAGE_FAMILIES, studioConfig } from './config.ts';
import type { DecapField } from './fields.ts';
import { BLOCK_COMPONENTS_KEY, fenceOf, fencePattern, fieldsOfFence } from './block-fence.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: unknown;
}

const { config, skipped } = studioConfig({ kind: 'local', proxyUrl: 'http://127.0.0.1:1/api/v1' });
const collections = config.collections as {
  name: string;
  fields?: DecapField[];
  files?: { fields: DecapField[] }[];
}[];
const collection = (name: string) => collections.find((candidate) => candidate.name === name);
const fileFields = (name: string) => collection(name)?.files?.[0]?.fields ?? [];

function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Mismatches between a JSON Schema object and the studio's fields for it, as readable lines. */
function mismatches(
  schema: JsonSchema,
  fields: readonly DecapField[],
  at: string,
  inOptional = false,
): string[] {
  const out: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(properties)) {
    const where = `${at}.${key}`;
    const field = fields.find((candidate) => candidate.name === key);
    const isImage = fields.some(
      (candidate) => candidate.name === 'src' && candidate.widget === 'image',
    );
    if (!field) {
      const omitted =
        skipped.some((skip) => skip.path === where) ||
        (isImage && IMAGE_SIZE_FROM_FILE.includes(key));
      if (!omitted) out.push(`${where}: in the schema, not in the studio`);
      continue;
    }
    if (field.widget === 'hidden') continue;
    // A nullable value, or a string that may be empty, must still be given: the studio saves an
    // empty one as null or "" (./prune.ts).
    const nullable = (property.anyOf ?? []).some((option) => option.type === 'null');
    const mayBeEmpty = (property.anyOf ?? []).some(
      (option) => (option as { const?: unknown }).const === '',
    );
    // (An optional one may also be left out, which the studio does with an empty value.)
    if (nullable && required.has(key) && field.saveEmptyAs !== null)
      out.push(`${where}: nullable in the schema, not saved as null by the studio`);
    if (mayBeEmpty && required.has(key) && field.saveEmptyAs !== '')
      out.push(`${where}: may be "" in the schema, not saved as "" by the studio`);
    // Inside an optional object nothing is required in the form (fields.ts optionalWithin).
    const studioRequired = field.required !== false;
    if (
      !inOptional &&
      !nullable &&
      !mayBeEmpty &&
      studioRequired !== required.has(key) &&
      field.widget !== 'boolean'
    )
      out.push(
        `${where}: required ${required.has(key)} in the schema, ${studioRequired} in the studio`,
      );
    const values = property.enum ?? property.items?.enum;
    if (
      values &&
      field.options &&
      JSON.stringify([...values].sort()) !== JSON.stringify([...field.options].sort())
    )
      out.push(
        `${where}: choices ${values.join(',')} in the schema, ${field.options.join(',')} in the studio`,
      );
    if (property.properties && field.fields)
      out.push(...mismatches(property, field.fields, where, inOptional || !required.has(key)));
    if (property.items?.properties && field.fields)
      out.push(...mismatches(property.items, field.fields, `${where}.*`, false));
  }
  for (const field of fields)
    if (!(field.name in properties) && field.widget !== 'hidden')
      out.push(`${at}.${field.name}: in the studio, not in the schema`);
  return out;
}

describe('studioConfig', () => {
  it.each([
    ['settings', settingsSchema],
    ['footer', footerSchema],
    ['pricing', pricingSchema],
    ['formProvider', formsSchema],
    ['interview', interviewLibrarySchema],
  ] as const)(
    'given the %s schema, should offer exactly its fields, required-ness and choices',
    (name, schema) => {
      expect(mismatches(jsonSchema(schema), fileFields(name), name)).toEqual([]);
    },
  );

  it('given the navigation schema, should offer its top-level fields', () => {
    const schema = jsonSchema(navigationSchema({ icon: () => null as never }));
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
      fileFields('navigation')
        .map((field) => field.name)
        .sort(),
    );
  });

  it('given the page entry schema, should give every page family its fields with the same required-ness', () => {
    const entry = jsonSchema(pageEntrySchema);
    for (const family of PAGE_FAMILIES) {
      const fields = collection(family.name)?.fields ?? [];
      for (const key of ['path', 'title', 'description', 'noindex']) {
        const field = fields.find((candidate) => candidate.name === key);
        expect(field, `${family.name}.${key}`).toBeDefined();
        expect(field?.required !== false, `${family.name}.${key}`).toBe(
          Boolean(entry.required?.includes(key)),
        );
      }
    }
  });

  it('given a blog post, should offer the listing template choices of the schema as a select', () => {
    const blog = collection('blog')?.fields ?? [];
    const listing = blog.find((field) => field.name === 'collection');
    const template = listing?.fields?.find((field) => field.name === 'template');
    expect(template?.widget).toBe('select');
    expect(template?.options).toEqual([...collectionSchema.shape.template.options]);
  });

  it('given an image, should ask for the upload and alt text, and leave size to the file', () => {
    const image = (collection('blog')?.fields ?? []).find((field) => field.name === 'image');
    const names = image?.fields?.map((field) => field.name);
    expect(names).toContain('src');
    expect(names).toContain('alt');
    expect(names).not.toContain('width');
    expect(image?.fields?.find((field) => field.name === 'src')?.widget).toBe('image');
    expect(image?.fields?.find((field) => field.name === 'alt')?.widget).toBe('alt');
  });

  it('given a new blog post, should date it today so the blog lists it first', () => {
    const date = (collection('blog')?.fields ?? []).find((field) => field.name === 'date');
    expect(date?.widget).toBe('datetime');
    expect(date?.format).toBe('YYYY-MM-DD');
    expect(date?.default).toBe('{{now}}');
    const industryDate = JSON.stringify(collection('industry')?.fields ?? []);
    expect(industryDate).not.toContain('{{now}}');
  });

  it('given an optional list, should start a new entry with none, so no empty item blocks saving', () => {
    const events = (collection('blog')?.fields ?? []).find((field) => field.name === 'events');
    expect(events).toMatchObject({ widget: 'list', required: false, default: [] });
    // Decap gives a list without a default one item when a field of the item has a default.
    expect(events?.fields?.some((field) => field.default !== undefined)).toBe(true);
    const lists: DecapField[] = [];
    const walk = (fields: readonly DecapField[] = []) => {
      for (const field of fields) {
        if (field.widget === 'list' && field.required === false) lists.push(field);
        walk(field.fields);
        for (const type of field.types ?? []) walk(type.fields);
      }
    };
    for (const entry of collections) {
      walk(entry.fields);
      for (const file of entry.files ?? []) walk(file.fields);
    }
    expect(
      lists
        .filter((list) => !Array.isArray(list.default))
        .map((list) => [list.name, list.default, list.min]),
    ).toEqual([]);
  });

  it('given an interview question, should pick its competency and roles from the same file', () => {
    const questions = fileFields('interview').find((field) => field.name === 'questions');
    const competency = questions?.fields?.find((field) => field.name === 'competency');
    expect(competency).toMatchObject({ widget: 'relation', value_field: 'competencies.*.id' });
    const roles = questions?.fields?.find((field) => field.name === 'roles');
    expect(roles?.field).toMatchObject({ widget: 'relation', value_field: 'roles.*.id' });
  });

  it('given a landing page family, should offer every section type of the schema', () => {
    const props = (collection('industry')?.fields ?? []).find((field) => field.name === 'props');
    const sections = props?.fields?.find((field) => field.name === 'sections');
    expect(sections?.typeKey).toBe('type');
    expect(sections?.types?.map((type) => type.name).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it('given the home page, should offer it alone, never deleted, with its hero’s rotating words and their hint', () => {
    const home = collections.find((candidate) => candidate.name === 'home') as
      (Record<string, unknown> & { fields?: DecapField[] }) | undefined;
    expect(home).toMatchObject({
      folder: 'content/pages',
      filter: { field: 'template', value: 'templates/home' },
      create: false,
      delete: false,
    });
    const props = (home?.fields ?? []).find((field) => field.name === 'props');
    const sections = props?.fields?.find((field) => field.name === 'sections');
    const hero = sections?.types?.find((type) => type.name === 'HomeHero');
    const words = hero?.fields?.find((field) => field.name === 'rotatingWords');
    expect(words).toMatchObject({
      label: 'Rotating words',
      widget: 'list',
      required: false,
      // Each word its own open text box, and named by its value when folded.
      collapsed: false,
      summary: '{{fields.rotatingWords}}',
    });
    expect(words?.hint).toContain('The first must be in the page heading');
  });

  it('given the GitHub backend, should use the editorial workflow', () => {
    const github = studioConfig({ kind: 'github', repo: 'harbor/site', branch: 'main' }).config;
    expect(github.backend).toMatchObject({ name: 'github', repo: 'harbor/site', branch: 'main' });
    expect(github.publish_mode).toBe('editorial_workflow');
  });

  it('given the form file schema, should offer a Forms collection with exactly its fields, required-ness and choices', () => {
    const forms = collection('forms') as {
      folder?: string;
      create?: boolean;
      fields?: DecapField[];
    };
    expect(forms).toMatchObject({ folder: 'content/forms', create: true });
    expect(mismatches(jsonSchema(formFileSchema), forms.fields ?? [], 'forms')).toEqual([]);
    // Adding a field to a form is adding an item to this list.
    const fields = forms.fields?.find((field) => field.name === 'fields');
    expect(fields).toMatchObject({ widget: 'list', required: true, min: 1 });
    expect(fields?.fields?.find((field) => field.name === 'type')?.options).toContain('radio');
  });

  it('given the blocks that pick a form, should offer them as editor components with a picker of the Forms collection', () => {
    const components = config[BLOCK_COMPONENTS_KEY] as {
      type: string;
      fields: DecapField[];
    }[];
    expect(components.map((component) => component.type)).toEqual(['Form', 'Cta']);
    for (const component of components)
      expect(component.fields.find((field) => field.name === 'form')).toMatchObject({
        widget: 'relation',
        collection: 'forms',
        value_field: 'name',
        required: component.type === 'Form',
      });
    const form = components[0]!.fields.map((field) => field.name);
    expect(form).toEqual(['title', 'form']);
  });

  it('given a Form fence of a page, should read its fields and write the same fence back', () => {
    const fence = '```block\ntype: Form\ntitle: Book your demo\nform: GET_A_DEMO\n```';
    const match = fencePattern('Form').exec(`${fence}\n\nMore text.`);
    expect(match).not.toBeNull();
    const fields = fieldsOfFence(match![1]!);
    expect(fields).toEqual({ title: 'Book your demo', form: 'GET_A_DEMO' });
    expect(fenceOf('Form', fields)).toBe(fence);
    expect(fenceOf('Form', { title: '', form: 'NEWSLETTER' })).toBe(
      '```block\ntype: Form\nform: NEWSLETTER\n```',
    );
    expect(fencePattern('Form').exec('```block\ntype: Cta\ntitle: x\n```')).toBeNull();
  });

  it('should list what it cannot edit, each with a reason', () => {
    expect(skipped.map((skip) => skip.path)).toEqual([]);
  });
});
