/**
 * Where the forms service sends an accepted lead-form submission, chosen by env
 * (FORMS_PROVIDER): the local SQLite store (default), or HubSpot's Forms Submission API v3.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { FormName } from '../../src/contracts/schemas/forms.ts';
import { submitToHubSpot } from '../../src/forms/providers/hubspot.ts';
import type { FieldValues } from '../../src/forms/validate.ts';

export const SUBMISSIONS_DB = 'forms.sqlite';

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
}

export type DeliveryResult =
  { ok: true; duplicate: boolean } | { ok: false; status: number; message: string };

export interface SubmissionProvider {
  name: 'local' | 'hubspot';
  deliver(submission: AcceptedSubmission): Promise<DeliveryResult>;
}

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

/**
 * Lead-form submissions in SQLite. `synchronous = FULL` makes every commit reach the disk before
 * the service answers 2xx; the unique idempotency key makes a retried submission a no-op.
 */
export function createSubmissionStore(db: DatabaseSync) {
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
  )`);
  const insert = db.prepare(
    `INSERT INTO submissions (received_at, form_name, form_id, idempotency_key, fields, tracking, page_uri)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idempotency_key) DO NOTHING RETURNING id`,
  );
  const byForm = db.prepare('SELECT * FROM submissions WHERE form_name = ? ORDER BY id');
  const count = db.prepare('SELECT COUNT(*) AS n FROM submissions');
  const addOne = (submission: AcceptedSubmission, now: Date): boolean =>
    insert.get(
      now.toISOString(),
      submission.formName,
      submission.formId,
      submission.idempotencyKey,
      JSON.stringify(submission.values),
      submission.tracking ? JSON.stringify(submission.tracking) : null,
      submission.pageUri,
    ) !== undefined;
  return {
    /** Stores a submission; false when its idempotency key was already stored. */
    add(submission: AcceptedSubmission, now = new Date()): boolean {
      return addOne(submission, now);
    },
    /**
     * Stores several submissions in one transaction: one disk sync for all of them, which is
     * what bounds the service's throughput with synchronous = FULL.
     */
    addMany(submissions: readonly AcceptedSubmission[], now = new Date()): boolean[] {
      db.exec('BEGIN IMMEDIATE');
      try {
        const stored = submissions.map((submission) => addOne(submission, now));
        db.exec('COMMIT');
        return stored;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    forForm(name: string): SubmissionRow[] {
      return byForm.all(name) as unknown as SubmissionRow[];
    },
    count(): number {
      return Number((count.get() as { n: number }).n);
    },
  };
}
export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

/**
 * Group commit: submissions arriving while the event loop is busy are written together at the
 * next turn, each answered only after the transaction holding it is on disk.
 */
export function localProvider(store: SubmissionStore): SubmissionProvider {
  let queue: { submission: AcceptedSubmission; done: (result: DeliveryResult) => void }[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    try {
      const stored = store.addMany(batch.map((entry) => entry.submission));
      batch.forEach((entry, index) => entry.done({ ok: true, duplicate: !stored[index] }));
    } catch (error) {
      console.error('Could not store form submissions:', error);
      for (const entry of batch) {
        entry.done({
          ok: false,
          status: 503,
          message: 'Sorry, we could not save your form. Please try again.',
        });
      }
    }
  };
  return {
    name: 'local',
    deliver: (submission) =>
      new Promise((done) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ submission, done });
      }),
  };
}

export interface HubSpotProviderOptions {
  apiUrl: string;
  /** Overrides the registry's portal (env HUBSPOT_PORTAL_ID). */
  portalId?: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<unknown>;
}

export function hubspotProvider(options: HubSpotProviderOptions): SubmissionProvider {
  return {
    name: 'hubspot',
    async deliver(submission) {
      const result = await submitToHubSpot(
        {
          apiUrl: options.apiUrl,
          portalId: options.portalId || submission.portalId,
          formGuid: submission.formId,
          fields: { ...submission.values, ...submission.tracking },
          context: {
            hutk: submission.hutk,
            pageUri: submission.pageUri,
            pageName: submission.pageName,
          },
        },
        { fetchImpl: options.fetchImpl, sleep: options.sleep as never },
      );
      // HubSpot refusing the data (4xx) is our problem, not the visitor's: a 502 either way.
      return result.ok
        ? { ok: true, duplicate: false }
        : { ok: false, status: 502, message: result.message };
    },
  };
}

/** The provider the environment asks for. */
export function providerFromEnv(
  env: Record<string, string | undefined>,
  store: () => SubmissionStore,
): SubmissionProvider {
  if (env.FORMS_PROVIDER === 'hubspot') {
    return hubspotProvider({
      apiUrl: env.HUBSPOT_API_URL || 'https://api.hsforms.com',
      portalId: env.HUBSPOT_PORTAL_ID || undefined,
    });
  }
  return localProvider(store());
}
