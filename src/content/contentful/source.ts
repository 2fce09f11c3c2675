/**
 * Reads every entry of the configured Contentful space with the official SDK, links left
 * unresolved so that `reshape` sees the delivery API's raw format. Selected by the loader when
 * CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set; CONTENTFUL_PREVIEW_TOKEN (with
 * CONTENTFUL_HOST, default preview.contentful.com) reads drafts.
 *
 * With CONTENTFUL_SNAPSHOT naming a file that exists, the entries are read from that local copy
 * of the space instead: the one the publish webhook keeps up to date through the Sync API
 * (server/hooks/contentful-sync.ts), in the delivery API's format, so a rebuild after a webhook
 * sees exactly what the sync delivered.
 */
import { createClient } from 'contentful';
import { readFile } from 'node:fs/promises';
import type { RawSource } from '../local-source.ts';
import { ContentfulError, describeContentfulFailure } from './errors.ts';
import { reshape, type EntryCollection } from './reshape.ts';

const PAGE_SIZE = 500;

/**
 * Retries of a failed request (no answer, 429 or 5xx): the SDK waits about 2, then 2.5 s. Its
 * default of 5 kept a build waiting 19 s for a host that does not exist.
 */
const RETRY_LIMIT = 2;

/** CONTENTFUL_HOST as the SDK takes it; an `http://` URL (a local stand-in) without TLS. */
function hostOf(value: string): { host: string; insecure: boolean } {
  const insecure = value.startsWith('http://');
  return { host: value.replace(/^https?:\/\//, '').replace(/\/+$/, ''), insecure };
}

export async function readContentfulSource(
  env: Record<string, string | undefined>,
  options: { retryLimit?: number } = {},
): Promise<RawSource> {
  if (env.CONTENTFUL_SNAPSHOT) {
    const snapshot = await readSnapshot(env.CONTENTFUL_SNAPSHOT);
    if (snapshot) return reshape([snapshot]);
  }
  const preview = Boolean(env.CONTENTFUL_PREVIEW_TOKEN);
  const { host, insecure } = hostOf(
    env.CONTENTFUL_HOST || (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
  );
  const client = createClient({
    space: env.CONTENTFUL_SPACE_ID ?? '',
    accessToken: (preview ? env.CONTENTFUL_PREVIEW_TOKEN : env.CONTENTFUL_ACCESS_TOKEN) ?? '',
    environment: env.CONTENTFUL_ENVIRONMENT || 'master',
    host,
    insecure,
    retryLimit: options.retryLimit ?? RETRY_LIMIT,
    // One line per retry, not the SDK's own logging.
    logHandler: (level, data) => {
      if (level === 'warning' || level === 'error')
        console.warn(`Contentful: ${String(data).split('\n')[0]}`);
    },
  }).withoutLinkResolution;
  const collections: EntryCollection[] = [];
  try {
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = (await client.getEntries({
        limit: PAGE_SIZE,
        skip,
        include: 10,
      })) as unknown as EntryCollection & {
        total: number;
      };
      collections.push(page);
      if (skip + PAGE_SIZE >= page.total) break;
    }
  } catch (error) {
    throw new ContentfulError(describeContentfulFailure(error, host).join('\n'));
  }
  return reshape(collections);
}

/** The publish webhook's copy of the space, or null before its first sync. */
async function readSnapshot(file: string): Promise<EntryCollection | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<EntryCollection>;
  if (!Array.isArray(parsed.items))
    throw new Error(`CONTENTFUL_SNAPSHOT ${file} is not a copy of a space (no items)`);
  return parsed as EntryCollection;
}
