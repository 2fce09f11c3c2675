/**
 * The local copy of a Contentful space, kept up to date through the Sync API's delta token
 * (Content Delivery API, "Synchronization"): the first sync asks for everything (`initial=true`),
 * every later one for what changed since the token it stored. The copy is one JSON file under
 * DATA_DIR in the delivery API's format (entries as `items`, assets as `includes.Asset`), which the
 * build reads instead of the delivery API when CONTENTFUL_SNAPSHOT names it
 * (src/content/contentful/source.ts); the token is stored in the same file, so the two are always
 * written together, atomically (temporary file, fsync, rename): a sync that fails half way, or a
 * crash, leaves the previous copy and its token as they were.
 *
 * The Sync API sends every locale of a field (`fields.title['en-US']`); the copy keeps one locale
 * (CONTENTFUL_LOCALE, default en-US), as the delivery API's answer for that locale would.
 */
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { RawAsset, RawEntry } from '../../src/content/contentful/reshape.ts';

export const SNAPSHOT_FILE = 'contentful-snapshot.json';

export interface SyncConfig {
  /** `https://cdn.contentful.com` in production; a local stand-in's origin in tests. */
  baseUrl: string;
  space: string;
  environment: string;
  accessToken: string;
  locale: string;
  /** Items per page the Sync API is asked for (it caps them at 1000). */
  pageSize?: number;
  fetch?: typeof fetch;
  /** Milliseconds before a sync request is given up. */
  timeoutMs?: number;
}

/** The stored copy: an EntryCollection the loader's reshape step reads as is, plus the token. */
export interface Snapshot {
  syncToken: string;
  syncedAt: string;
  space: string;
  environment: string;
  locale: string;
  items: RawEntry[];
  includes: { Asset: RawAsset[] };
}

export interface SyncChanges {
  /** True when this sync started from nothing (no copy, or one of another space or locale). */
  initial: boolean;
  entries: string[];
  deletedEntries: string[];
  assets: string[];
  deletedAssets: string[];
}

export const changeCount = (changes: SyncChanges) =>
  changes.entries.length +
  changes.deletedEntries.length +
  changes.assets.length +
  changes.deletedAssets.length;

/** A Sync API failure: the message is one line, fit for the log. */
export class SyncError extends Error {
  override name = 'SyncError';
}

interface SyncItem {
  sys: RawEntry['sys'] & { type: string };
  fields?: Record<string, Record<string, unknown> | undefined>;
}
interface SyncPage {
  items?: SyncItem[];
  nextPageUrl?: string;
  nextSyncUrl?: string;
}

export function readSnapshot(file: string): Snapshot | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as Snapshot;
  if (typeof parsed?.syncToken !== 'string' || !Array.isArray(parsed.items))
    throw new Error(`${file} is not a Contentful snapshot (no syncToken or items)`);
  return parsed;
}

/** Writes a file so that readers see the old bytes or the new, never a part (same folder, rename). */
export function writeFileAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/** One locale of every field, as the delivery API answers for that locale. */
function delocalize<T extends { sys: RawEntry['sys']; fields: Record<string, unknown> }>(
  item: SyncItem,
  locale: string,
): T {
  const fields: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(item.fields ?? {})) {
    if (byLocale && typeof byLocale === 'object' && locale in byLocale)
      fields[name] = byLocale[locale];
  }
  return { sys: { ...item.sys, locale }, fields } as unknown as T;
}

const tokenOf = (url: string, what: string): string => {
  let token: string | null = null;
  try {
    token = new URL(url).searchParams.get('sync_token');
  } catch {
    // handled below
  }
  if (!token) throw new SyncError(`the Sync API's ${what} has no sync_token`);
  return token;
};

/**
 * Fetches every page of one sync and applies it to the copy (in memory). The next page is asked
 * of the configured host with the token its URL carries, never of whatever host a URL names.
 */
async function fetchSync(
  config: SyncConfig,
  previous: Snapshot | null,
): Promise<{ snapshot: Snapshot; changes: SyncChanges }> {
  const doFetch = config.fetch ?? fetch;
  const endpoint = `${config.baseUrl.replace(/\/$/, '')}/spaces/${encodeURIComponent(config.space)}/environments/${encodeURIComponent(config.environment)}/sync`;
  const entries = new Map((previous?.items ?? []).map((entry) => [entry.sys.id, entry]));
  const assets = new Map((previous?.includes.Asset ?? []).map((asset) => [asset.sys.id, asset]));
  const changes: SyncChanges = {
    initial: previous === null,
    entries: [],
    deletedEntries: [],
    assets: [],
    deletedAssets: [],
  };
  let query = previous
    ? `sync_token=${encodeURIComponent(previous.syncToken)}`
    : `initial=true&limit=${config.pageSize ?? 500}`;
  for (let pages = 0; ; pages++) {
    if (pages > 10_000) throw new SyncError('the Sync API sent more than 10,000 pages');
    let response: Response;
    try {
      response = await doFetch(`${endpoint}?${query}`, {
        headers: { authorization: `Bearer ${config.accessToken}` },
        signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new SyncError(`the Sync API could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new SyncError(`the Sync API answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    let page: SyncPage;
    try {
      page = (await response.json()) as SyncPage;
    } catch {
      throw new SyncError('the Sync API answered with something other than JSON');
    }
    for (const item of page.items ?? []) {
      const id = item.sys?.id;
      if (typeof id !== 'string') continue;
      switch (item.sys.type) {
        case 'Entry':
          entries.set(id, delocalize<RawEntry>(item, config.locale));
          changes.entries.push(id);
          break;
        case 'Asset':
          assets.set(id, delocalize<RawAsset>(item, config.locale));
          changes.assets.push(id);
          break;
        case 'DeletedEntry':
          entries.delete(id);
          changes.deletedEntries.push(id);
          break;
        case 'DeletedAsset':
          assets.delete(id);
          changes.deletedAssets.push(id);
          break;
      }
    }
    if (page.nextPageUrl) {
      query = `sync_token=${encodeURIComponent(tokenOf(page.nextPageUrl, 'nextPageUrl'))}`;
      continue;
    }
    if (!page.nextSyncUrl)
      throw new SyncError('the Sync API sent neither nextPageUrl nor nextSyncUrl');
    const snapshot: Snapshot = {
      syncToken: tokenOf(page.nextSyncUrl, 'nextSyncUrl'),
      syncedAt: new Date().toISOString(),
      space: config.space,
      environment: config.environment,
      locale: config.locale,
      items: [...entries.values()],
      includes: { Asset: [...assets.values()] },
    };
    return { snapshot, changes };
  }
}

/**
 * The last copy this process wrote or read, by file: a delta then costs no parse of the whole copy
 * (13 MB for 10,000 posts). Kept only while the file's size and mtime are the ones seen.
 */
const lastCopy = new Map<string, { mtimeMs: number; size: number; snapshot: Snapshot }>();

function cachedSnapshot(file: string): Snapshot | null {
  let seen;
  try {
    seen = statSync(file);
  } catch {
    lastCopy.delete(file);
    return null;
  }
  const cached = lastCopy.get(file);
  if (cached && cached.mtimeMs === seen.mtimeMs && cached.size === seen.size)
    return cached.snapshot;
  const snapshot = readSnapshot(file);
  if (snapshot) lastCopy.set(file, { mtimeMs: seen.mtimeMs, size: seen.size, snapshot });
  return snapshot;
}

/**
 * Brings the copy in `file` up to date and returns what changed. On any failure the file (copy
 * and token) is left untouched and a SyncError says why in one line.
 */
export async function syncSnapshot(file: string, config: SyncConfig): Promise<SyncChanges> {
  let previous: Snapshot | null;
  try {
    previous = cachedSnapshot(file);
  } catch (error) {
    throw new SyncError((error as Error).message);
  }
  // A copy of another space, environment or locale is no base for a delta: start again.
  if (
    previous &&
    (previous.space !== config.space ||
      previous.environment !== config.environment ||
      previous.locale !== config.locale)
  )
    previous = null;
  const { snapshot, changes } = await fetchSync(config, previous);
  writeFileAtomic(file, JSON.stringify(snapshot));
  const written = statSync(file);
  lastCopy.set(file, { mtimeMs: written.mtimeMs, size: written.size, snapshot });
  return changes;
}
