/**
 * Analytics events (docs/product.md §4.6) through an adapter:
 * - production: a Segment-compatible analytics.js, loaded on demand with the write key from the
 *   environment (`SEGMENT_WRITE_KEY`), polled every 100 ms until it is ready;
 * - embedded default: events posted to the preview server's event endpoint (`/api/events`),
 *   stored in SQLite and listed by `npm run events`.
 *
 * The Segment loader is its own module (segment.ts), loaded only when a write key is configured.
 */

/** The preview server's event endpoint. */
export const EVENTS_ENDPOINT = '/api/events';
/** The page-view event (docs/product.md §4.6). */
export const VIEWED_PAGE = 'Viewed Page';

export type PageType = 'marketing' | 'login' | 'signup';

/** One analytics call. `identify-company` is the company-identification call on page views. */
export type AnalyticsEvent =
  | { type: 'track'; event: typeof VIEWED_PAGE; properties: ViewedPageProperties }
  | { type: 'identify-company'; properties: { path: string; url: string } };

export interface ViewedPageProperties {
  path: string;
  url: string;
  title: string;
  referrer: string;
  pageType: PageType;
  /** The A/B test variation (`hs_tvar`), '' when none. */
  variation: string;
}

export interface AnalyticsAdapter {
  readonly name: string;
  send(event: AnalyticsEvent, anonymousId: string): void;
}

/** Posts events to the preview server (same origin, JSON). */
export function createEndpointAdapter(win: Window, endpoint = EVENTS_ENDPOINT): AnalyticsAdapter {
  return {
    name: 'endpoint',
    send(event, anonymousId) {
      const body = JSON.stringify({ ...event, anonymousId, sentAt: new Date().toISOString() });
      void win
        .fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          keepalive: true,
          // Credentials: fetch's default, same-origin (no cookies to a services origin).
        })
        .catch(() => {
          // Analytics must never break the page.
        });
    },
  };
}

/**
 * An adapter whose implementation loads on first use (the Segment loader's own chunk), once;
 * events are delivered in the order sent. A failed load drops them: analytics must never break
 * the page.
 */
export function createLazyAdapter(
  name: string,
  load: () => Promise<AnalyticsAdapter>,
): AnalyticsAdapter {
  let loaded: Promise<AnalyticsAdapter> | undefined;
  return {
    name,
    send(event, anonymousId) {
      loaded ??= load();
      loaded.then(
        (adapter) => adapter.send(event, anonymousId),
        () => {},
      );
    },
  };
}
