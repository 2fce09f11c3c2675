/**
 * Leads in SQLite: the outbox. Every accepted lead-form submission is committed here, with one
 * delivery row per configured destination, before the visitor is answered; the delivery worker
 * (delivery-worker.ts) then claims due deliveries and records each attempt's outcome. Every
 * change of a delivery's state goes through the reducer of outbox.ts.
 *
 * Synchronous (node:sqlite): the server runs it in a worker thread (store-client.ts), so a lock
 * held by another process never stalls the event loop; `npm run leads` and tests use it directly.
 * `synchronous = FULL`: a commit is on disk before the call returns.
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { FormName } from '../../src/contracts/schemas/forms.ts';
import type { FieldValues } from '../../src/forms/validate.ts';
import { nextDelivery, newDelivery, type Delivery, type DeliveryEvent } from './outbox.ts';

export const LEADS_DB = 'forms.sqlite';

/** What the forms service accepted, as the outbox stores it. */
export interface AcceptedSubmission {
  formName: FormName;
  formId: string;
  portalId: string;
  values: FieldValues;
  tracking: Record<string, string> | null;
  idempotencyKey: string | null;
  pageUri: string;
  pageName: string;
  /** The visitor's `hubspotutk` cookie, for HubSpot's context. */
  hutk: string | undefined;
  /** The visitor's analytics id (`ajs_anonymous_id`), for the conversion event. */
  anonymousId?: string;
}

/**
 * `stored`: new, committed with its deliveries; `duplicate`: the same key, form and content were
 * stored before (answered alike, stored once); `conflict`: the key was used for other content or
 * another form (answered 409, nothing stored).
 */
export type AcceptResult = 'stored' | 'duplicate' | 'conflict';

/** A stored lead, as every destination receives it. */
export interface Lead {
  id: number;
  receivedAt: string;
  formName: string;
  formId: string;
  portalId: string;
  values: FieldValues;
  tracking: Record<string, string> | null;
  pageUri: string;
  pageName: string;
  hutk: string | undefined;
  /** The visitor's analytics id, when the browser sent one (the Segment conversion event). */
  anonymousId?: string;
}

export interface ClaimedDelivery {
  deliveryId: number;
  attemptId: number;
  destination: string;
  attempts: number;
  lead: Lead;
}

export type AttemptOutcome =
  { type: 'ack' } | { type: 'fail'; error: string; permanent: boolean; random: number };

export interface SubmissionRow {
  id: number;
  received_at: string;
  form_name: string;
  form_id: string;
  idempotency_key: string | null;
  fields: string;
  tracking: string | null;
  page_uri: string;
}

export interface DeliveryRow {
  id: number;
  submission_id: number;
  destination: string;
  state: Delivery['state'];
  attempts: number;
  window_start: number;
  next_attempt_at: number | null;
  last_error: string | null;
  delivered_at: string | null;
}

interface DueRow extends DeliveryRow {
  received_at: string;
  form_name: string;
  form_id: string;
  fields: string;
  tracking: string | null;
  page_uri: string;
  context: string | null;
}

/** A hook run after a commit for each newly stored lead (the conversion event). */
export type OnStored = (submission: AcceptedSubmission, id: number) => void;

/** The content a reused idempotency key must match: the form and its answers. */
export function fingerprintOf(submission: Pick<AcceptedSubmission, 'formName' | 'values'>) {
  const sorted = Object.keys(submission.values)
    .sort()
    .map((name) => [name, submission.values[name]]);
  return createHash('sha256')
    .update(JSON.stringify([submission.formName, sorted]))
    .digest('hex');
}

function columnsOf(db: DatabaseSync, table: string): Set<string> {
  const rows = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

function migrate(db: DatabaseSync): void {
  db.exec(`PRAGMA synchronous = FULL;
  CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    form_name TEXT NOT NULL,
    form_id TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    fields TEXT NOT NULL,
    tracking TEXT,
    page_uri TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id INTEGER NOT NULL REFERENCES submissions(id),
    destination TEXT NOT NULL,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    window_start INTEGER NOT NULL,
    next_attempt_at INTEGER,
    last_error TEXT,
    delivered_at TEXT,
    UNIQUE (submission_id, destination)
  );
  CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, next_attempt_at);
  CREATE TABLE IF NOT EXISTS delivery_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id INTEGER NOT NULL REFERENCES deliveries(id),
    started_at TEXT NOT NULL,
    finished_at TEXT,
    outcome TEXT,
    detail TEXT
  );`);
  // Databases written before the outbox (the local provider's table) gain its columns.
  const columns = columnsOf(db, 'submissions');
  if (!columns.has('fingerprint')) db.exec('ALTER TABLE submissions ADD COLUMN fingerprint TEXT');
  if (!columns.has('context')) db.exec('ALTER TABLE submissions ADD COLUMN context TEXT');
}

function parsedObject(json: string | null): Record<string, string> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

const toDelivery = (row: DeliveryRow): Delivery => ({
  state: row.state,
  attempts: Number(row.attempts),
  windowStart: Number(row.window_start),
  nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
  lastError: row.last_error,
});

export function createLeadStore(db: DatabaseSync, onStored?: OnStored) {
  migrate(db);
  const byKey = db.prepare(
    'SELECT form_name, fingerprint, fields FROM submissions WHERE idempotency_key = ?',
  );
  const insert = db.prepare(
    `INSERT INTO submissions (received_at, form_name, form_id, idempotency_key, fields, tracking, page_uri, fingerprint, context)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertDelivery = db.prepare(
    `INSERT INTO deliveries (submission_id, destination, state, attempts, window_start, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectDue = db.prepare(
    `SELECT d.*, s.received_at, s.form_name, s.form_id, s.fields, s.tracking, s.page_uri, s.context
     FROM deliveries d JOIN submissions s ON s.id = d.submission_id
     WHERE d.state IN ('pending', 'retrying') AND d.next_attempt_at <= ?
     AND d.destination IN (SELECT value FROM json_each(?))
     ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  );
  const selectDelivery = db.prepare('SELECT * FROM deliveries WHERE id = ?');
  const update = db.prepare(
    `UPDATE deliveries SET state = ?, attempts = ?, window_start = ?, next_attempt_at = ?, last_error = ?,
     delivered_at = COALESCE(?, delivered_at) WHERE id = ?`,
  );
  const insertAttempt = db.prepare(
    'INSERT INTO delivery_attempts (delivery_id, started_at) VALUES (?, ?) RETURNING id',
  );
  const finishAttempt = db.prepare(
    'UPDATE delivery_attempts SET finished_at = ?, outcome = ?, detail = ? WHERE id = ?',
  );

  function transaction<T>(work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Applies `event` to delivery `id` through the reducer and writes the result. */
  function apply(id: number, event: DeliveryEvent): Delivery {
    const row = selectDelivery.get(id) as DeliveryRow | undefined;
    if (!row) throw new Error(`No delivery ${id}`);
    const next = nextDelivery(toDelivery(row), event);
    update.run(
      next.state,
      next.attempts,
      next.windowStart,
      next.nextAttemptAt,
      next.lastError,
      next.state === 'delivered' ? new Date(event.at).toISOString() : null,
      id,
    );
    return next;
  }

  return {
    /**
     * Stores submissions and a pending delivery per destination, in one transaction (one disk
     * sync for a batch). A key already stored for the same form and answers is a duplicate; for
     * other answers or another form, a conflict.
     */
    accept(
      items: readonly { submission: AcceptedSubmission; destinations: readonly string[] }[],
      now = Date.now(),
    ): AcceptResult[] {
      const stored: [AcceptedSubmission, number][] = [];
      const results = transaction(() =>
        items.map(({ submission, destinations }): AcceptResult => {
          const fingerprint = fingerprintOf(submission);
          if (submission.idempotencyKey) {
            const existing = byKey.get(submission.idempotencyKey) as
              { form_name: string; fingerprint: string | null; fields: string } | undefined;
            if (existing) {
              const same =
                existing.form_name === submission.formName &&
                (existing.fingerprint ??
                  fingerprintOf({
                    formName: submission.formName,
                    values: parsedObject(existing.fields) ?? {},
                  })) === fingerprint;
              return same ? 'duplicate' : 'conflict';
            }
          }
          const { id } = insert.get(
            new Date(now).toISOString(),
            submission.formName,
            submission.formId,
            submission.idempotencyKey,
            JSON.stringify(submission.values),
            submission.tracking ? JSON.stringify(submission.tracking) : null,
            submission.pageUri,
            fingerprint,
            JSON.stringify({
              portalId: submission.portalId,
              pageName: submission.pageName,
              hutk: submission.hutk ?? null,
              anonymousId: submission.anonymousId ?? null,
            }),
          ) as { id: number };
          const delivery = newDelivery(now);
          for (const destination of destinations) {
            insertDelivery.run(
              id,
              destination,
              delivery.state,
              delivery.attempts,
              delivery.windowStart,
              delivery.nextAttemptAt,
            );
          }
          stored.push([submission, Number(id)]);
          return 'stored';
        }),
      );
      // After the commit: a failing hook cannot undo a stored lead.
      for (const [submission, id] of stored) {
        try {
          onStored?.(submission, id);
        } catch (error) {
          console.error('Could not record the conversion event:', error);
        }
      }
      return results;
    },

    /**
     * Claims up to `limit` due deliveries to `destinations` (→ sending) and opens an attempt row
     * for each. A destination no longer configured keeps its deliveries pending, untouched.
     */
    claimDue(
      now: number,
      limit: number,
      destinations: readonly string[],
      exclude: readonly number[] = [],
    ): ClaimedDelivery[] {
      return transaction(() => {
        const skip = new Set(exclude);
        const rows = (
          selectDue.all(now, JSON.stringify(destinations), limit + skip.size) as unknown as DueRow[]
        )
          .filter((row) => !skip.has(Number(row.id)))
          .slice(0, limit);
        return rows.map((row) => {
          apply(Number(row.id), { type: 'claim', at: now });
          const attempt = insertAttempt.get(row.id, new Date(now).toISOString()) as { id: number };
          const context = parsedObject(row.context) ?? {};
          return {
            deliveryId: Number(row.id),
            attemptId: Number(attempt.id),
            destination: row.destination,
            attempts: Number(row.attempts),
            lead: {
              id: Number(row.submission_id),
              receivedAt: row.received_at,
              formName: row.form_name,
              formId: row.form_id,
              portalId: context.portalId ?? '',
              values: parsedObject(row.fields) ?? {},
              tracking: parsedObject(row.tracking),
              pageUri: row.page_uri,
              pageName: context.pageName ?? '',
              hutk: context.hutk ?? undefined,
              anonymousId: context.anonymousId ?? undefined,
            },
          } satisfies ClaimedDelivery;
        });
      });
    },

    /**
     * Records the outcomes of finished attempts, acknowledgements first, in one transaction:
     * once this returns, an acknowledged delivery can never be claimed again.
     */
    finish(
      outcomes: readonly { deliveryId: number; attemptId: number; outcome: AttemptOutcome }[],
      now = Date.now(),
    ): Delivery[] {
      const ordered = [...outcomes].sort(
        (a, b) => Number(b.outcome.type === 'ack') - Number(a.outcome.type === 'ack'),
      );
      return transaction(() =>
        ordered.map(({ deliveryId, attemptId, outcome }) => {
          const next = apply(deliveryId, { ...outcome, at: now });
          finishAttempt.run(
            new Date(now).toISOString(),
            outcome.type,
            outcome.type === 'fail' ? outcome.error.slice(0, 500) : null,
            attemptId,
          );
          return next;
        }),
      );
    },

    /** At start: deliveries left in `sending` by a crash are pending again. Returns how many. */
    interruptSending(now = Date.now()): number {
      return transaction(() => {
        const rows = db.prepare("SELECT id FROM deliveries WHERE state = 'sending'").all() as {
          id: number;
        }[];
        for (const row of rows) apply(Number(row.id), { type: 'interrupt', at: now });
        db.prepare(
          "UPDATE delivery_attempts SET outcome = 'interrupted', finished_at = ? WHERE outcome IS NULL",
        ).run(new Date(now).toISOString());
        return rows.length;
      });
    },

    /** Dead deliveries back to pending: all of them, or one lead's, or one delivery. */
    retryDead(
      filter: { deliveryId?: number; submissionId?: number } = {},
      now = Date.now(),
    ): number {
      return transaction(() => {
        const rows = db
          .prepare(
            `SELECT id FROM deliveries WHERE state = 'dead'
             AND (? IS NULL OR id = ?) AND (? IS NULL OR submission_id = ?)`,
          )
          .all(
            filter.deliveryId ?? null,
            filter.deliveryId ?? null,
            filter.submissionId ?? null,
            filter.submissionId ?? null,
          ) as { id: number }[];
        for (const row of rows) apply(Number(row.id), { type: 'retry', at: now });
        return rows.length;
      });
    },

    /**
     * Deletes the leads received before `cutoff` (ISO, retention.ts) that every destination
     * has: each has at least one delivery and all of them are delivered. A lead pending,
     * retrying, dead-lettered or with no destination is this database's only copy: kept, however
     * old. Its deliveries and their attempts go with it. Answers how many leads were deleted.
     */
    pruneDelivered(cutoff: string): number {
      return transaction(() => {
        db.exec(`CREATE TEMP TABLE IF NOT EXISTS expired (id INTEGER PRIMARY KEY);
          DELETE FROM temp.expired;`);
        db.prepare(
          `INSERT INTO temp.expired (id)
           SELECT s.id FROM submissions s
           WHERE s.received_at < ?
             AND EXISTS (SELECT 1 FROM deliveries d WHERE d.submission_id = s.id)
             AND NOT EXISTS (SELECT 1 FROM deliveries d
                             WHERE d.submission_id = s.id AND d.state <> 'delivered')`,
        ).run(cutoff);
        db.exec(`DELETE FROM delivery_attempts WHERE delivery_id IN
            (SELECT id FROM deliveries WHERE submission_id IN (SELECT id FROM temp.expired));
          DELETE FROM deliveries WHERE submission_id IN (SELECT id FROM temp.expired);`);
        const deleted = db
          .prepare('DELETE FROM submissions WHERE id IN (SELECT id FROM temp.expired)')
          .run().changes;
        db.exec('DELETE FROM temp.expired');
        return Number(deleted);
      });
    },

    /** The newest leads (of one form, or all), newest first. */
    recent(limit: number, formName?: string): SubmissionRow[] {
      return db
        .prepare(
          `SELECT * FROM submissions WHERE (? IS NULL OR form_name = ?) ORDER BY id DESC LIMIT ?`,
        )
        .all(formName ?? null, formName ?? null, limit) as unknown as SubmissionRow[];
    },
    deliveriesOf(submissionIds: readonly number[]): DeliveryRow[] {
      if (submissionIds.length === 0) return [];
      return db
        .prepare(
          `SELECT * FROM deliveries WHERE submission_id IN (${submissionIds.map(() => '?').join(',')}) ORDER BY id`,
        )
        .all(...submissionIds) as unknown as DeliveryRow[];
    },
    /** Deliveries per destination and state. */
    summary(): { destination: string; state: string; n: number }[] {
      return db
        .prepare(
          'SELECT destination, state, COUNT(*) AS n FROM deliveries GROUP BY 1, 2 ORDER BY 1, 2',
        )
        .all() as { destination: string; state: string; n: number }[];
    },
    forForm(name: string): SubmissionRow[] {
      return db
        .prepare('SELECT * FROM submissions WHERE form_name = ? ORDER BY id')
        .all(name) as unknown as SubmissionRow[];
    },
    count(): number {
      return Number((db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n);
    },
  };
}
export type LeadStore = ReturnType<typeof createLeadStore>;
