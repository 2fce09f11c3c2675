/**
 * The production analytics adapter (docs/product.md §4.6): a Segment-compatible analytics.js,
 * loaded on demand with the write key from the environment (`SEGMENT_WRITE_KEY`), polled every 100
 * ms until it is ready. Loaded by the page-view code only when a write key is configured.
 */
import type { AnalyticsAdapter, AnalyticsEvent } from './analytics.ts';

/** Poll every 100 ms for the analytics script (docs/product.md §12). */
export const ANALYTICS_POLL_MS = 100;
/** Stop waiting for the script after this long (blocked by an extension, offline…). */
export const ANALYTICS_TIMEOUT_MS = 10_000;

/** The part of analytics.js we call. */
export interface SegmentAnalytics {
  track(event: string, properties?: Record<string, unknown>): void;
  page(name?: string, properties?: Record<string, unknown>): void;
  setAnonymousId?(id: string): void;
}

type SegmentWindow = Window & { analytics?: Partial<SegmentAnalytics> & { initialized?: boolean } };

export const segmentScriptUrl = (writeKey: string) =>
  `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(writeKey)}/analytics.min.js`;

/** Waits (every 100 ms, up to a timeout) until `check` returns a value. */
export function pollFor<T>(
  check: () => T | undefined,
  { interval = ANALYTICS_POLL_MS, timeout = ANALYTICS_TIMEOUT_MS } = {},
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started >= timeout) resolve(undefined);
      else setTimeout(tick, interval);
    };
    tick();
  });
}

function readySegment(win: SegmentWindow): SegmentAnalytics | undefined {
  const analytics = win.analytics;
  return analytics && typeof analytics.track === 'function' && typeof analytics.page === 'function'
    ? (analytics as SegmentAnalytics)
    : undefined;
}

/**
 * Segment-compatible analytics.js: the script is added once; calls made before it is ready are
 * queued and flushed when polling finds it.
 */
export function createSegmentAdapter(
  win: Window,
  writeKey: string,
  scriptUrl = segmentScriptUrl(writeKey),
): AnalyticsAdapter {
  const queue: [AnalyticsEvent, string][] = [];
  let ready: SegmentAnalytics | undefined;
  let loading = false;
  const deliver = (analytics: SegmentAnalytics, event: AnalyticsEvent, anonymousId: string) => {
    analytics.setAnonymousId?.(anonymousId);
    if (event.type === 'track') analytics.track(event.event, { ...event.properties });
    // Company-reveal destinations enrich page calls with the visitor's company.
    else analytics.page(undefined, { ...event.properties });
  };
  const load = () => {
    if (loading) return;
    loading = true;
    const doc = win.document;
    if (!doc.querySelector(`script[data-analytics="segment"]`)) {
      const script = doc.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.analytics = 'segment';
      doc.head.append(script);
    }
    void pollFor(() => readySegment(win as SegmentWindow)).then((analytics) => {
      ready = analytics;
      if (!analytics) return;
      for (const [event, id] of queue.splice(0)) deliver(analytics, event, id);
    });
  };
  return {
    name: 'segment',
    send(event, anonymousId) {
      if (ready) return deliver(ready, event, anonymousId);
      queue.push([event, anonymousId]);
      load();
    },
  };
}
