/**
 * The analytics-event endpoint, the embedded default of the analytics service (docs/product.md
 * §4.6): the browser posts `Viewed Page` and company-identification calls to `POST /api/events`;
 * they are stored in SQLite (`node:sqlite`) under the data directory and listed by
 * `npm run events`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { minimalEvent } from './event-fields.ts';
import { cleanHttpUrl, cleanText, MAX_STORED_URL } from './fields.ts';

/** Where the preview server keeps its SQLite files (env DATA_DIR). */
/**
 * Leads live here, not in a cache: `data/` beside the tracked `data/referrers/`, its SQLite files
 * git-ignored (`data/*.sqlite*`). Back it up with `npm run leads:backup` (docs/deployment.md).
 */
export const DEFAULT_DATA_DIR = 'data';
export const EVENTS_DB = 'events.sqlite';
/** A page-view event is well under 4 KB; anything much larger is not ours. */
export const MAX_EVENT_BYTES = 16 * 1024;

export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}

/**
 * How long a connection on the server's main thread waits for another's lock: short, because
 * node:sqlite waits on the thread that calls it, and on the main thread that stalls every page.
 */
export const MAIN_THREAD_BUSY_MS = 25;

/** Opens (creating the folder and file if needed) a SQLite database in the data directory. */
export function openDatabase(dataDir: string, file: string, busyTimeoutMs = 2000): DatabaseSync {
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(dataDir === ':memory:' ? ':memory:' : path.join(dataDir, file));
  // synchronous=NORMAL: in WAL mode still safe from corruption, and a commit no longer waits
  // for an fsync on the event loop (measured 0.8 ms → 0.01 ms per insert); a power cut may
  // lose the last few rows, an acceptable trade for analytics events and stand-in sign-ups.
  db.exec(
    `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)};`,
  );
  return db;
}

/**
 * Visitor-controlled text: control characters removed, cut to `max` (server/forms/fields.ts). Cut, not
 * refused: a value read from a cookie grown too long would otherwise lose every later page view.
 */
const text = (max: number) => z.string().transform((value) => cleanText(value, max));
/** '' or an http(s) URL, stored without query parameters off the tracking allow-list. */
const url = z
  .string()
  .max(MAX_STORED_URL)
  .transform((value, context) => {
    if (value === '') return '';
    const cleaned = cleanHttpUrl(value);
    if (cleaned === null) {
      context.addIssue({ code: 'custom', message: 'Expected an http(s) URL' });
      return z.NEVER;
    }
    return cleaned;
  });

const viewedPage = z.strictObject({
  type: z.literal('track'),
  event: z.literal('Viewed Page'),
  properties: z.strictObject({
    path: text(2000),
    url,
    title: text(500),
    referrer: url,
    pageType: z.enum(['marketing', 'login', 'signup']),
    variation: text(500),
  }),
  anonymousId: text(100),
  sentAt: text(40),
});

const identifyCompany = z.strictObject({
  type: z.literal('identify-company'),
  properties: z.strictObject({ path: text(2000), url }),
  anonymousId: text(100),
  sentAt: text(40),
});

export const eventSchema = z.discriminatedUnion('type', [viewedPage, identifyCompany]);
export type StoredEventInput = z.infer<typeof eventSchema>;

export interface EventRow {
  id: number;
  received_at: string;
  type: string;
  event: string | null;
  anonymous_id: string;
  path: string;
  variation: string | null;
  properties: string;
}

/** An event the server records itself, never from a visitor's body. */
export interface ServerTrack {
  event: 'Form Submitted' | 'Trial Started';
  anonymousId: string;
  path: string;
  properties: Record<string, unknown>;
}

export function createEventStore(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    type TEXT NOT NULL,
    event TEXT,
    anonymous_id TEXT NOT NULL,
    path TEXT NOT NULL,
    variation TEXT,
    properties TEXT NOT NULL,
    user_agent TEXT
  )`);
  const insert = db.prepare(
    `INSERT INTO events (received_at, type, event, anonymous_id, path, variation, properties, user_agent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const latest = db.prepare(
    'SELECT id, received_at, type, event, anonymous_id, path, variation, properties FROM events ORDER BY id DESC LIMIT ?',
  );
  // In batches, each its own short transaction, so the page views being written meanwhile wait
  // for one batch at most; the oldest rows come first in id order, so each batch finds them fast.
  const pruneBatch = db.prepare(
    'DELETE FROM events WHERE id IN (SELECT id FROM events WHERE received_at < ? ORDER BY id LIMIT ?)',
  );
  const latestNamed = db.prepare(
    'SELECT id, received_at, type, event, anonymous_id, path, variation, properties FROM events WHERE COALESCE(event, type) = ? ORDER BY id DESC LIMIT ?',
  );
  return {
    add(input: StoredEventInput, userAgent: string, now = new Date()): number {
      const result = insert.run(
        now.toISOString(),
        input.type,
        input.type === 'track' ? input.event : null,
        input.anonymousId,
        input.properties.path,
        input.type === 'track' ? input.properties.variation : null,
        JSON.stringify(input.properties),
        userAgent.slice(0, 500),
      );
      return Number(result.lastInsertRowid);
    },
    /** A server-side `track` (a conversion: 'Form Submitted', 'Trial Started'). */
    addTrack(event: ServerTrack, now = new Date()): number {
      const result = insert.run(
        now.toISOString(),
        'track',
        event.event,
        event.anonymousId,
        event.path,
        null,
        JSON.stringify(event.properties),
        'harbor-server',
      );
      return Number(result.lastInsertRowid);
    },
    /**
     * Deletes the events received before `cutoff` (ISO, retention.ts EVENT_RETENTION_MONTHS);
     * answers how many. received_at is always toISOString(): text order is time order.
     */
    prune(cutoff: string, batch = 5000): number {
      let deleted = 0;
      for (;;) {
        const changes = Number(pruneBatch.run(cutoff, batch).changes);
        deleted += changes;
        if (changes < batch) return deleted;
      }
    },
    latest(limit: number, eventName?: string): EventRow[] {
      return (eventName === undefined
        ? latest.all(limit)
        : latestNamed.all(eventName, limit)) as unknown as EventRow[];
    },
  };
}
export type EventStore = ReturnType<typeof createEventStore>;

/** `POST /` (mounted at /api/events): 202 when stored, 400 with the reasons otherwise. */
/** SQLITE_BUSY / SQLITE_LOCKED: another connection holds the lock. */
export function isBusy(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: number; message?: string };
  return (
    errcode === 5 ||
    errcode === 6 ||
    (errcode !== undefined && (errcode & 0xff) === 5) ||
    /database is locked|SQLITE_BUSY/i.test(message ?? '')
  );
}

export function createEventsApp(store: EventStore): Hono {
  const app = new Hono();
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: (c) => c.json({ error: 'Event too large' }, 413),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'Expected a JSON body' }, 400);
      }
      const parsed = eventSchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
        );
        return c.json({ error: 'Invalid event', issues }, 400);
      }
      c.header('Cache-Control', 'no-store');
      let id: number;
      try {
        const { event, userAgent } = minimalEvent(parsed.data, c.req.header('user-agent') ?? '');
        id = store.add(event, userAgent);
      } catch (error) {
        // Locked by another process past the short busy timeout: the browser may send it again.
        if (isBusy(error)) return c.json({ error: 'Busy, try again' }, 503);
        throw error;
      }
      return c.json({ id }, 202);
    },
  );
  return app;
}
