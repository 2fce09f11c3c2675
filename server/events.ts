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

/** Where the preview server keeps its SQLite files (env DATA_DIR). */
export const DEFAULT_DATA_DIR = '.cache/data';
export const EVENTS_DB = 'events.sqlite';
/** A page-view event is well under 4 KB; anything much larger is not ours. */
export const MAX_EVENT_BYTES = 16 * 1024;

export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR || DEFAULT_DATA_DIR);
}

/** Opens (creating the folder and file if needed) a SQLite database in the data directory. */
export function openDatabase(dataDir: string, file: string): DatabaseSync {
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(dataDir === ':memory:' ? ':memory:' : path.join(dataDir, file));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 2000;');
  return db;
}

const text = (max: number) => z.string().max(max);

const viewedPage = z.strictObject({
  type: z.literal('track'),
  event: z.literal('Viewed Page'),
  properties: z.strictObject({
    path: text(2000),
    url: text(2000),
    title: text(500),
    referrer: text(2000),
    pageType: z.enum(['marketing', 'login', 'signup']),
    variation: text(500),
  }),
  anonymousId: text(100),
  sentAt: text(40),
});

const identifyCompany = z.strictObject({
  type: z.literal('identify-company'),
  properties: z.strictObject({ path: text(2000), url: text(2000) }),
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
    latest(limit: number): EventRow[] {
      return latest.all(limit) as unknown as EventRow[];
    },
  };
}
export type EventStore = ReturnType<typeof createEventStore>;

/** `POST /` (mounted at /api/events): 202 when stored, 400 with the reasons otherwise. */
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
      const id = store.add(parsed.data, c.req.header('user-agent') ?? '');
      c.header('Cache-Control', 'no-store');
      return c.json({ id }, 202);
    },
  );
  return app;
}
