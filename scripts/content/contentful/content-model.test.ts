/**
 * The Contentful model generated from the content schemas: every type reshape.ts reads, fields
 * from the same schemas the build validates (a field added to a schema appears), enumerations
 * as `in`, references as links to the types reshape.ts follows them to.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../../src/contracts/schemas/blocks.ts';
import { basePropsShape, SECTION_TYPES } from '../../../src/contracts/schemas/pages.ts';
import { TEMPLATE_IDS } from '../../../src/contracts/templates.ts';
import { pageEntrySchema } from '../../../src/content/model.ts';
import { blockTypeName, reshape, type RawEntry } from '../../../src/content/contentful/reshape.ts';
import { contentModel, fieldsFromShape, type ContentfulType } from './content-model.ts';

const model = contentModel();
const typeOf = (id: string): ContentfulType => {
  const type = model.find((candidate) => candidate.id === id);
  if (!type) throw new Error(`no content type ${id}`);
  return type;
};
const fieldOf = (typeId: string, fieldId: string) => {
  const field = typeOf(typeId).fields.find((candidate) => candidate.id === fieldId);
  if (!field) throw new Error(`no field ${typeId}.${fieldId}`);
  return field;
};

describe('contentModel', () => {
  it('given the schemas, should create the types reshape.ts reads: siteData, page, section and one per block type', () => {
    const ids = model.map((type) => type.id);
    expect(ids).toEqual(expect.arrayContaining(['siteData', 'page', 'section']));
    // Each block type's id maps back to its block type name, as reshape.ts names blocks.
    const blocks = ids.filter((id) => !['siteData', 'page', 'section'].includes(id));
    expect(blocks.map(blockTypeName).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('given every type, should stay within what Contentful accepts: at most 50 fields, valid ids, a display field that is short text', () => {
    const problems: string[] = [];
    for (const type of model) {
      if (type.fields.length > 50) problems.push(`${type.id}: ${type.fields.length} fields`);
      for (const field of type.fields) {
        if (!/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/.test(field.id))
          problems.push(`${type.id}.${field.id}: not a field id`);
        if (field.type === 'Link' && !field.linkType)
          problems.push(`${type.id}.${field.id}: a link without a link type`);
        if (field.type === 'Array' && !field.items)
          problems.push(`${type.id}.${field.id}: an array without items`);
      }
      if (new Set(type.fields.map((field) => field.id)).size !== type.fields.length)
        problems.push(`${type.id}: a field id twice`);
      if (type.displayField && fieldOf(type.id, type.displayField).type !== 'Symbol')
        problems.push(`${type.id}: display field ${type.displayField} is not short text`);
    }
    expect(problems).toEqual([]);
  });

  it('given the page schemas, should give the page type every field of the page entry and of a content page, and its sections', () => {
    const ids = typeOf('page').fields.map((field) => field.id);
    const entryKeys = Object.keys(
      (pageEntrySchema as unknown as { shape: Record<string, unknown> }).shape,
    ).filter((key) => key !== 'props');
    const propsKeys = Object.keys(basePropsShape({ richText: z.custom<never>(() => true) }));
    expect(ids).toEqual([...entryKeys, ...propsKeys, 'sections']);
    expect(fieldOf('page', 'path')).toMatchObject({ type: 'Symbol', required: true });
    expect(fieldOf('page', 'title').validations).toEqual([
      expect.objectContaining({ size: { max: 70 } }),
    ]);
    // Defaulted from the title and description by reshape.ts: not required in Contentful.
    expect(fieldOf('page', 'heading').required).toBe(false);
    expect(fieldOf('page', 'body').type).toBe('RichText');
    expect(fieldOf('page', 'date').type).toBe('Date');
    expect(fieldOf('page', 'noindex').type).toBe('Boolean');
  });

  it('given enumerations, should validate them with `in`', () => {
    expect(fieldOf('page', 'template').validations).toEqual([{ in: [...TEMPLATE_IDS] }]);
    expect(fieldOf('page', 'variant').validations).toEqual([{ in: ['DEFAULT', 'WEBINAR'] }]);
    expect(fieldOf('section', 'type')).toMatchObject({
      required: true,
      validations: [{ in: [...SECTION_TYPES] }],
    });
    expect(fieldOf('blockquote', 'variant').validations).toEqual([{ in: ['S', 'L'] }]);
    expect(fieldOf('images', 'layout')).toMatchObject({ type: 'Symbol', required: true });
    // A list of enumerated values: an array of short texts, each in the list.
    expect(fieldOf('section', 'figures')).toMatchObject({
      type: 'Array',
      items: {
        type: 'Symbol',
        validations: [{ in: ['customers', 'countries', 'remoteCities', 'emailSubscribers'] }],
      },
      validations: [{ size: { min: 1, max: 4 } }],
    });
  });

  it('given a block naming a form, should take a form name, not a fixed list (forms are content)', () => {
    const form = fieldOf('form', 'form');
    expect(form).toMatchObject({ type: 'Symbol', required: true });
    expect(form.validations).toContainEqual(
      expect.objectContaining({
        regexp: expect.objectContaining({ pattern: '^[A-Z][A-Z0-9_]*$' }),
      }),
    );
  });

  it('given references, should link the types reshape.ts follows them to', () => {
    expect(fieldOf('page', 'sections').items).toEqual({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['section'] }],
    });
    expect(fieldOf('relatedContent', 'posts')).toMatchObject({
      type: 'Array',
      required: true,
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['page'] }] },
    });
    expect(fieldOf('page', 'image')).toMatchObject({ type: 'Link', linkType: 'Asset' });
    expect(fieldOf('images', 'images').items).toEqual({ type: 'Link', linkType: 'Asset' });
    const body = fieldOf('page', 'body').validations ?? [];
    const nodes = body.find((v) => v.nodes)?.nodes as Record<
      string,
      { linkContentType: string[] }[]
    >;
    expect(nodes['embedded-entry-block']?.[0]?.linkContentType.map(blockTypeName).sort()).toEqual(
      [...BLOCK_TYPES].sort(),
    );
    expect(nodes['entry-hyperlink']?.[0]?.linkContentType).toEqual(['page']);
  });

  it('given rich text, should enable only the nodes and marks the site renders, and no embedded entries in a nested text', () => {
    const enabled = (typeId: string, fieldId: string) =>
      fieldOf(typeId, fieldId).validations?.find((v) => v.enabledNodeTypes)?.enabledNodeTypes;
    expect(enabled('page', 'body')).toEqual(
      expect.arrayContaining([
        'heading-2',
        'table',
        'embedded-entry-block',
        'embedded-asset-block',
        'entry-hyperlink',
      ]),
    );
    // Contentful refuses the node types it always allows in this list.
    expect(enabled('page', 'body')).not.toContain('paragraph');
    expect(enabled('page', 'body')).not.toContain('asset-hyperlink');
    expect(enabled('textWithImage', 'textWithImgContent')).not.toContain('embedded-entry-block');
    expect(enabled('textWithImage', 'textWithImgContent')).toContain('hyperlink');
    expect(fieldOf('section', 'body').validations).toContainEqual({
      enabledMarks: [
        'bold',
        'italic',
        'underline',
        'code',
        'superscript',
        'subscript',
        'strikethrough',
      ],
    });
  });

  it('given a field added to a schema, should add it to the content type, typed', () => {
    const fields = fieldsFromShape({
      heading: z.string().min(1),
      readingMinutes: z.number().int().positive().optional(),
      tags: z.array(z.string()).max(5).optional(),
      tone: z.enum(['calm', 'bold']),
      published: z.iso.datetime({ offset: true }),
    });
    expect(fields).toEqual([
      expect.objectContaining({ id: 'heading', type: 'Symbol', required: true }),
      expect.objectContaining({
        id: 'readingMinutes',
        name: 'Reading minutes',
        type: 'Integer',
        required: false,
        validations: [{ range: { min: 1 } }],
      }),
      expect.objectContaining({
        id: 'tags',
        type: 'Array',
        items: { type: 'Symbol' },
        validations: [{ size: { max: 5 } }],
      }),
      expect.objectContaining({
        id: 'tone',
        type: 'Symbol',
        validations: [{ in: ['calm', 'bold'] }],
      }),
      expect.objectContaining({ id: 'published', type: 'Date', required: true }),
    ]);
  });

  it('given a page and a section made of the generated fields, should reshape into a page whose props are all known to the schemas', () => {
    // Round trip: a field the model creates but reshape.ts does not place would be a field
    // editors fill in for nothing.
    const link = (id: string, linkType: 'Entry' | 'Asset') => ({
      sys: { type: 'Link', linkType, id },
    });
    const valueFor = (typeId: string, fieldId: string): unknown => {
      const field = fieldOf(typeId, fieldId);
      const first = field.validations?.find((v) => v.in)?.in as string[] | undefined;
      switch (field.type) {
        case 'Symbol':
          return first?.[0] ?? (fieldId === 'path' ? '/x/' : 'text');
        case 'Link':
          return link(
            field.linkType === 'Asset' ? 'asset1' : 'section1',
            field.linkType ?? 'Entry',
          );
        case 'Array':
          return field.items?.type === 'Link'
            ? [
                link(
                  field.items.linkType === 'Asset' ? 'asset1' : 'section1',
                  field.items.linkType ?? 'Entry',
                ),
              ]
            : ['text'];
        case 'RichText':
          return { nodeType: 'document', data: {}, content: [] };
        case 'Boolean':
          return true;
        case 'Object':
          return {};
        default:
          return 'text';
      }
    };
    const entry = (id: string, type: string): RawEntry => ({
      sys: { id, type: 'Entry', contentType: { sys: { id: type } } },
      fields: Object.fromEntries(
        typeOf(type).fields.map((field) => [field.id, valueFor(type, field.id)]),
      ),
    });
    const source = reshape([
      {
        items: [entry('page1', 'page')],
        includes: {
          Entry: [entry('section1', 'section')],
          Asset: [
            {
              sys: { id: 'asset1', type: 'Asset' },
              fields: { title: 'A', file: { url: '//images.example/a.png' } },
            },
          ],
        },
      },
    ]);
    const page = source.pages[0]?.data as { props: Record<string, unknown> };
    const known = Object.keys(basePropsShape({ richText: z.custom<never>(() => true) }));
    expect(Object.keys(page.props).sort()).toEqual([...known, 'sections'].sort());
    expect(page.props.image).toMatchObject({ src: 'https://images.example/a.png', alt: 'A' });
    expect((page.props.sections as { type: string }[])[0]?.type).toBe(SECTION_TYPES[0]);
  });
});
