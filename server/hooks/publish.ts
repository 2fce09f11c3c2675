/**
 * `POST /api/hooks/publish` (issue 33, point 3): Contentful calls it when an entry (or asset) is
 * published, unpublished or deleted; the server brings its copy of the space up to date through
 * the Sync API's delta token (contentful-sync.ts), then rebuilds the site from that copy.
 *
 * - No PUBLISH_WEBHOOK_SECRET (or no Contentful space): 503 saying what to set. The route exists
 *   but does nothing, so a webhook pointed at a server not yet configured fails loudly in
 *   Contentful's activity log instead of looking like a wrong URL (404).
 * - A body over the limit (1 MiB): 413, before anything else is done with it.
 * - A bad, missing or stale signature (Contentful's request verification, contentful-signature.ts):
 *   401, and nothing is fetched, written or rebuilt.
 * - Topics other than Entry/Asset publish, unpublish and delete: 200 `ignored`, nothing done.
 * - A Sync API failure: one log line and 502; the stored copy and its delta token are unchanged,
 *   so the next call syncs from where the last good one ended.
 * - Otherwise 202 once the copy is up to date: the rebuild runs after the answer (a full build
 *   takes longer than Contentful waits for a webhook).
 *
 * Hooks arriving together are coalesced, at both steps: one sync in flight and at most one queued
 * (every hook is answered by a sync that began after it arrived), and likewise one rebuild in
 * flight and at most one queued, which takes every change synced meanwhile.
 */
import { Hono, type Context } from 'hono';
import path from 'node:path';
import { coalesce, type Coalesced } from './coalesce.ts';
import { verifyContentfulRequest } from './contentful-signature.ts';
import {
  changeCount,
  SNAPSHOT_FILE,
  SyncError,
  syncSnapshot,
  type SyncChanges,
  type SyncConfig,
} from './contentful-sync.ts';

export const PUBLISH_HOOK_ROUTE = '/api/hooks/publish';
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Contentful's signing secrets are 64 characters; anything much shorter is guessable. */
const MIN_SECRET_LENGTH = 32;
const TOPICS = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|delete)$/;

/** What a rebuild is asked to take into account: the copy, and which of its items changed. */
export interface PublishedChange {
  /** The space's local copy the build reads (CONTENTFUL_SNAPSHOT). */
  snapshotFile: string;
  entries: string[];
  deletedEntries: string[];
  assets: string[];
  deletedAssets: string[];
}

/**
 * Rebuilds the site from the copy and swaps it in; resolves true when it did. Today a full build
 * (server/scheduler.ts `childBuild`); an incremental one can take its place.
 */
export type PublishRebuild = (change: PublishedChange) => Promise<boolean>;

export interface PublishHookOptions {
  /** PUBLISH_WEBHOOK_SECRET: the space's webhook signing secret. */
  secret: string | undefined;
  /** Where and how to reach the Sync API; null when no Contentful space is configured. */
  sync: SyncConfig | null;
  /** The copy of the space and its delta token (DATA_DIR/contentful-snapshot.json). */
  snapshotFile: string;
  rebuild: PublishRebuild;
  maxBodyBytes?: number;
  /** Seconds a signature stays valid (default 30). */
  ttlSeconds?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface PublishHook {
  routes: Hono;
  /** Resolves once no sync or rebuild runs or waits (tests, shutdown). */
  idle(): Promise<void>;
}

const emptyChange = (snapshotFile: string): PublishedChange => ({
  snapshotFile,
  entries: [],
  deletedEntries: [],
  assets: [],
  deletedAssets: [],
});

/** The body, or null when it is longer than `max` bytes (read no further than that). */
async function readLimited(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

export function createPublishHook({
  secret,
  sync,
  snapshotFile,
  rebuild,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  ttlSeconds,
  log = (line) => console.log(line),
  now = Date.now,
}: PublishHookOptions): PublishHook {
  // Ids synced since the last rebuild started (sets: an initial sync brings the whole space).
  const kinds = ['entries', 'deletedEntries', 'assets', 'deletedAssets'] as const;
  const pending = Object.fromEntries(kinds.map((kind) => [kind, new Set<string>()])) as Record<
    (typeof kinds)[number],
    Set<string>
  >;
  const merge = (changes: Omit<SyncChanges, 'initial'>) => {
    for (const kind of kinds) for (const id of changes[kind]) pending[kind].add(id);
  };
  const takePending = (): PublishedChange => {
    const change = emptyChange(snapshotFile);
    for (const kind of kinds) {
      change[kind] = [...pending[kind]];
      pending[kind].clear();
    }
    return change;
  };

  const rebuilds: Coalesced<boolean> = coalesce(async () => {
    const change = takePending();
    const started = Date.now();
    const ok = await rebuild(change).catch((error: unknown) => {
      log(oneLine(`Publish hook: rebuild threw ${(error as Error).message}`));
      return false;
    });
    if (ok) {
      log(`Publish hook: rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      // The copy holds the changes; the next hook's rebuild (or a scheduled one) takes them.
      merge(change);
      log('Publish hook: rebuild failed; the previous site is still served');
    }
    return ok;
  });

  const syncs: Coalesced<SyncChanges> | null = sync
    ? coalesce(async () => {
        const changes = await syncSnapshot(snapshotFile, sync);
        if (changeCount(changes) > 0) {
          merge(changes);
          void rebuilds();
        }
        return changes;
      })
    : null;

  const refuse = (c: Context, status: 401 | 400 | 413 | 503, error: string) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ error }, status);
  };

  const routes = new Hono();
  routes.post(PUBLISH_HOOK_ROUTE, async (c) => {
    if (!secret)
      return refuse(
        c,
        503,
        'The publish webhook is off: set PUBLISH_WEBHOOK_SECRET (docs/deployment.md)',
      );
    if (secret.length < MIN_SECRET_LENGTH)
      return refuse(
        c,
        503,
        `The publish webhook is off: PUBLISH_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (Contentful's signing secrets have 64)`,
      );
    if (!syncs)
      return refuse(
        c,
        503,
        'The publish webhook is off: set CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN',
      );
    const body = await readLimited(c.req.raw, maxBodyBytes);
    if (body === null) return refuse(c, 413, `The body is over ${maxBodyBytes} bytes`);
    const url = new URL(c.req.url);
    const verdict = verifyContentfulRequest(
      secret,
      {
        method: c.req.method,
        path: url.pathname + url.search,
        headers: Object.fromEntries(c.req.raw.headers),
        body,
      },
      { now: now(), ...(ttlSeconds === undefined ? {} : { ttlSeconds }) },
    );
    if (!verdict.ok) {
      log(`Publish hook: refused a call (${verdict.reason})`);
      return refuse(c, 401, 'Bad or missing Contentful signature');
    }
    const topic = c.req.header('x-contentful-topic') ?? '';
    c.header('Cache-Control', 'no-store');
    if (!TOPICS.test(topic)) return c.json({ ignored: true, topic }, 200);

    let changes: SyncChanges;
    try {
      changes = await syncs();
    } catch (error) {
      const message = error instanceof SyncError ? error.message : (error as Error).message;
      log(oneLine(`Publish hook: sync failed (${topic}), delta token kept: ${message}`));
      return c.json(
        { error: 'The Contentful Sync API failed; nothing was changed. See the server log.' },
        502,
      );
    }
    return c.json(
      {
        topic,
        synced: {
          initial: changes.initial,
          entries: changes.entries.length,
          deletedEntries: changes.deletedEntries.length,
          assets: changes.assets.length,
          deletedAssets: changes.deletedAssets.length,
        },
        // 'done' when the rebuild ended before this answer (a fast incremental one).
        rebuild:
          changeCount(changes) === 0 ? 'none' : rebuilds.state === 'idle' ? 'done' : rebuilds.state,
      },
      202,
    );
  });

  return {
    routes,
    idle: async () => {
      await syncs?.idle();
      await rebuilds.idle();
    },
  };
}

/** The hook's settings from the environment (PUBLISH_WEBHOOK_SECRET, CONTENTFUL_*, DATA_DIR). */
export function publishHookOptionsFromEnv(
  env: Record<string, string | undefined>,
  dataDir: string,
): Omit<PublishHookOptions, 'rebuild'> {
  const configured = Boolean(env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN);
  return {
    secret: env.PUBLISH_WEBHOOK_SECRET || undefined,
    sync: configured
      ? {
          // Published content: the delivery host (CONTENTFUL_HOST serves drafts with a preview token).
          baseUrl: `https://${(!env.CONTENTFUL_PREVIEW_TOKEN && env.CONTENTFUL_HOST) || 'cdn.contentful.com'}`,
          space: env.CONTENTFUL_SPACE_ID ?? '',
          environment: env.CONTENTFUL_ENVIRONMENT || 'master',
          accessToken: env.CONTENTFUL_ACCESS_TOKEN ?? '',
          locale: env.CONTENTFUL_LOCALE || 'en-US',
        }
      : null,
    snapshotFile: path.join(dataDir, SNAPSHOT_FILE),
  };
}
