/** What a destination of the leads outbox is (destinations.ts, segment.ts). */
import type { Lead } from './lead-store.ts';

/** `permanent`: the destination refuses this lead for good; retrying would only fail again. */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface Destination {
  name: 'hubspot' | 'email' | 'webhook' | 'segment';
  /** One attempt; `signal` fires after the delivery timeout (a hung call is a failed attempt). */
  send(lead: Lead, signal: AbortSignal): Promise<SendOutcome>;
}
