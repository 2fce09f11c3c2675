/**
 * Content blocks by type name (docs/product.md §7.1), as authored (Markdown `block` fences or
 * Contentful entries) and as resolved for the page props. Resolution needs the rest of the site
 * (forms registry, posts), so the schemas are built per load by `blockSchemas(context)`.
 */
import { z } from 'zod';
import type { Document } from '@contentful/rich-text-types';
import { href, imageSchema, type Card } from './common.ts';
import type { ResolvedForm } from './forms.ts';
import { videoSource } from '../video.ts';

export const BLOCK_TYPES = [
  'Cta',
  'LpBespokeComponent',
  'Video',
  'TextWithImage',
  'Table',
  'RelatedContent',
  'Images',
  'IFrame',
  'Callout',
  'Blockquote',
  'Form',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && (BLOCK_TYPES as readonly string[]).includes(type);
}

export const IMAGES_LAYOUTS = [
  'SINGLE',
  'SINGLE_WIDE',
  'TWO_UP',
  'TWO_UP_WIDE',
  'THREE_UP',
] as const;
/** Bespoke landing-page components the site knows how to render (docs/product.md §7.7). */
export const BESPOKE_COMPONENTS = ['CUSTOMER_LOGOS', 'TRIAL_SIGNUP', 'DEMO_STEPS'] as const;

export interface BlockContext {
  /** A form of the registry by name or by id, with its layout; undefined when it has neither. */
  form: (nameOrId: string) => ResolvedForm | undefined;
  /** The registry's form names, listed when a block names another. */
  formNames: readonly string[];
  /** Blog posts and other linkable pages by entry id, as cards. */
  cards: Pick<ReadonlyMap<string, Card>, 'get'>;
  warn: (message: string) => void;
  /** Validates a nested rich-text document without embedded blocks (TextWithImage). */
  document: z.ZodType<Document>;
}

const id = z.string().min(1);
const optionalText = z.string().optional();

export function blockSchemas(context: BlockContext) {
  const formRef = z.string().transform((value, ctx) => {
    const form = context.form(value);
    if (!form) {
      ctx.addIssue({
        code: 'custom',
        message: `${value} is neither a form name nor a form id of content/forms/; the forms are: ${context.formNames.join(', ')}`,
      });
      return z.NEVER;
    }
    return form;
  });

  const cta = z
    .strictObject({
      type: z.literal('Cta'),
      id,
      title: z.string().min(1),
      ctaDescription: optionalText,
      buttonText: optionalText,
      link: href.optional(),
      pdfLink: href.optional(),
      color: z.enum(['INDIGO', 'GOLD']).optional(),
      colorHex: z
        .string()
        .regex(/^#[0-9a-f]{6}$/i, 'a colour such as #4176fa')
        .optional(),
      image: imageSchema.optional(),
      isCompact: z.boolean().optional(),
      useLightText: z.boolean().optional(),
      useTextLink: z.boolean().optional(),
      /** A form name of the registry (docs/product.md §8.1) or a form id. */
      form: formRef.optional(),
      contentful_id: z.string().optional(),
    })
    .transform(({ contentful_id: _ignored, ...block }) => {
      if (!block.link && !block.form) {
        context.warn(`Cta ${block.id} has no link, form name or form id: it renders nothing`);
      }
      // With a form, the PDF is what submitting it gives, and only download forms give one.
      if (block.pdfLink && block.form && !block.form.definition.deliversPdf) {
        context.warn(
          `Cta ${block.id} has a pdfLink, but its form ${block.form.name} offers no PDF: the link is not shown`,
        );
      }
      return block;
    });

  // Keyed by the type list, each schema producing its own type: a block type without a schema,
  // or a schema under another type's key, fails type-checking.
  const schemas = {
    Cta: cta,
    LpBespokeComponent: z.strictObject({
      type: z.literal('LpBespokeComponent'),
      id,
      component: z.enum(BESPOKE_COMPONENTS),
      title: optionalText,
      text: optionalText,
    }),
    Video: z
      .strictObject({
        type: z.literal('Video'),
        id,
        videoId: optionalText,
        // Empty is allowed: a CMS field left blank, reported below and not a failed build.
        videoUrl: z.union([z.literal(''), z.url()]).optional(),
        caption: optionalText,
      })
      .transform((video) => {
        if (!videoSource(video))
          context.warn(
            `Video ${video.id} has no video it can play (a host id, or a YouTube link on https): it says the video is not available`,
          );
        return video;
      }),
    TextWithImage: z.strictObject({
      type: z.literal('TextWithImage'),
      id,
      textWithImgContent: context.document,
      textWithImgImage: imageSchema,
      imagePosition: z.enum(['LEFT', 'RIGHT']).optional(),
    }),
    Table: z
      .strictObject({
        type: z.literal('Table'),
        id,
        headings: z.array(z.string()).min(1),
        rows: z.array(z.strictObject({ key: z.string(), content: z.array(z.string()) })).min(1),
      })
      .superRefine((table, ctx) => {
        table.rows.forEach((row, index) => {
          if (row.content.length !== table.headings.length - 1) {
            ctx.addIssue({
              code: 'custom',
              path: ['rows', index, 'content'],
              message: `expected ${table.headings.length - 1} cells (one per heading after the key column), got ${row.content.length}`,
            });
          }
        });
      }),
    RelatedContent: z.strictObject({
      type: z.literal('RelatedContent'),
      id,
      title: optionalText,
      isCondensed: z.boolean().optional(),
      /** Entry ids of posts. */
      posts: z.array(
        z.string().transform((postId, ctx) => {
          const card = context.cards.get(postId);
          if (!card) {
            ctx.addIssue({
              code: 'custom',
              message: `links to a missing entry: no post with id ${postId}`,
            });
            return z.NEVER;
          }
          return card;
        }),
      ),
    }),
    Images: z.strictObject({
      type: z.literal('Images'),
      id,
      images: z.array(imageSchema).min(1),
      caption: optionalText,
      layout: z.enum(IMAGES_LAYOUTS),
    }),
    IFrame: z.strictObject({ type: z.literal('IFrame'), id, iFrameCode: z.string().min(1) }),
    Callout: z.strictObject({
      type: z.literal('Callout'),
      id,
      callout: z.string().min(1),
      avatarImage: imageSchema.optional(),
      name: optionalText,
      role: optionalText,
    }),
    Blockquote: z.strictObject({
      type: z.literal('Blockquote'),
      id,
      quote: z.string().min(1),
      attributionAvatar: imageSchema.optional(),
      attributionName: optionalText,
      attributionRole: optionalText,
      variant: z.enum(['S', 'L']).default('S'),
    }),
    Form: z.strictObject({ type: z.literal('Form'), id, title: optionalText, form: formRef }),
  } satisfies { [T in BlockType]: z.ZodType<{ type: T }> };

  /** Dispatches on `type`; an unknown type names the entry and the types that have a renderer. */
  const block = z.unknown().transform((value, ctx) => {
    const raw = value as { type?: unknown; id?: unknown } | null;
    const type = typeof raw === 'object' && raw !== null ? raw.type : undefined;
    if (!isBlockType(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `entry ${String(raw?.id ?? '(no id)')} is of type ${String(type)}, which has no renderer (expected one of ${BLOCK_TYPES.join(', ')})`,
      });
      return z.NEVER;
    }
    const result = schemas[type].safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return result.data;
  });
  return { block, schemas };
}

type BlockSchemas = ReturnType<typeof blockSchemas>['schemas'];

/** A block of type `T` as page props carry it: its schema's output, resolved (docs/product.md §7). */
export type BlockOf<T extends BlockType> = z.output<BlockSchemas[T]>;
export type Block = { [T in BlockType]: BlockOf<T> }[BlockType];
