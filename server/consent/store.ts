/**
 * Proof of consent (issue 36): each choice a visitor makes in the banner, stored so the company
 * can show who agreed to what, when, under which policy. No IP address, no user agent: a random
 * consent id (also in the visitor's `hs_consent` cookie), the time, the policy version, the
 * categories and the country code the CDN gave. `npm run consent` lists and exports them.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { CHOICE_DAYS } from '../../src/consent/categories.ts';
import { openDatabase } from '../forms/events.ts';

export const CONSENT_DB = 'consent.sqlite';

/**
 * Retention (the privacy policy's "Retention"): a record is kept while its consent is in force
 * and for this many years after, the period in which the company may have to show it was given
 * (limitation periods for claims and regulators' inquiries run about that long). A consent ends
 * when the choice cookie expires (CHOICE_DAYS after the record) or when the same visitor makes a
 * new choice (the newer record, same consent id), whichever comes first. Records past that are
 * deleted at server start and daily (worker.ts, recorder.ts) and by `npm run consent -- prune`.
 */
export const PROOF_YEARS = 3;
export const RETENTION_TEXT = `kept while the consent is in force (${CHOICE_DAYS} days at most, the choice cookie's lifetime, or until the visitor's next choice) and ${PROOF_YEARS} years after, then deleted`;

/** The two cut-offs for `now`: consents that ended before `ended` are past their proof period. */
export function retentionCutoffs(now: Date): { ended: string; recordedBefore: string } {
  const ended = new Date(now);
  ended.setUTCFullYear(ended.getUTCFullYear() - PROOF_YEARS);
  const recordedBefore = new Date(ended.getTime() - CHOICE_DAYS * 24 * 60 * 60 * 1000);
  return { ended: ended.toISOString(), recordedBefore: recordedBefore.toISOString() };
}

/** What the banner posts (`POST /api/consent`). */
export const consentPostSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'a random id of 8 to 64 letters, digits or dashes'),
  version: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, 'a policy version'),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentPost = z.infer<typeof consentPostSchema>;

export interface ConsentRecord extends ConsentPost {
  /** ISO 8601, set by the server. */
  recordedAt: string;
  /** ISO country code, '' when unknown. */
  country: string;
}

export interface ConsentRow {
  id: number;
  consent_id: string;
  recorded_at: string;
  policy_version: string;
  necessary: number;
  analytics: number;
  marketing: number;
  country: string;
}

/**
 * Opens the consent database with `synchronous = FULL`: a record is on disk before the visitor
 * hears back, so it survives a crash or a power cut (the events' NORMAL may lose the last rows).
 */
export function openConsentDatabase(dataDir: string, busyTimeoutMs = 5000): DatabaseSync {
  const db = openDatabase(dataDir, CONSENT_DB, busyTimeoutMs);
  db.exec('PRAGMA synchronous = FULL;');
  return db;
}

export function createConsentStore(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS consents (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    consent_id TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    policy_version TEXT NOT NULL,
    necessary INTEGER NOT NULL DEFAULT 1,
    analytics INTEGER NOT NULL,
    marketing INTEGER NOT NULL,
    country TEXT NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS consents_by_id ON consents (consent_id)');
  const insert = db.prepare(
    `INSERT INTO consents (consent_id, recorded_at, policy_version, analytics, marketing, country)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const latest = db.prepare('SELECT * FROM consents ORDER BY id DESC LIMIT ?');
  const all = db.prepare('SELECT * FROM consents ORDER BY id');
  // recorded_at is always toISOString() (UTC, same length): text order is time order.
  const prune = db.prepare(
    `DELETE FROM consents
     WHERE recorded_at < :recordedBefore
        OR EXISTS (SELECT 1 FROM consents AS newer
                   WHERE newer.consent_id = consents.consent_id AND newer.id > consents.id
                     AND newer.recorded_at < :ended)`,
  );
  return {
    add(record: ConsentRecord): number {
      const result = insert.run(
        record.id,
        record.recordedAt,
        record.version,
        record.analytics ? 1 : 0,
        record.marketing ? 1 : 0,
        record.country,
      );
      return Number(result.lastInsertRowid);
    },
    latest: (limit: number) => latest.all(limit) as unknown as ConsentRow[],
    all: () => all.all() as unknown as ConsentRow[],
    /** Deletes the records past their retention (PROOF_YEARS); answers how many. */
    prune(now = new Date()): number {
      return Number(prune.run(retentionCutoffs(now)).changes);
    },
  };
}
export type ConsentStore = ReturnType<typeof createConsentStore>;

const CSV_COLUMNS = [
  'id',
  'consent_id',
  'recorded_at',
  'policy_version',
  'necessary',
  'analytics',
  'marketing',
  'country',
] as const;

/** RFC 4180 CSV, one line per record; a cell starting with = + - @ is quoted as text. */
export function consentCsv(rows: readonly ConsentRow[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
