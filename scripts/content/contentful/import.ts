/**
 * `npm run contentful:import`: uploads the embedded content (content/, or CONTENT_DIR) into a
 * space set up with `contentful:setup`, as the entries reshape.ts reads back: site data as
 * `siteData`, pages as `page`, their sections as `section`, the blocks of their rich text as
 * block entries, and every picture as an asset (its file sent through the Upload API). Entry and
 * asset ids come from the content (a page's file name, a block's id, a picture's path), so a
 * second run updates what the first created instead of duplicating it; unchanged entries are
 * left as they are. Everything imported is published.
 *
 * Settings as for setup: CONTENTFUL_SPACE_ID, CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_ENVIRONMENT;
 * CONTENTFUL_LOCALE (en-US); CONTENTFUL_MANAGEMENT_HOST (an http:// URL for a stand-in) and
 * CONTENTFUL_UPLOAD_HOST.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readLocalSource, type RawSource } from '../../../src/content/local-source.ts';
import {
  blockTypeId,
  contentModel,
  SITE_DATA_NAMES,
  type ContentfulType,
} from './content-model.ts';
import { managementSettings, SetupError, type ManagementSettings } from './setup.ts';

const { createClient } = createRequire(import.meta.url)(
  'contentful-management',
) as typeof import('contentful-management');

type Env = Record<string, string | undefined>;
type Fields = Record<string, unknown>;

/** An entry or asset to write: its id, content type (entries) and fields, without locales. */
export interface PlannedEntry {
  id: string;
  contentType: string;
  fields: Fields;
}
export interface PlannedAsset {
  id: string;
  /** The file under content/ (`/images/x.png` → content/images/x.png). */
  file: string;
  title: string;
  description: string;
}
export interface ImportPlan {
  entries: PlannedEntry[];
  assets: PlannedAsset[];
  /** Values the model has no field for (loose templates' props), by `entry › field`. */
  skipped: string[];
}

/** A Contentful id (letters, digits, `-_.`, at most 64) made from any text, stable. */
export function contentfulId(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '') || 'entry';
  if (clean.length <= 64) return clean;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return `${clean.slice(0, 53)}-${hash}`;
}

const isImage = (value: unknown): value is { src: string; alt?: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { src?: unknown }).src === 'string';

const isRichText = (
  value: unknown,
): value is {
  json: { content?: unknown[] };
  blocks?: Record<string, Fields>;
} => typeof value === 'object' && value !== null && 'json' in value;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** Turns content/ into the entries and assets of the model (pure: nothing is sent). */
export function importPlan(
  source: RawSource,
  model: readonly ContentfulType[] = contentModel(),
): ImportPlan {
  const types = new Map(model.map((type) => [type.id, type]));
  const entries: PlannedEntry[] = [];
  const assets = new Map<string, PlannedAsset>();
  const skipped: string[] = [];

  const asset = (image: { src: string; alt?: string }) => {
    // Only local pictures are uploaded; one already on a CDN stays a URL it cannot link.
    const id = contentfulId(`img-${image.src.replace(/^\/images\//, '')}`);
    if (!assets.has(id))
      assets.set(id, {
        id,
        file: image.src,
        title: path.basename(image.src),
        description: image.alt ?? '',
      });
    return { sys: { type: 'Link', linkType: 'Asset', id } };
  };
  const entryLink = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

  /** A rich-text value: its document, its blocks written as entries, targets renamed. */
  const richText = (value: { json: unknown; blocks?: Record<string, Fields> }, owner: string) => {
    const ids = new Map<string, string>();
    for (const [blockId, block] of Object.entries(value.blocks ?? {})) {
      const id = contentfulId(blockId.startsWith(owner) ? blockId : `${owner}-${blockId}`);
      ids.set(blockId, id);
      const { type, id: _id, ...fields } = block as Fields & { type: string };
      const typeId = blockTypeId(String(type));
      entries.push({
        id,
        contentType: typeId,
        fields: fieldsFor(typeId, fields, `${owner} › ${blockId}`),
      });
    }
    const visit = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(visit);
      if (typeof node !== 'object' || node === null) return node;
      const copy: Fields = {};
      for (const [key, child] of Object.entries(node)) copy[key] = visit(child);
      const sys = (copy.sys ?? undefined) as { id?: string; linkType?: string } | undefined;
      if (sys?.linkType === 'Entry' && sys.id && ids.has(sys.id))
        copy.sys = { ...sys, id: ids.get(sys.id) };
      return copy;
    };
    return visit(value.json);
  };

  /** The fields of one entry of `typeId`, values turned into what the model's fields hold. */
  function fieldsFor(typeId: string, values: Fields, owner: string): Fields {
    const type = types.get(typeId);
    if (!type) {
      skipped.push(`${owner}: no content type ${typeId}`);
      return {};
    }
    const out: Fields = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const field = type.fields.find((candidate) => candidate.id === key);
      if (!field) {
        skipped.push(`${owner} › ${key}`);
        continue;
      }
      if (field.type === 'Link' && field.linkType === 'Asset')
        out[key] = isImage(value) && value.src.startsWith('/') ? asset(value) : undefined;
      else if (field.type === 'Array' && field.items?.linkType === 'Asset')
        out[key] = (value as unknown[]).filter(isImage).map(asset);
      else if (
        field.type === 'Link' ||
        (field.type === 'Array' && field.items?.linkType === 'Entry')
      )
        out[key] =
          key === 'sections'
            ? (value as Fields[]).map((section, index) => {
                const id = contentfulId(`${owner}-section-${index + 1}`);
                entries.push({
                  id,
                  contentType: 'section',
                  fields: fieldsFor('section', section, `${owner} › sections.${index}`),
                });
                return entryLink(id);
              })
            : (value as string[]).map((id) => entryLink(contentfulId(id)));
      else if (field.type === 'RichText')
        out[key] = isRichText(value) ? richText(value, owner) : value;
      else out[key] = value;
      if (out[key] === undefined) {
        delete out[key];
        skipped.push(`${owner} › ${key} (a picture that is not in content/images)`);
      }
    }
    return out;
  }

  for (const name of SITE_DATA_NAMES) {
    const file = source[name];
    if (file?.data !== undefined)
      entries.push({
        id: `siteData-${name}`,
        contentType: 'siteData',
        // The forms' entry holds content/forms.json and, as `forms`, the files of content/forms/
        // (src/content/contentful/reshape.ts splits them again).
        fields: {
          name,
          data:
            name === 'forms'
              ? { ...(file.data as object), forms: source.formFiles.map((form) => form.data) }
              : file.data,
        },
      });
  }
  for (const page of source.pages) {
    const { props, ...entry } = page.data as Fields & { props?: Fields };
    const id = contentfulId(page.id);
    entries.push({
      id,
      contentType: 'page',
      fields: fieldsFor('page', { ...entry, ...props }, id),
    });
  }
  return { entries, assets: [...assets.values()], skipped };
}

const localized = (fields: Fields, locale: string) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { [locale]: value }]));

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  assets: number;
  skipped: string[];
}

/** Writes the plan into the space: assets first, then entries, each published. */
export async function importContent(
  env: Env,
  contentDir = path.resolve(env.CONTENT_DIR || 'content'),
): Promise<ImportResult> {
  const settings = managementSettings(env, 'contentful:import');
  const source = await readLocalSource(contentDir);
  if (source.issues.length)
    throw new SetupError(
      `content/ has ${source.issues.length} problem(s) to fix first, e.g. ${source.issues[0]?.file} › ${source.issues[0]?.field}: ${source.issues[0]?.message}`,
    );
  const plan = importPlan(source);
  // The space's default locale (the one the build reads).
  const LOCALE = env.CONTENTFUL_LOCALE || 'en-US';
  const client = clientFor(settings, env);
  const result: ImportResult = {
    created: 0,
    updated: 0,
    unchanged: 0,
    assets: 0,
    skipped: plan.skipped,
  };
  try {
    for (const asset of plan.assets) {
      const existing = await client.asset.get({ assetId: asset.id }).catch(notFoundAsNull);
      if (existing?.fields.file?.[LOCALE]?.url) continue;
      const bytes = await readFile(path.join(contentDir, asset.file.replace(/^\//, '')));
      const upload = await client.upload.create(
        {},
        {
          file: bytes.buffer.slice(
            bytes.byteOffset,
            bytes.byteOffset + bytes.byteLength,
          ) as ArrayBuffer,
        },
      );
      const fields = {
        title: { [LOCALE]: asset.title },
        description: { [LOCALE]: asset.description },
        file: {
          [LOCALE]: {
            fileName: path.basename(asset.file),
            contentType:
              CONTENT_TYPES[path.extname(asset.file).toLowerCase()] ?? 'application/octet-stream',
            uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
          },
        },
      };
      const created = existing
        ? await client.asset.update({ assetId: asset.id }, { ...existing, fields })
        : await client.asset.createWithId({ assetId: asset.id }, { fields });
      const processed = await client.asset.processForAllLocales({}, created);
      await client.asset.publish({ assetId: asset.id }, processed);
      result.assets += 1;
    }
    for (const planned of plan.entries) {
      const fields = localized(planned.fields, LOCALE);
      const existing = await client.entry.get({ entryId: planned.id }).catch(notFoundAsNull);
      if (existing && sameJson(existing.fields, fields) && existing.sys.publishedVersion) {
        result.unchanged += 1;
        continue;
      }
      const written = existing
        ? await client.entry.update({ entryId: planned.id }, { ...existing, fields })
        : await client.entry.createWithId(
            { entryId: planned.id, contentTypeId: planned.contentType },
            { fields },
          );
      await client.entry.publish({ entryId: planned.id }, written);
      if (existing) result.updated += 1;
      else result.created += 1;
    }
  } catch (error) {
    throw new SetupError(failureLine(error, settings));
  }
  return result;
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof Error && /"status":\s*404/.test(error.message)) return null;
  throw error;
}

function failureLine(error: unknown, settings: ManagementSettings): string {
  try {
    const answer = JSON.parse((error as Error).message) as {
      status?: number;
      message?: string;
      request?: { url?: string };
    };
    const hint =
      answer.status === 401
        ? 'check CONTENTFUL_MANAGEMENT_TOKEN'
        : answer.status === 422
          ? 'run npm run contentful:setup first, so the space has the content types'
          : 'see Contentful’s message';
    return `Contentful answered ${answer.status} ${answer.message ?? ''} (${settings.host} ${answer.request?.url ?? ''}): ${hint}.`;
  } catch {
    const code = (error as { code?: string }).code;
    return `Contentful could not be reached at ${settings.host}${code ? ` (${code})` : ''}: ${String((error as Error).message).split('\n')[0]}`;
  }
}

function clientFor(settings: ManagementSettings, env: Env) {
  const upload = env.CONTENTFUL_UPLOAD_HOST?.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return createClient(
    {
      accessToken: settings.accessToken,
      host: settings.host,
      insecure: settings.insecure,
      ...(upload ? { hostUpload: upload } : settings.insecure ? { hostUpload: settings.host } : {}),
      retryLimit: 2,
    },
    {
      type: 'plain',
      defaults: { spaceId: settings.spaceId, environmentId: settings.environmentId },
    },
  );
}

if (import.meta.main) {
  try {
    const result = await importContent(process.env);
    console.log(
      `Imported content/ into ${process.env.CONTENTFUL_SPACE_ID}: ${result.created} entries created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.assets} pictures uploaded.`,
    );
    if (result.skipped.length)
      console.log(
        `Not imported (no field for them in the content model): ${result.skipped.length}, e.g. ${result.skipped.slice(0, 5).join('; ')}`,
      );
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
