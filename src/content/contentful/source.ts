/**
 * Reads every entry of the configured Contentful space with the official SDK, links left
 * unresolved so that `reshape` sees the delivery API's raw format. Selected by the loader when
 * CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set; CONTENTFUL_PREVIEW_TOKEN (with
 * CONTENTFUL_HOST, default preview.contentful.com) reads drafts.
 */
import { createClient } from 'contentful';
import type { RawSource } from '../local-source.ts';
import { reshape, type EntryCollection } from './reshape.ts';

const PAGE_SIZE = 500;

export async function readContentfulSource(
  env: Record<string, string | undefined>,
): Promise<RawSource> {
  const preview = Boolean(env.CONTENTFUL_PREVIEW_TOKEN);
  const client = createClient({
    space: env.CONTENTFUL_SPACE_ID ?? '',
    accessToken: (preview ? env.CONTENTFUL_PREVIEW_TOKEN : env.CONTENTFUL_ACCESS_TOKEN) ?? '',
    environment: env.CONTENTFUL_ENVIRONMENT || 'master',
    host: env.CONTENTFUL_HOST || (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
  }).withoutLinkResolution;
  const collections: EntryCollection[] = [];
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
  return reshape(collections);
}
