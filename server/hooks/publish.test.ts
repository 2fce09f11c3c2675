import { serve, type ServerType } from '@hono/node-server';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startSyncStandIn, type SyncStandIn } from '../stand-ins/contentful-sync-standin.ts';
import { readContentfulSource } from '../../src/content/contentful/source.ts';
import type { EntryCollection } from '../../src/content/contentful/reshape.ts';
import fixture from '../../src/content/contentful/fixtures/entries.json' with { type: 'json' };
import { writeFixtureContent } from '../../src/content/fixtures/fixture-content.ts';
import { readLocalSource } from '../../src/content/local-source.ts';
import { buildSite } from '../../src/content/load.ts';
import type { IconName } from '../../src/contracts/icon-names.ts';
import { signAsContentful } from './contentful-signature.ts';
import { SNAPSHOT_FILE, readSnapshot } from './contentful-sync.ts';
import { createPublishHook, PUBLISH_HOOK_ROUTE, type PublishedChange } from './publish.ts';

const SECRET = 'x'.repeat(32) + 'Y'.repeat(32);
const TOPIC = 'ContentManagement.Entry.publish';

let dir: string;
let standIn: SyncStandIn;
let server: ServerType | undefined;
let origin: string;
let logs: string[];
let rebuilds: PublishedChange[];
let inFlight: number;
let maxInFlight: number;
let hook: ReturnType<typeof createPublishHook>;

interface Setup {
  secret?: string | undefined;
  rebuildMs?: number;
  rebuildOk?: boolean;
  withSync?: boolean;
}

/** The real server app on a free port, with the hook over the stand-in and a counting rebuild. */
async function start(setup: Setup = {}) {
  const { rebuildMs = 0, rebuildOk = true, withSync = true } = setup;
  hook = createPublishHook({
    secret: 'secret' in setup ? setup.secret : SECRET,
    sync: withSync
      ? {
          baseUrl: standIn.origin,
          space: standIn.space,
          environment: standIn.environment,
          accessToken: standIn.accessToken,
          locale: 'en-US',
        }
      : null,
    snapshotFile: path.join(dir, 'data', SNAPSHOT_FILE),
    rebuild: async (change) => {
      rebuilds.push(change);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, rebuildMs));
      inFlight--;
      return rebuildOk;
    },
    log: (line) => logs.push(line),
  });
  const app = createApp({
    distDir: path.join(dir, 'dist'),
    dataDir: ':memory:',
    attribution: false,
    consent: false,
    publishHook: hook.routes,
  });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A webhook call as Contentful sends it, signed with `secret` unless told otherwise. */
function call({
  topic = TOPIC,
  body = JSON.stringify({ sys: { id: 'post1', type: 'Entry' } }),
  secret = SECRET,
  timestamp = Date.now(),
  tamper = (headers: Record<string, string>) => headers,
}: {
  topic?: string;
  body?: string;
  secret?: string;
  timestamp?: number;
  tamper?: (headers: Record<string, string>) => Record<string, string>;
} = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': topic,
    'x-contentful-webhook-name': 'Harbor publish',
  };
  const signed = signAsContentful(
    secret,
    { method: 'POST', path: PUBLISH_HOOK_ROUTE, body },
    headers,
    timestamp,
  );
  return fetch(`${origin}${PUBLISH_HOOK_ROUTE}`, {
    method: 'POST',
    headers: tamper({ ...headers, ...signed }),
    body,
  });
}

const snapshotPath = () => path.join(dir, 'data', SNAPSHOT_FILE);
const snapshotBytes = () => readFile(snapshotPath(), 'utf8').catch(() => null);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-hook-'));
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
  standIn = await startSyncStandIn();
  standIn.publishEntry('post1', 'page', { path: '/blog/one/', title: 'First title' });
  standIn.publishEntry('nav', 'siteData', { name: 'navigation', data: { items: [] } });
  standIn.publishAsset('img1', { title: 'Picture', file: { url: '//images/a.png' } });
  logs = [];
  rebuilds = [];
  inFlight = 0;
  maxInFlight = 0;
});

afterEach(async () => {
  await hook?.idle();
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

describe('POST /api/hooks/publish, not configured', () => {
  it('given no PUBLISH_WEBHOOK_SECRET, should answer 503 naming the setting, and fetch nothing', async () => {
    await start({ secret: undefined });
    const response = await call();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/PUBLISH_WEBHOOK_SECRET/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('given a secret but no Contentful space, should answer 503 naming the space settings', async () => {
    await start({ withSync: false });
    const response = await call();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/CONTENTFUL_SPACE_ID/);
  });

  it('given the app without a hook, should answer 503, not the site’s 404 page', async () => {
    const app = createApp({
      distDir: path.join(dir, 'dist'),
      dataDir: ':memory:',
      attribution: false,
      consent: false,
    });
    const response = await app.request(PUBLISH_HOOK_ROUTE, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
  });
});

describe('POST /api/hooks/publish, refusals change nothing', () => {
  beforeEach(async () => {
    await start();
    // A first good call, so that there is a copy and a token that must survive the bad ones.
    const first = await call();
    if (first.status !== 202) throw new Error(`the first call answered ${first.status}`);
    await hook.idle();
    standIn.requests.length = 0;
    rebuilds.length = 0;
    standIn.publishEntry('post1', 'page', { path: '/blog/one/', title: 'Changed title' });
  });

  const unchanged = async (before: string | null) => {
    await hook.idle();
    expect(standIn.requests).toHaveLength(0);
    expect(rebuilds).toHaveLength(0);
    expect(await snapshotBytes()).toBe(before);
    expect(await readFile(path.join(dir, 'dist', 'index.html'), 'utf8')).toContain('Home');
  };

  it('given a signature made with another secret, should answer 401 and fetch, write and rebuild nothing', async () => {
    const before = await snapshotBytes();
    const response = await call({ secret: 'z'.repeat(64) });
    expect(response.status).toBe(401);
    await unchanged(before);
    expect(logs.at(-1)).toMatch(/refused a call \(signature does not match\)/);
  });

  it('given no signature headers, should answer 401 and change nothing', async () => {
    const before = await snapshotBytes();
    const response = await call({
      tamper: ({ 'x-contentful-signature': _s, ...rest }) => rest,
    });
    expect(response.status).toBe(401);
    await unchanged(before);
  });

  it('given a body changed after signing, should answer 401 and change nothing', async () => {
    const before = await snapshotBytes();
    const body = JSON.stringify({ sys: { id: 'post1', type: 'Entry' } });
    const signed = signAsContentful(
      SECRET,
      { method: 'POST', path: PUBLISH_HOOK_ROUTE, body },
      { 'x-contentful-topic': TOPIC },
    );
    const response = await fetch(`${origin}${PUBLISH_HOOK_ROUTE}`, {
      method: 'POST',
      headers: { 'x-contentful-topic': TOPIC, ...signed },
      body: body.replace('post1', 'post2'),
    });
    expect(response.status).toBe(401);
    await unchanged(before);
  });

  it('given a signed topic header changed after signing, should answer 401', async () => {
    const before = await snapshotBytes();
    const response = await call({
      tamper: (headers) => ({ ...headers, 'x-contentful-topic': 'ContentManagement.Entry.delete' }),
    });
    expect(response.status).toBe(401);
    await unchanged(before);
  });

  it('given a signature older than 30 s (a replay), should answer 401', async () => {
    const before = await snapshotBytes();
    const response = await call({ timestamp: Date.now() - 31_000 });
    expect(response.status).toBe(401);
    await unchanged(before);
    expect(logs.at(-1)).toMatch(/too old/);
  });

  it('given a body over 1 MiB, should answer 413 and change nothing', async () => {
    const before = await snapshotBytes();
    const response = await call({ body: JSON.stringify({ pad: 'a'.repeat(1024 * 1024) }) });
    expect(response.status).toBe(413);
    await unchanged(before);
  });

  it('given a topic other than publish, unpublish or delete, should answer 200 ignored', async () => {
    const before = await snapshotBytes();
    const response = await call({ topic: 'ContentManagement.Entry.auto_save' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ignored: true });
    await unchanged(before);
  });
});

describe('POST /api/hooks/publish, syncing', () => {
  it('given no stored token, should sync from the start, store the copy and its token, and rebuild once', async () => {
    await start();
    const response = await call();
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({
      synced: { initial: true, entries: 2, assets: 1 },
      rebuild: expect.stringMatching(/running|queued/),
    });
    await hook.idle();
    expect(standIn.requests[0]?.get('initial')).toBe('true');
    // The stand-in pages by 2: three items came in two requests.
    expect(standIn.requests).toHaveLength(2);
    const snapshot = readSnapshot(snapshotPath());
    expect(snapshot?.syncToken).toBe('s3');
    expect(snapshot?.items.find((e) => e.sys.id === 'post1')?.fields.title).toBe('First title');
    expect(snapshot?.includes.Asset.map((a) => a.sys.id)).toEqual(['img1']);
    expect(rebuilds).toEqual([
      {
        snapshotFile: snapshotPath(),
        entries: ['post1', 'nav'],
        deletedEntries: [],
        assets: ['img1'],
        deletedAssets: [],
      },
    ]);
  });

  it('given a stored token, should ask only for the delta, and an unpublish should remove the entry', async () => {
    await start();
    await call();
    await hook.idle();
    standIn.publishEntry('post1', 'page', { path: '/blog/one/', title: 'Second title' });
    const edited = await call();
    expect(await edited.json()).toMatchObject({ synced: { initial: false, entries: 1 } });
    await hook.idle();
    expect(standIn.requests.at(-1)?.get('sync_token')).toBe('s3');
    expect(
      readSnapshot(snapshotPath())?.items.find((e) => e.sys.id === 'post1')?.fields.title,
    ).toBe('Second title');

    standIn.unpublishEntry('post1');
    const removed = await call({ topic: 'ContentManagement.Entry.unpublish' });
    expect(await removed.json()).toMatchObject({ synced: { deletedEntries: 1 } });
    await hook.idle();
    expect(readSnapshot(snapshotPath())?.items.map((e) => e.sys.id)).toEqual(['nav']);
    expect(rebuilds.at(-1)).toMatchObject({ entries: [], deletedEntries: ['post1'] });
    expect(rebuilds).toHaveLength(3);
  });

  it('given nothing changed since the last sync, should answer 202 with no rebuild', async () => {
    await start();
    await call();
    await hook.idle();
    const again = await call();
    expect(await again.json()).toMatchObject({ rebuild: 'none' });
    await hook.idle();
    expect(rebuilds).toHaveLength(1);
  });

  it('given the Sync API failing, should log one line, answer 502 and keep the copy and its token', async () => {
    await start();
    await call();
    await hook.idle();
    const before = await snapshotBytes();
    const modified = (await stat(snapshotPath())).mtimeMs;
    standIn.publishEntry('post1', 'page', { path: '/blog/one/', title: 'Lost?' });
    standIn.failNext(500);
    const response = await call();
    expect(response.status).toBe(502);
    await hook.idle();
    expect(await snapshotBytes()).toBe(before);
    expect((await stat(snapshotPath())).mtimeMs).toBe(modified);
    expect(rebuilds).toHaveLength(1);
    const failure = logs.filter((line) => line.includes('sync failed'));
    expect(failure).toHaveLength(1);
    expect(failure[0]).not.toContain('\n');
    expect(failure[0]).toMatch(/answered 500/);
    // The next call syncs from the kept token and gets the change.
    const next = await call();
    expect(await next.json()).toMatchObject({ synced: { initial: false, entries: 1 } });
    expect(standIn.requests.at(-1)?.get('sync_token')).toBe('s3');
  });

  it('given a failure on the second page of a sync, should keep the previous copy whole', async () => {
    await start();
    await call();
    await hook.idle();
    const before = await snapshotBytes();
    for (const id of ['a', 'b', 'c']) standIn.publishEntry(id, 'page', { title: id });
    // The delta has two pages: the first is answered, the second fails.
    standIn.failNext(503, 1, 1);
    const response = await call();
    expect(response.status).toBe(502);
    expect(await snapshotBytes()).toBe(before);
  });

  it('given a failed rebuild, should log it and hand its changes to the next rebuild', async () => {
    await start({ rebuildOk: false });
    await call();
    await hook.idle();
    expect(logs).toContain('Publish hook: rebuild failed; the previous site is still served');
    standIn.publishEntry('other', 'page', { title: 'Other' });
    await call();
    await hook.idle();
    expect(rebuilds.at(-1)?.entries).toEqual(expect.arrayContaining(['post1', 'nav', 'other']));
  });
});

describe('POST /api/hooks/publish, concurrency', () => {
  it('given 10 hooks at once, should run at most 2 rebuilds, never 2 at a time, and sync every change', async () => {
    await start({ rebuildMs: 150 });
    standIn.delayMs = 30;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        standIn.publishEntry(`post${i + 10}`, 'page', { title: `Post ${i}` });
        return call();
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(202));
    await hook.idle();
    expect(rebuilds.length).toBeGreaterThanOrEqual(1);
    expect(rebuilds.length).toBeLessThanOrEqual(2);
    expect(maxInFlight).toBe(1);
    const ids = readSnapshot(snapshotPath())?.items.map((e) => e.sys.id) ?? [];
    for (let i = 10; i < 20; i++) expect(ids).toContain(`post${i}`);
    // At most two syncs ran (each of one or more pages): none began while another ran.
    const initial = standIn.requests.filter((q) => q.get('initial') === 'true');
    expect(initial).toHaveLength(1);
  });
});

describe('the build reads the copy', () => {
  it('given CONTENTFUL_SNAPSHOT, should read the synced entries instead of the delivery API', async () => {
    await start();
    await call();
    await hook.idle();
    const source = await readContentfulSource({
      CONTENTFUL_SPACE_ID: standIn.space,
      CONTENTFUL_ACCESS_TOKEN: 'unused',
      CONTENTFUL_SNAPSHOT: snapshotPath(),
    });
    expect(source.pages.map((page) => page.id)).toEqual(['post1']);
    expect(source.pages[0]?.data).toMatchObject({ title: 'First title' });
    expect(source.navigation.data).toEqual({ items: [] });
  });
});

describe('from a webhook to the site model', () => {
  it('given the recorded space published through the stand-in, should build its post from the synced copy, then the edit, then without it', async () => {
    const recorded = fixture as unknown as EntryCollection;
    for (const entry of [...recorded.items, ...(recorded.includes?.Entry ?? [])])
      standIn.publishEntry(entry.sys.id, entry.sys.contentType?.sys.id ?? '', entry.fields);
    for (const asset of recorded.includes?.Asset ?? [])
      standIn.publishAsset(asset.sys.id, asset.fields);
    const contentDir = path.join(dir, 'content');
    await writeFixtureContent(contentDir);
    const local = await readLocalSource(contentDir);
    const icon = (name: IconName) => ({ name, paths: [] });
    /** The site as a build would load it: the fixture store, plus the pages of the synced copy. */
    const site = async () => {
      const synced = await readContentfulSource({ CONTENTFUL_SNAPSHOT: snapshotPath() });
      const pages = synced.pages.filter((page) => page.id !== '8mBroken' && page.id !== 'post1');
      return buildSite(
        { ...local, pages: [...local.pages, ...pages] },
        {},
        { onWarning: () => {}, icon },
      );
    };
    const post = async () => (await site()).pages.find((page) => page.path === '/blog/cms-post/');

    await start();
    expect((await call()).status).toBe(202);
    await hook.idle();
    expect(await post()).toMatchObject({ title: 'A post from the CMS' });
    // The image link became the synced asset's https URL.
    expect(JSON.stringify((await post())?.props.image)).toContain('https:');

    const original = recorded.items.find((entry) => entry.sys.id === '4kQxPost');
    standIn.publishEntry('4kQxPost', 'page', {
      ...original?.fields,
      title: 'Edited in Contentful',
    });
    expect((await call()).status).toBe(202);
    await hook.idle();
    expect(await post()).toMatchObject({ title: 'Edited in Contentful' });

    standIn.unpublishEntry('4kQxPost');
    expect((await call({ topic: 'ContentManagement.Entry.unpublish' })).status).toBe(202);
    await hook.idle();
    expect(await post()).toBeUndefined();
  });
});
