/**
 * The block registry: one renderer per content block type (SPEC §3.6). Keyed by the schema's
 * type list, so a type without a renderer fails type-checking, and content naming an unknown
 * type fails the build (src/content/schemas/blocks.ts).
 */
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../content/schemas/blocks.ts';
import { Cta } from './Cta.tsx';
import { Form } from './Form.tsx';
import { IFrame } from './IFrame.tsx';
import { LpBespokeComponent } from './LpBespokeComponent.tsx';
import { Blockquote, Callout, Images, RelatedContent, TextWithImage } from './Media.tsx';
import { Table } from './Table.tsx';
import { Video } from './Video.tsx';

export const BLOCK_RENDERERS: {
  [T in BlockType]: ComponentType<{ block: Extract<Block, { type: T }> }>;
} = {
  Cta,
  LpBespokeComponent,
  Video,
  TextWithImage,
  Table,
  RelatedContent,
  Images,
  IFrame,
  Callout,
  Blockquote,
  Form,
};
