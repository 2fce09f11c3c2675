/**
 * Server-side conversions to Segment (docs/forms.md), when `SEGMENT_WRITE_KEY` is set: Segment's
 * HTTP Tracking API, `POST {SEGMENT_API_URL}/v1/track` with the write key as the Basic-auth user.
 *
 * `Form Submitted` goes through the leads outbox as one more destination (`segment`), so it has
 * the outbox's timeout, retries with backoff, dead letters and restarts; its `messageId` is fixed
 * per lead, so a send repeated after a crash (at least once) is counted once by Segment, which
 * drops a `messageId` it has seen. `Trial Started` is sent at once with the same timeout and a
 * few retries (sign-ups have no outbox). Both carry what the local events store keeps: the form,
 * the page and the attribution touches, never a field value (conversions.ts).
 */
import type { ServerTrack } from './events.ts';
import { formSubmitted, trialStarted } from './conversions.ts';
import type { Destination, SendOutcome } from './destination.ts';
import type { Lead } from './lead-store.ts';

export const SEGMENT_API_URL = 'https://api.segment.io';

export interface SegmentOptions {
  writeKey: string;
  /** Segment's API origin; a local stand-in in tests (SEGMENT_API_URL). */
  apiUrl?: string;
  fetchImpl?: typeof fetch;
}

/** Segment refuses a call with neither userId nor anonymousId. */
const anonymousIdOf = (track: ServerTrack, fallback: string) =>
  track.anonymousId.trim() ? track.anonymousId.slice(0, 200) : fallback;

/** The body of a `track` call. */
export function segmentTrackBody(
  track: ServerTrack,
  ids: { messageId: string; fallbackAnonymousId: string; timestamp: string },
): string {
  return JSON.stringify({
    type: 'track',
    event: track.event,
    anonymousId: anonymousIdOf(track, ids.fallbackAnonymousId),
    messageId: ids.messageId,
    timestamp: ids.timestamp,
    properties: track.properties,
    context: { library: { name: 'harbor-server', version: '1' }, page: { path: track.path } },
  });
}

export function segmentAuthorization(writeKey: string): string {
  return `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`;
}

/** One `track` call; a 2xx is success, 408/429/5xx and network errors are worth retrying. */
export async function sendSegmentTrack(
  options: SegmentOptions,
  body: string,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const url = `${(options.apiUrl || SEGMENT_API_URL).replace(/\/+$/, '')}/v1/track`;
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: segmentAuthorization(options.writeKey),
      },
      body,
      signal,
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true };
    const status = response.status;
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    return { ok: false, permanent, error: `HTTP ${status}` };
  } catch (error) {
    const name = (error as { name?: string }).name;
    const text = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : String(error);
    return { ok: false, permanent: false, error: text };
  }
}

/** The `segment` destination of the leads outbox: each lead's `Form Submitted`. */
export function segmentDestination(options: SegmentOptions): Destination {
  return {
    name: 'segment',
    send(lead: Lead, signal: AbortSignal) {
      const body = segmentTrackBody(formSubmitted(lead), {
        messageId: `harbor-form-submitted-${lead.id}`,
        fallbackAnonymousId: `harbor-lead-${lead.id}`,
        timestamp: lead.receivedAt,
      });
      return sendSegmentTrack(options, body, signal);
    },
  };
}

/**
 * Sends a `Trial Started` (or any server track) now, with the delivery timeout per call and up
 * to `attempts` calls spaced by `retryMs` × 2^n. Never throws: a lost conversion must not fail a
 * sign-up; the outcome is returned and logged by the caller.
 */
export async function sendTrackWithRetries(
  options: SegmentOptions & { timeoutMs: number; attempts?: number; retryMs?: number },
  track: ServerTrack,
  ids: { messageId: string; fallbackAnonymousId: string },
  now: () => Date = () => new Date(),
): Promise<SendOutcome> {
  const body = segmentTrackBody(track, { ...ids, timestamp: now().toISOString() });
  const attempts = options.attempts ?? 3;
  let outcome: SendOutcome = { ok: false, permanent: false, error: 'not sent' };
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      const pause = (options.retryMs ?? 1000) * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, pause).unref());
    }
    outcome = await sendSegmentTrack(options, body, AbortSignal.timeout(options.timeoutMs));
    if (outcome.ok || outcome.permanent) return outcome;
  }
  return outcome;
}

/** A stored sign-up, as the forms service reports it (`onSignup`). */
export interface StoredSignup {
  id: number;
  registrationId: string;
  anonymousId?: string;
  tracking: Record<string, string>;
}

/**
 * The forms service's `onSignup` hook when SEGMENT_WRITE_KEY is set: each stored sign-up's
 * `Trial Started`, in the background. A retried sign-up has the same id, hence the same
 * `messageId`, and is counted once by Segment.
 */
export function trialStartedToSegment(
  options: SegmentOptions & { timeoutMs: number; attempts?: number; retryMs?: number },
  log: (message: string) => void = (message) => console.error(message),
): (signup: StoredSignup) => Promise<SendOutcome> {
  return async (signup) => {
    const outcome = await sendTrackWithRetries(
      options,
      trialStarted({
        registrationId: signup.registrationId,
        anonymousId: signup.anonymousId,
        tracking: signup.tracking,
      }),
      {
        messageId: `harbor-trial-started-${signup.id}`,
        fallbackAnonymousId: `harbor-signup-${signup.id}`,
      },
    );
    if (!outcome.ok)
      log(`Segment: Trial Started of sign-up ${signup.id} not sent: ${outcome.error}`);
    return outcome;
  };
}

/** The Segment settings of the environment, or null when SEGMENT_WRITE_KEY is empty. */
export function segmentFromEnv(env: Record<string, string | undefined>): SegmentOptions | null {
  const writeKey = env.SEGMENT_WRITE_KEY?.trim();
  if (!writeKey) return null;
  const apiUrl = env.SEGMENT_API_URL?.trim() || undefined;
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) {
    throw new Error('SEGMENT_API_URL must be an http(s) URL');
  }
  return { writeKey, apiUrl };
}
