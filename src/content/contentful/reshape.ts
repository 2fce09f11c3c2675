/**
 * The one reshape step from Contentful's delivery-API format (sys/fields, links, assets, rich
 * text with embedded entries) to the raw source the loader validates, exactly like the files of
 * the embedded store. Nothing else in the app knows Contentful's shapes.
 *
 * Content types (documented in README › Content):
 * - `siteData`  { name: settings | navigation | footer | pricing | forms, data: JSON }; the
 *               forms' data is content/forms.json with `forms`, the list of the form files
 *               (content/forms/*.json), added
 * - `page`      { path, template, title, description, noindex?, …props } — rich-text fields
 *               become rich text; asset links become images; entry links become entry ids
 * - `section`   { type, …fields } (landing-page sections, docs/product.md §6.1)
 * - block types, by type name with a lower-case first letter: cta, video, textWithImage, table,
 *   relatedContent, images, iFrame, callout, blockquote, lpBespokeComponent, form
 */
import type { ContentIssue } from '../model.ts';
import type { RawFile, RawPage, RawSource } from '../local-source.ts';

export interface Sys {
  id: string;
  type: string;
  linkType?: string;
  contentType?: { sys: { id: string } };
}
export interface RawEntry {
  sys: Sys;
  fields: Record<string, unknown>;
}
export interface RawAsset {
  sys: Sys;
  fields: {
    title?: string;
    description?: string;
    file?: {
      url?: string;
      contentType?: string;
      details?: { image?: { width?: number; height?: number } };
    };
  };
}
/** A page of `GET /spaces/{space}/environments/{env}/entries?include=10` (links unresolved). */
export interface EntryCollection {
  items: RawEntry[];
  includes?: { Entry?: RawEntry[]; Asset?: RawAsset[] };
  errors?: { sys: { id: string }; details?: { type?: string; linkType?: string; id?: string } }[];
}

const SITE_DATA = ['settings', 'navigation', 'footer', 'pricing', 'forms'] as const;
/** siteData a space may leave out (the interview builder's question library). */
const OPTIONAL_SITE_DATA = ['interviewQuestions'] as const;
type SiteDataName = (typeof SITE_DATA)[number] | (typeof OPTIONAL_SITE_DATA)[number];
const SITE_DATA_NAMES: readonly string[] = [...SITE_DATA, ...OPTIONAL_SITE_DATA];

/** Contentful content type id → block type name. */
export function blockTypeName(contentTypeId: string): string {
  return contentTypeId.charAt(0).toUpperCase() + contentTypeId.slice(1);
}

const isLink = (value: unknown): value is { sys: Sys } =>
  typeof value === 'object' && value !== null && (value as { sys?: Sys }).sys?.type === 'Link';

const isDocument = (value: unknown): value is { nodeType: 'document'; content: unknown[] } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { nodeType?: unknown }).nodeType === 'document';

interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: unknown[];
}

/** Entries and assets by id, and the problems found while reshaping them. */
export interface ReshapeContext {
  entries: ReadonlyMap<string, RawEntry>;
  assets: ReadonlyMap<string, RawAsset>;
  issues: ContentIssue[];
}

/** Indexes the entries and assets of every collection (a later page of results wins). */
export function reshapeContext(collections: readonly EntryCollection[]): ReshapeContext {
  const entries = new Map<string, RawEntry>();
  const assets = new Map<string, RawAsset>();
  for (const collection of collections) {
    for (const entry of [...collection.items, ...(collection.includes?.Entry ?? [])])
      entries.set(entry.sys.id, entry);
    for (const asset of collection.includes?.Asset ?? []) assets.set(asset.sys.id, asset);
  }
  return { entries, assets, issues: [] };
}

const typeOf = (entry: RawEntry) => entry.sys.contentType?.sys.id ?? '';
const nameOf = (entry: RawEntry) => `entry ${entry.sys.id} (${typeOf(entry)})`;

/** An asset as the image the content model expects: https URL, alt text, known size. */
export function reshapeAsset(asset: RawAsset) {
  const file = asset.fields.file;
  const url = file?.url ?? '';
  return {
    src: url.startsWith('//') ? `https:${url}` : url,
    alt: asset.fields.description ?? asset.fields.title ?? '',
    ...(file?.details?.image?.width ? { width: file.details.image.width } : {}),
    ...(file?.details?.image?.height ? { height: file.details.image.height } : {}),
  };
}

function slugOf(entry: RawEntry): string | null {
  const value = entry.fields.path ?? entry.fields.slug;
  return typeof value === 'string' && value.replace(/^\/|\/$/g, '')
    ? value.replace(/^\/|\/$/g, '')
    : null;
}

/** Field values: links resolved one level (assets → images, blocks → blocks, pages → ids). */
function reshapeValue(
  raw: unknown,
  owner: RawEntry,
  path: string[],
  context: ReshapeContext,
): unknown {
  if (Array.isArray(raw)) {
    return raw
      .map((item, index) => reshapeValue(item, owner, [...path, String(index)], context))
      .filter((item) => item !== undefined);
  }
  if (isDocument(raw)) return reshapeRichText(raw, owner, path, context);
  if (!isLink(raw)) return raw;
  const missing = (kind: 'asset' | 'entry') => {
    context.issues.push({
      file: nameOf(owner),
      field: path.join('.'),
      message: `links to a missing ${kind} ${raw.sys.id}`,
    });
    return undefined;
  };
  if (raw.sys.linkType === 'Asset') {
    const asset = context.assets.get(raw.sys.id);
    return asset ? reshapeAsset(asset) : missing('asset');
  }
  const target = context.entries.get(raw.sys.id);
  if (!target) return missing('entry');
  if (typeOf(target) === 'page') return target.sys.id;
  if (typeOf(target) === 'section') return reshapeFields(target, path, context);
  return reshapeEntry(target, path, context);
}

/** Every field of an entry, reshaped; a field whose link is missing is left out (and reported). */
export function reshapeFields(
  entry: RawEntry,
  path: string[],
  context: ReshapeContext,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(entry.fields)) {
    const reshaped = reshapeValue(raw, entry, [...path, key], context);
    if (reshaped !== undefined) out[key] = reshaped;
  }
  return out;
}

/** A block entry (cta, video…) as a block: its type name, id, fields, and form by name or id. */
export function reshapeEntry(
  entry: RawEntry,
  path: string[],
  context: ReshapeContext,
): Record<string, unknown> {
  const { marketingForm, formId, ...rest } = reshapeFields(entry, path, context);
  const form = (marketingForm as { formName?: string } | undefined)?.formName ?? formId;
  return {
    type: blockTypeName(typeOf(entry)),
    id: entry.sys.id,
    ...rest,
    ...(form ? { form } : {}),
  };
}

/**
 * A rich-text document as the model's rich text: embedded assets become Images blocks, embedded
 * entries become blocks, entry hyperlinks become slugs (null: the target has no path).
 */
export function reshapeRichText(
  doc: { content: unknown[] },
  owner: RawEntry,
  path: string[],
  context: ReshapeContext,
) {
  const blocks: Record<string, unknown> = {};
  const links: Record<string, string | null> = {};
  const visit = (node: RichNode): RichNode => {
    const id = (node.data?.target as { sys?: Sys } | undefined)?.sys?.id;
    if (node.nodeType === 'embedded-asset-block' && id) {
      const asset = context.assets.get(id);
      if (!asset)
        context.issues.push({
          file: nameOf(owner),
          field: path.join('.'),
          message: `embeds a missing asset ${id}`,
        });
      else
        blocks[`asset-${id}`] = { type: 'Images', layout: 'SINGLE', images: [reshapeAsset(asset)] };
      return {
        nodeType: 'embedded-entry-block',
        data: { target: { sys: { id: `asset-${id}`, type: 'Link', linkType: 'Entry' } } },
        content: [],
      };
    }
    if (
      (node.nodeType === 'embedded-entry-block' || node.nodeType === 'embedded-entry-inline') &&
      id
    ) {
      const target = context.entries.get(id);
      // A missing target stays unlisted in `blocks`: validation reports the missing entry.
      if (target) blocks[id] = reshapeEntry(target, [...path, `(embedded ${id})`], context);
    }
    if (node.nodeType === 'entry-hyperlink' && id) {
      const target = context.entries.get(id);
      if (target) links[id] = slugOf(target);
    }
    return node.content ? { ...node, content: node.content.map(visit) } : node;
  };
  return { json: visit(doc as RichNode), blocks, links };
}

/** A page entry as the raw page the loader validates, like a file of the embedded store. */
export function reshapePage(entry: RawEntry, context: ReshapeContext): RawPage {
  const { path, template, title, description, noindex, publishAt, unpublishAt, ...props } =
    reshapeFields(entry, [], context);
  const data: Record<string, unknown> = { path, template, title, description, props };
  if (noindex !== undefined) data.noindex = noindex;
  if (publishAt !== undefined) data.publishAt = publishAt;
  if (unpublishAt !== undefined) data.unpublishAt = unpublishAt;
  props.heading ??= title;
  props.intro ??= description;
  return { name: nameOf(entry), id: entry.sys.id, data };
}

/** siteData "forms": the shared part (content/forms.json) and its list of forms, one file each. */
function splitForms(
  raw: RawFile,
  issues: ContentIssue[],
): { forms: RawFile; formFiles: RawFile[] } {
  const data = raw.data as Record<string, unknown> | undefined;
  if (typeof data !== 'object' || data === null) return { forms: raw, formFiles: [] };
  const { forms: list, ...shared } = data;
  if (!Array.isArray(list)) {
    issues.push({
      file: raw.name,
      field: 'forms',
      message:
        'must be the list of forms, each as a file of content/forms/ holds it (name, id, fields, …): docs/forms.md',
    });
    return { forms: { name: raw.name, data: shared }, formFiles: [] };
  }
  return {
    forms: { name: raw.name, data: shared },
    formFiles: list.map((form: unknown, index) => ({
      name: `${raw.name} › forms.${index}`,
      data: form,
    })),
  };
}

export function reshape(collections: EntryCollection[]): RawSource {
  const context = reshapeContext(collections);
  const { issues } = context;
  const site: Partial<Record<SiteDataName, RawFile>> = {};
  const pages: RawPage[] = [];
  for (const entry of context.entries.values()) {
    const type = typeOf(entry);
    if (type === 'siteData') {
      const name = entry.fields.name as SiteDataName;
      if (!SITE_DATA_NAMES.includes(name)) {
        issues.push({
          file: nameOf(entry),
          field: 'name',
          message: `expected one of ${SITE_DATA_NAMES.join(', ')}`,
        });
      } else {
        site[name] = { name: nameOf(entry), data: entry.fields.data };
      }
    } else if (type === 'page') {
      pages.push(reshapePage(entry, context));
    }
  }
  for (const name of SITE_DATA) {
    if (!site[name])
      issues.push({
        file: `siteData "${name}"`,
        field: '(entry)',
        message: `no siteData entry named ${name}`,
      });
  }
  const missing = (name: SiteDataName): RawFile =>
    site[name] ?? { name: `siteData "${name}"`, data: undefined };
  const { forms, formFiles } = splitForms(missing('forms'), issues);
  return {
    settings: missing('settings'),
    navigation: missing('navigation'),
    footer: missing('footer'),
    pricing: missing('pricing'),
    forms,
    formFiles,
    interviewQuestions: site.interviewQuestions,
    pages: pages.sort((a, b) => a.id.localeCompare(b.id)),
    issues,
  };
}
