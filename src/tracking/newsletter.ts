/**
 * Newsletter markers (SPEC §3.1): `newsletter_subscriber`, a cookie kept 365 days once the
 * visitor subscribed, and `newsletter_nothanks`, a local-storage record with an expiry about a
 * year ahead once they dismissed the offer. The newsletter banner reads them to stay quiet.
 */
import { COOKIE, readValue, YEAR_COOKIE_MS, type CookieJar } from './cookies.ts';
import { readRecord, STORAGE_KEY, writeRecord, type KeyValueStorage } from './storage.ts';

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
