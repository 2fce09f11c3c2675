/**
 * Fetch policy for the static JSON files (docs/product.md §3.4): a network error or a 5xx is
 * retried up to PAGE_DATA_RETRIES times; any other answer is final. Callers turn the outcome into a
 * fallback page; nothing here throws.
 */

/** Retries after the first attempt (docs/product.md §3.4). */
export const PAGE_DATA_RETRIES = 3;
/** Pause before retry n is n × this, so a flapping server gets a moment. */
export const RETRY_BACKOFF_MS = 150;

export type FetchOutcome =
  | { kind: 'ok'; data: unknown }
  /** 404 or 410: the file does not exist. */
  | { kind: 'missing' }
  /** 2xx whose body is not JSON. */
  | { kind: 'invalid' }
  /** 5xx, network failure or another unexpected status, after every retry. */
  | { kind: 'failed'; status: number | null };

export interface FetchPolicyOptions {
  fetch?: typeof fetch;
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function fetchJson(
  url: string,
  options: FetchPolicyOptions = {},
): Promise<FetchOutcome> {
  const {
    fetch: doFetch = globalThis.fetch.bind(globalThis),
    retries = PAGE_DATA_RETRIES,
    backoffMs = RETRY_BACKOFF_MS,
    sleep = defaultSleep,
  } = options;
  let lastStatus: number | null = null;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffMs * attempt);
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: 'application/json' } });
    } catch {
      lastStatus = null;
      continue;
    }
    if (response.status === 404 || response.status === 410) return { kind: 'missing' };
    if (response.ok) {
      try {
        return { kind: 'ok', data: await response.json() };
      } catch {
        return { kind: 'invalid' };
      }
    }
    lastStatus = response.status;
    // Only server errors are worth another try; a 4xx will not change.
    if (response.status < 500) return { kind: 'failed', status: response.status };
  }
  return { kind: 'failed', status: lastStatus };
}
