/**
 * Cleaning of the visitor-controlled values the forms and events endpoints store: the GA_*
 * tracking fields and URLs. Control characters are removed and lengths capped; a URL must be
 * http(s) and keeps only the query parameters the tracking code itself may store.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isAllowedParam } from '../../src/tracking/params.ts';
import { EMPTY_FIELD, type SignupField, type SignupValues } from '../../src/tracking/fields.ts';
import { createHeaderCookieJar } from '../../src/tracking/server-cookies.ts';
import { signupFieldValues } from '../../src/tracking/signup.ts';
import type { Visit } from '../../src/tracking/touch.ts';

export const MAX_TRACKING_VALUE = 200;
export const MAX_STORED_URL = 2000;
/** The GA_* fields that hold a page URL. */
export const URL_FIELDS: ReadonlySet<SignupField> = new Set(['GA_Url', 'GA_Url_First']);

// oxlint-disable-next-line no-control-regex -- removing control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Control characters removed, trimmed, at most `max` UTF-16 units (never half a pair). */
export function cleanText(value: string, max: number): string {
  const cleaned = value
    .slice(0, max * 2)
    .replace(CONTROL_CHARS, '')
    .trim();
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * An http(s) URL without user info, hash, or query parameters off the tracking allow-list;
 * null for anything else (javascript:, data:, garbage) or when still too long.
 */
export function cleanHttpUrl(value: string, max = MAX_STORED_URL): string | null {
  let url: URL;
  try {
    url = new URL(cleanText(value, max * 2));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  for (const name of new Set(url.searchParams.keys())) {
    if (!isAllowedParam(name)) url.searchParams.delete(name);
  }
  return url.href.length <= max ? url.href : null;
}

/** A GA_* value as stored: cleaned, a dash when empty or (for the URL fields) not an http(s) URL. */
export function cleanTrackingField(name: SignupField, value: string): string {
  const text = cleanText(value, URL_FIELDS.has(name) ? MAX_STORED_URL : MAX_TRACKING_VALUE);
  if (text === '' || text === EMPTY_FIELD) return EMPTY_FIELD;
  if (URL_FIELDS.has(name)) return cleanHttpUrl(text) ?? EMPTY_FIELD;
  return text;
}

// oxlint-disable-next-line no-control-regex -- a multi-line field keeps its line breaks and tabs.
const CONTROL_CHARS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * A visitor's answer as stored: control characters removed (line breaks and tabs kept where the
 * field is multi-line, CRLF as LF), trimmed. The length was checked by validation.
 */
export function cleanAnswer(value: string, multiline = false): string {
  return multiline
    ? value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_BUT_LINES, '').trim()
    : value.replace(CONTROL_CHARS, '').trim();
}

/** Every GA_* value cleaned as the sign-up endpoint cleans them. */
export function cleanTrackingFields(
  values: Record<SignupField, string>,
): Record<SignupField, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      cleanTrackingField(name as SignupField, value),
    ]),
  ) as Record<SignupField, string>;
}

/**
 * The registration ids the built site has sign-up pages for (`dist/members/register/<id>/`):
 * what the forms endpoint accepts.
 */
export function registrationIdsIn(distDir: string): Set<string> {
  try {
    return new Set(
      readdirSync(path.join(distDir, 'members/register'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /^\d{1,6}$/.test(entry.name))
        .map((entry) => entry.name),
    );
  } catch {
    return new Set();
  }
}

/**
 * The GA_* tracking values from the visitor's attribution cookies (which this server sets on
 * page responses): what a form posted without JavaScript carries, since only the browser's
 * script fills its hidden fields. Read only, never written.
 */
export function trackingFromCookies(cookieHeader: string | undefined): SignupValues {
  const jar = createHeaderCookieJar(cookieHeader ?? null, {
    domain: undefined,
    secure: false,
    now: Date.now(),
  });
  return signupFieldValues(NO_URL_VISIT, '', jar);
}

/** With an empty URL (no `utm_source`), signupFieldValues reads the cookies alone. */
const NO_URL_VISIT = {} as Visit;
