/**
 * The studio's browser code, loaded only by /admin/ (never by the site): Decap CMS bundled with
 * the site's React (its prebuilt bundle carries a react-dom of another version), registers the alt-text widget and the real-page preview, then starts Decap with
 * the configuration generated from the content schemas (/admin/config.json).
 */
import CMS from 'decap-cms-app';
import { fromJS } from 'immutable';
import { AltWidget } from './AltWidget.tsx';
import { BLOCK_COMPONENTS_KEY, fenceOf, fencePattern, fieldsOfFence } from './block-fence.ts';
import { applyNarrowLayout } from './narrow-layout.ts';
import { PagePreview } from './PagePreview.tsx';
import { pruneObject, type PruneField } from './prune.ts';
import { REDIRECTS_FORMAT, redirectsFromFile, redirectsToFile } from './redirects-format.ts';

interface ImmutableLike {
  get: (key: string) => unknown;
  toJS: () => unknown;
}

async function start(): Promise<void> {
  // Decap's editor is 800 px wide at least: see ./narrow-layout.ts.
  applyNarrowLayout(document);
  const response = await fetch('/admin/config.json');
  if (!response.ok) throw new Error(`/admin/config.json answered ${response.status}`);
  const { [BLOCK_COMPONENTS_KEY]: blocks = [], ...config } = (await response.json()) as {
    [BLOCK_COMPONENTS_KEY]?: { type: string; label: string; fields: PruneField[] }[];
    collections: {
      name: string;
      folder?: string;
      fields?: PruneField[];
      files?: { name: string; fields: PruneField[] }[];
    }[];
  };
  CMS.registerWidget('alt', AltWidget as never);
  // The blocks that pick a form, as components of the Markdown editor (./blocks.ts): a form is
  // picked from the Forms collection instead of typed inside a ```block fence.
  for (const block of blocks)
    CMS.registerEditorComponent({
      id: `block-${block.type}`,
      label: block.label,
      fields: block.fields,
      pattern: fencePattern(block.type),
      fromBlock: (match: RegExpMatchArray) => fieldsOfFence(match[1] ?? ''),
      toBlock: (data: Record<string, unknown>) => fenceOf(block.type, data),
      toPreview: (data: Record<string, unknown>) => fenceOf(block.type, data),
    } as never);
  // content/redirects.json is a list at the file's root: see ./redirects-format.ts.
  CMS.registerCustomFormat(REDIRECTS_FORMAT, 'json', {
    fromFile: redirectsFromFile,
    toFile: redirectsToFile,
  } as never);
  for (const collection of config.collections)
    if (collection.folder) CMS.registerPreviewTemplate(collection.name, PagePreview as never);
  // Optional fields left empty are not saved: see ./prune.ts.
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableLike }) => {
      const collection = config.collections.find(
        (candidate) => candidate.name === entry.get('collection'),
      );
      const data = (entry.get('data') as ImmutableLike).toJS() as Record<string, unknown>;
      if (!collection) return undefined;
      const fields =
        collection.fields ??
        collection.files?.find((file) => file.name === entry.get('slug'))?.fields ??
        [];
      return fromJS(pruneObject(data, fields));
    },
  } as never);
  CMS.init({ config: config as never });
}

start().catch((error: unknown) => {
  document.body.textContent = `The studio could not start: ${(error as Error).message}`;
});
