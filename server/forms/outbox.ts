/**
 * The life of one delivery (one lead to one destination) as a pure reducer: a delivery's state
 * and an event give its next state. The store (lead-store.ts) persists what this returns; the
 * delivery worker (delivery-worker.ts) raises the events. No clock and no randomness inside:
 * both come in with the event, so every transition is tested as plain data (outbox.test.ts).
 *
 *   pending ──claim──▶ sending ──ack──▶ delivered
 *      ▲                 │  │
 *      │          fail   │  └─interrupt (restart)──▶ pending
 *      │                 ▼
 *   retrying ◀───────────┘ (dead once it has failed for DEAD_AFTER_MS, or on a permanent refusal)
 *      │
 *   dead ──retry (operator)──▶ pending
 */

export const DELIVERY_STATES = ['pending', 'sending', 'retrying', 'delivered', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export interface Delivery {
  state: DeliveryState;
  /** Attempts made so far (finished ones: acknowledged or failed). */
  attempts: number;
  /** When its 24 h before dead-lettering began (ms since epoch): storage, or an operator's retry. */
  windowStart: number;
  /** When the worker may next claim it; null once delivered or dead. */
  nextAttemptAt: number | null;
  lastError: string | null;
}

export type DeliveryEvent =
  /** The worker takes a due delivery and is about to call the destination. */
  | { type: 'claim'; at: number }
  /** The destination answered success. Recorded before anything else is done. */
  | { type: 'ack'; at: number }
  /**
   * The call failed (error status, network error, timeout). `permanent`: the destination refused
   * the lead itself (a 4xx other than 408/429), so retrying would only fail again. `random` in
   * [0, 1) spreads retries (jitter).
   */
  | { type: 'fail'; at: number; error: string; permanent: boolean; random: number }
  /** The server started and found the delivery in `sending`: the attempt's outcome is unknown. */
  | { type: 'interrupt'; at: number }
  /** An operator asked to try a dead delivery again (`npm run leads -- retry`). */
  | { type: 'retry'; at: number };

/** A delivery still failing this long after the lead arrived goes to the dead letters. */
export const DEAD_AFTER_MS = 24 * 60 * 60 * 1000;
export const FIRST_RETRY_MS = 1000;
/**
 * The longest pause between two attempts. Short on purpose: after an outage every lead waits at
 * most this long (plus jitter) for its next attempt, so all are delivered within a minute of the
 * destination coming back. At most 2,880 attempts per lead in 24 h, one every 30 s.
 */
export const MAX_RETRY_MS = 30_000;

/**
 * Exponential backoff with "equal jitter": the n-th retry waits between half and all of
 * min(MAX, FIRST × 2^(n-1)), so leads failed together do not all retry in the same instant.
 */
export function retryDelay(attempts: number, random: number): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1));
}

export class InvalidTransition extends Error {
  constructor(state: DeliveryState, event: DeliveryEvent['type']) {
    super(`A delivery in state "${state}" cannot take the event "${event}"`);
  }
}

export function newDelivery(at: number): Delivery {
  return { state: 'pending', attempts: 0, windowStart: at, nextAttemptAt: at, lastError: null };
}

/** The next state of `delivery` after `event`; throws InvalidTransition for any other pair. */
export function nextDelivery(delivery: Delivery, event: DeliveryEvent): Delivery {
  const { state } = delivery;
  switch (event.type) {
    case 'claim':
      if (state !== 'pending' && state !== 'retrying') break;
      return { ...delivery, state: 'sending', nextAttemptAt: null };
    case 'ack':
      if (state !== 'sending') break;
      return {
        ...delivery,
        state: 'delivered',
        attempts: delivery.attempts + 1,
        nextAttemptAt: null,
        lastError: null,
      };
    case 'fail': {
      if (state !== 'sending') break;
      const attempts = delivery.attempts + 1;
      const error = event.error.slice(0, 500);
      if (event.permanent || event.at - delivery.windowStart >= DEAD_AFTER_MS) {
        return { ...delivery, state: 'dead', attempts, nextAttemptAt: null, lastError: error };
      }
      return {
        ...delivery,
        state: 'retrying',
        attempts,
        nextAttemptAt: event.at + retryDelay(attempts, event.random),
        lastError: error,
      };
    }
    case 'interrupt':
      if (state !== 'sending') break;
      // The destination may or may not have the lead: sending again is the "at least once".
      return { ...delivery, state: 'pending', nextAttemptAt: event.at };
    case 'retry':
      if (state !== 'dead') break;
      // A fresh 24 hours from the operator's retry.
      return { ...delivery, state: 'pending', windowStart: event.at, nextAttemptAt: event.at };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown delivery event ${JSON.stringify(unknown)}`);
    }
  }
  throw new InvalidTransition(state, event.type);
}
