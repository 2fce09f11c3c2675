/**
 * Newsletter markers (docs/product.md §4.9): `newsletter_subscriber`, a cookie kept 365 days once
 * the visitor subscribed, and `newsletter_nothanks`, a local-storage record with an expiry about a
 * year ahead once they dismissed the offer. The newsletter banner reads them to stay quiet.
 */
import { COOKIE, readValue, YEAR_COOKIE_MS, type CookieJar } from './cookies.ts';
import { STORAGE_KEY, type KeyValueStorage } from './storage.ts';

/** The local-storage record expires about one year ahead (docs/product.md §4.9). */
export const RECORD_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** A record with a value and an expiry (epoch ms). */
export interface ExpiringRecord {
  value: string;
  expiry: number;
}

export function writeRecord(
  storage: KeyValueStorage,
  key: string,
  value: string,
  now = Date.now(),
  ttlMs = RECORD_TTL_MS,
): void {
  const record: ExpiringRecord = { value, expiry: now + ttlMs };
  storage.set(key, JSON.stringify(record));
}

/** The record's value while it has not expired; an expired or malformed record is removed. */
export function readRecord(storage: KeyValueStorage, key: string, now = Date.now()): string | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as Partial<ExpiringRecord>;
    if (
      typeof record.value === 'string' &&
      typeof record.expiry === 'number' &&
      record.expiry > now
    ) {
      return record.value;
    }
  } catch {
    // Malformed: treated as absent below.
  }
  storage.remove(key);
  return null;
}

export type NewsletterState = 'subscriber' | 'no-thanks' | 'unknown';

export function markNewsletterSubscriber(jar: CookieJar): void {
  jar.write(COOKIE.newsletterSubscriber, 'true', { maxAgeMs: YEAR_COOKIE_MS });
}

export function markNewsletterNoThanks(storage: KeyValueStorage, now = Date.now()): void {
  writeRecord(storage, STORAGE_KEY.newsletterNoThanks, 'true', now);
}

export function newsletterState(
  jar: CookieJar,
  storage: KeyValueStorage,
  now = Date.now(),
): NewsletterState {
  if (readValue(jar, COOKIE.newsletterSubscriber) === 'true') return 'subscriber';
  if (readRecord(storage, STORAGE_KEY.newsletterNoThanks, now) === 'true') return 'no-thanks';
  return 'unknown';
}
