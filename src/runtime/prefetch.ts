/**
 * Prefetch policy (docs/product.md §3.6): 3 s after load, internal links (visible ones first) are
 * prefetched in batches of 4, 3 s apart: page data first, then code. Hovering a link prefetches
 * it at once. Nothing is prefetched on 2g, with Save-Data, or for bots.
 */
import { samePage } from '../contracts/paths.ts';
import { internalPath } from './links.ts';

export { internalPath };

export const PREFETCH_START_DELAY_MS = 3000;
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_BATCH_INTERVAL_MS = 3000;

/** Crawlers and link-preview agents: they read one page and leave. */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview/i;

export interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether this visitor's connection and agent allow prefetching at all. */
export function prefetchAllowed(
  userAgent: string,
  connection: NetworkInformationLike | undefined,
): boolean {
  if (BOT_USER_AGENT.test(userAgent)) return false;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && connection.effectiveType.includes('2g')) return false;
  return true;
}

export interface PrefetchTarget {
  /** Fetches page data (and shared results); resolves to whether the page exists. */
  prefetchData(path: string): Promise<boolean>;
  /** Fetches the code of a page whose data was prefetched. */
  prefetchCode(path: string): Promise<void>;
}

export interface PrefetchSchedulerOptions {
  target: PrefetchTarget;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * Queue and timer, free of the DOM so the timing is testable. `add` queues paths (a path is
 * prefetched at most once); `now` prefetches one at once (hover).
 */
export class PrefetchScheduler {
  private readonly queue: string[] = [];
  private readonly seen = new Set<string>();
  private readonly options: Required<PrefetchSchedulerOptions>;
  private timer: unknown = null;
  /** A batch is being fetched: the next is scheduled when it ends, not when links arrive. */
  private running = false;
  private started = false;

  constructor(options: PrefetchSchedulerOptions) {
    this.options = {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Begins draining the queue after the start delay. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(PREFETCH_START_DELAY_MS);
  }

  stop(): void {
    if (this.timer !== null) this.options.clearTimeout(this.timer);
    this.timer = null;
    this.started = false;
  }

  add(paths: Iterable<string>): void {
    for (const path of paths) {
      if (this.seen.has(path)) continue;
      this.seen.add(path);
      this.queue.push(path);
    }
    if (this.started && this.timer === null && !this.running && this.queue.length > 0) {
      this.schedule(PREFETCH_BATCH_INTERVAL_MS);
    }
  }

  /** Prefetches one path immediately (hover, focus, touch). */
  now(path: string): Promise<void> {
    const index = this.queue.indexOf(path);
    if (index !== -1) this.queue.splice(index, 1);
    else if (this.seen.has(path)) return Promise.resolve();
    this.seen.add(path);
    return this.prefetch(path);
  }

  get pending(): readonly string[] {
    return this.queue;
  }

  private schedule(ms: number): void {
    this.timer = this.options.setTimeout(() => {
      this.timer = null;
      void this.runBatch();
    }, ms);
  }

  private async runBatch(): Promise<void> {
    const batch = this.queue.splice(0, PREFETCH_BATCH_SIZE);
    this.running = true;
    try {
      // Page data for the whole batch first, then the code chunks it needs.
      const found = await Promise.all(
        batch.map((path) => this.options.target.prefetchData(path).catch(() => false)),
      );
      const existing = batch.filter((_, index) => found[index]);
      await Promise.all(
        existing.map((path) => this.options.target.prefetchCode(path).catch(() => {})),
      );
    } finally {
      this.running = false;
    }
    if (this.started && this.timer === null && this.queue.length > 0) {
      this.schedule(PREFETCH_BATCH_INTERVAL_MS);
    }
  }

  private async prefetch(path: string): Promise<void> {
    const found = await this.options.target.prefetchData(path).catch(() => false);
    if (found) await this.options.target.prefetchCode(path).catch(() => {});
  }
}

/** Internal page paths linked from the document, links in the viewport first. */
export function collectLinks(document: Document, currentPath: string): string[] {
  const { origin } = document.location;
  const visible: string[] = [];
  const hidden: string[] = [];
  const height = document.defaultView?.innerHeight ?? 0;
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const path = internalPath(anchor, origin);
    if (!path || samePage(path, currentPath)) continue;
    const rect = anchor.getBoundingClientRect();
    const onScreen = rect.width > 0 && rect.bottom > 0 && rect.top < height;
    (onScreen ? visible : hidden).push(path);
  }
  return [...new Set([...visible, ...hidden])];
}
