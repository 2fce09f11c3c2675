/**
 * A local stand-in for Contentful's Sync API (`GET /spaces/{space}/environments/{env}/sync`),
 * for the publish webhook's tests: a space whose entries and assets are published, changed,
 * unpublished and deleted by the test, answered in the Sync API's format (every field by locale,
 * DeletedEntry/DeletedAsset items, `nextPageUrl` while pages remain, then `nextSyncUrl`). A token
 * names a position in the space's change log, so a delta holds what changed after it. It can be
 * told to fail, and it counts the requests it received.
 */
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';

type Fields = Record<string, unknown>;
interface Item {
  sys: { id: string; type: string; contentType?: unknown; revision?: number };
  fields?: Record<string, Record<string, unknown>>;
}

export interface SyncStandIn {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  space: string;
  environment: string;
  accessToken: string;
  /** Publishes (or republishes) an entry of a content type, its fields in one locale. */
  publishEntry(id: string, contentType: string, fields: Fields): void;
  publishAsset(id: string, fields: Fields): void;
  /** Unpublishing and deleting both reach a sync as a DeletedEntry. */
  unpublishEntry(id: string): void;
  /** After `after` more requests are answered, the next `count` answer `status`. */
  failNext(status: number, count?: number, after?: number): void;
  /** Milliseconds each answer waits (to make hooks overlap). */
  delayMs: number;
  /** Sync requests received, with their query. */
  readonly requests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startSyncStandIn({
  space = 'harbor01',
  environment = 'master',
  accessToken = 'stand-in-token',
  locale = 'en-US',
  pageSize = 2,
} = {}): Promise<SyncStandIn> {
  /** Change log: every publication or deletion, in order; a token is an index into it. */
  const log: Item[] = [];
  const requests: URLSearchParams[] = [];
  let failures = { status: 0, count: 0, after: 0 };
  const localized = (fields: Fields) =>
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, { [locale]: value }]));
  const revisions = new Map<string, number>();
  const revision = (id: string) => {
    const next = (revisions.get(id) ?? 0) + 1;
    revisions.set(id, next);
    return next;
  };

  /** The latest state of each item changed in log[from..to), deletions included. */
  const changesBetween = (from: number, to: number, initial: boolean): Item[] => {
    const latest = new Map<string, Item>();
    for (const item of log.slice(from, to)) {
      latest.delete(item.sys.id);
      latest.set(item.sys.id, item);
    }
    // An initial sync holds what is published now, never deletions.
    return [...latest.values()].filter((item) => !(initial && item.sys.type.startsWith('Deleted')));
  };

  const app = new Hono();
  const standIn: SyncStandIn = {
    origin: '',
    space,
    environment,
    accessToken,
    delayMs: 0,
    requests,
    publishEntry(id, contentType, fields) {
      log.push({
        sys: {
          id,
          type: 'Entry',
          revision: revision(id),
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
        },
        fields: localized(fields),
      });
    },
    publishAsset(id, fields) {
      log.push({ sys: { id, type: 'Asset', revision: revision(id) }, fields: localized(fields) });
    },
    unpublishEntry(id) {
      log.push({ sys: { id, type: 'DeletedEntry' } });
    },
    failNext(status, count = 1, after = 0) {
      failures = { status, count, after };
    },
    close: async () => {},
  };

  // Token: "p{from}-{to}-{offset}-{initial}" for a page still to send, "s{position}" for a delta.
  app.get(`/spaces/${space}/environments/${environment}/sync`, async (c) => {
    const query = new URL(c.req.url).searchParams;
    requests.push(query);
    if (standIn.delayMs) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    if (c.req.header('authorization') !== `Bearer ${accessToken}`)
      return c.json({ sys: { id: 'AccessTokenInvalid' } }, 401);
    if (failures.count > 0 && failures.after > 0) failures.after--;
    else if (failures.count > 0) {
      failures.count--;
      return c.json(
        { sys: { id: 'ServerError' }, message: 'stand-in failure' },
        failures.status as 500,
      );
    }
    const token = query.get('sync_token');
    let from: number;
    let to: number;
    let offset = 0;
    let initial: boolean;
    if (query.get('initial') === 'true' && !token) {
      [from, to, initial] = [0, log.length, true];
    } else if (token && /^s\d+$/.test(token)) {
      [from, to, initial] = [Number(token.slice(1)), log.length, false];
    } else if (token && /^p\d+-\d+-\d+-[01]$/.test(token)) {
      const [a, b, o, i] = token.slice(1).split('-').map(Number) as [
        number,
        number,
        number,
        number,
      ];
      [from, to, offset, initial] = [a, b, o, i === 1];
    } else {
      return c.json({ sys: { id: 'BadRequest' }, message: 'invalid sync token' }, 400);
    }
    const all = changesBetween(from, to, initial);
    const items = all.slice(offset, offset + pageSize);
    const base = `${standIn.origin}/spaces/${space}/environments/${environment}/sync`;
    const more = offset + pageSize < all.length;
    return c.json({
      sys: { type: 'Array' },
      items,
      ...(more
        ? {
            nextPageUrl: `${base}?sync_token=p${from}-${to}-${offset + pageSize}-${initial ? 1 : 0}`,
          }
        : { nextSyncUrl: `${base}?sync_token=s${to}` }),
    });
  });

  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const address = server.address();
  standIn.origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
