/**
 * What the analytics-event endpoint keeps of a page-view event (docs/attribution.md, "What the
 * events endpoint stores"): the fields a client sends are the client's to fill, so each one is
 * reduced to what the analytics need and nothing a client could park an email or a token in.
 *
 * - `path`: the path and only the query parameters stored URLs may keep (the attribution code's
 *   allow-list, `isAllowedParam`), no hash, bounded;
 * - `title`, `variation`: control characters removed, bounded;
 * - `anonymousId`: a visitor id of the shape the site makes (a UUID, or 32 hex digits where
 *   `crypto.randomUUID` is missing), else empty;
 * - the user agent: a coarse family and device (`Chrome desktop`, `Safari mobile`, `bot`).
 *
 * URLs (`url`, `referrer`) are cleaned by the schema already (fields.ts `cleanHttpUrl`).
 */
import { fitUrl, isAllowedParam } from '../../src/tracking/params.ts';
import { cleanText } from './fields.ts';

/** Longest stored path, in bytes of its percent-encoded form as a cookie would hold it. */
export const MAX_EVENT_PATH = 512;
export const MAX_EVENT_TITLE = 200;
/** As long as the `hs_tvar` cookie it comes from may be (src/tracking/store.ts `ID_BYTES`). */
export const MAX_EVENT_VARIATION = 80;

const ORIGIN = 'http://path.invalid';

/** A page path with only allow-listed query parameters, no hash; '/' for anything unusable. */
export function cleanEventPath(path: string): string {
  const text = cleanText(path, MAX_EVENT_PATH * 4);
  let url: URL;
  try {
    url = new URL(text, ORIGIN);
  } catch {
    return '/';
  }
  // A path is relative to the site: `//evil.example/x` or `https://…` is not one.
  if (url.origin !== ORIGIN || !text.startsWith('/')) return '/';
  // Serialized again from the parsed pairs, so every value is percent-encoded the same way.
  const query = new URLSearchParams(
    [...url.searchParams].filter(([name]) => isAllowedParam(name)),
  ).toString();
  return fitUrl(url.pathname + (query && `?${query}`), MAX_EVENT_PATH) || '/';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_ID = /^[0-9a-f]{32}$/i;

/** The visitor id when it has the shape the site gives it (tracker.ts `newId`), else ''. */
export function cleanAnonymousId(id: string): string {
  return UUID.test(id) || HEX_ID.test(id) ? id.toLowerCase() : '';
}

export type BrowserFamily = 'Chrome' | 'Edge' | 'Firefox' | 'Safari' | 'other';
export type UserAgentFamily = `${BrowserFamily} ${'mobile' | 'desktop'}` | 'bot';

const BOT =
  /bot\b|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|monitor|curl\/|wget|python|java\/|go-http|node-fetch|axios|okhttp|^$/i;

/** A user agent reduced to its browser family and device class; `bot` for automated clients. */
export function userAgentFamily(userAgent: string): UserAgentFamily {
  const ua = userAgent.slice(0, 1000);
  if (BOT.test(ua)) return 'bot';
  const device = /Mobi|Android|iPhone|iPad|iPod/i.test(ua) ? 'mobile' : 'desktop';
  // Order matters: Edge and Opera say Chrome, Chrome says Safari.
  const family: BrowserFamily = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera|SamsungBrowser|UCBrowser|YaBrowser|Vivaldi/.test(ua)
      ? 'other'
      : /Firefox\/|FxiOS\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua) && /Version\//.test(ua)
            ? 'Safari'
            : 'other';
  return `${family} ${device}`;
}

/** The event fields this module reduces; the rest of an event is kept as the schema left it. */
export interface EventFields {
  anonymousId: string;
  properties: { path: string; title?: string; variation?: string };
}

/** The event and user agent as stored: every client-filled field reduced as described above. */
export function minimalEvent<T extends EventFields>(
  event: T,
  userAgent: string,
): { event: T; userAgent: UserAgentFamily } {
  const properties = { ...event.properties, path: cleanEventPath(event.properties.path) };
  if (properties.title !== undefined)
    properties.title = cleanText(properties.title, MAX_EVENT_TITLE);
  if (properties.variation !== undefined)
    properties.variation = cleanText(properties.variation, MAX_EVENT_VARIATION);
  return {
    event: { ...event, anonymousId: cleanAnonymousId(event.anonymousId), properties },
    userAgent: userAgentFamily(userAgent),
  };
}
