/**
 * Where each block type's renderer lives: the file (its own chunk) and the export. Read by the
 * registry to load renderers and by the build to count each page's JavaScript.
 */
import type { BlockType } from '../contracts/schemas/blocks.ts';

export const BLOCK_MODULES: { [T in BlockType]: { file: string; name: string } } = {
  Cta: { file: 'Cta.tsx', name: 'Cta' },
  LpBespokeComponent: { file: 'LpBespokeComponent.tsx', name: 'LpBespokeComponent' },
  Video: { file: 'Video.tsx', name: 'Video' },
  TextWithImage: { file: 'Media.tsx', name: 'TextWithImage' },
  Table: { file: 'Table.tsx', name: 'Table' },
  RelatedContent: { file: 'Media.tsx', name: 'RelatedContent' },
  Images: { file: 'Media.tsx', name: 'Images' },
  IFrame: { file: 'IFrame.tsx', name: 'IFrame' },
  Callout: { file: 'Media.tsx', name: 'Callout' },
  Blockquote: { file: 'Media.tsx', name: 'Blockquote' },
  Form: { file: 'Form.tsx', name: 'Form' },
};

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(BLOCK_MODULES, type);
}

/** Source path of a block's module, as named in Vite's build manifest. */
export function blockSource(type: BlockType): string {
  return `src/blocks/${BLOCK_MODULES[type].file}`;
}
