import { describe, expect, it } from 'vitest';
import {
  DEAD_AFTER_MS,
  DELIVERY_STATES,
  InvalidTransition,
  MAX_RETRY_MS,
  newDelivery,
  nextDelivery,
  retryDelay,
  type Delivery,
  type DeliveryEvent,
  type DeliveryState,
} from './outbox.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const at = (state: DeliveryState, patch: Partial<Delivery> = {}): Delivery => ({
  ...newDelivery(T0),
  state,
  nextAttemptAt: state === 'pending' || state === 'retrying' ? T0 : null,
  ...patch,
});

const FAIL = {
  type: 'fail',
  at: T0 + 20,
  error: 'HTTP 503',
  permanent: false,
  random: 0.5,
} as const satisfies DeliveryEvent;
const EVENTS: Record<DeliveryEvent['type'], DeliveryEvent> = {
  claim: { type: 'claim', at: T0 + 10 },
  ack: { type: 'ack', at: T0 + 20 },
  fail: FAIL,
  interrupt: { type: 'interrupt', at: T0 + 30 },
  retry: { type: 'retry', at: T0 + 40 },
};

/** Every allowed pair; every other pair must throw. */
const ALLOWED: Record<DeliveryState, DeliveryEvent['type'][]> = {
  pending: ['claim'],
  retrying: ['claim'],
  sending: ['ack', 'fail', 'interrupt'],
  delivered: [],
  dead: ['retry'],
};

describe('delivery state machine', () => {
  it('given a new delivery, should be pending and due at once', () => {
    expect(newDelivery(T0)).toEqual({
      state: 'pending',
      attempts: 0,
      windowStart: T0,
      nextAttemptAt: T0,
      lastError: null,
    });
  });

  it.each(['pending', 'retrying'] as const)('given %s and claim, should be sending', (state) => {
    expect(nextDelivery(at(state, { attempts: 2 }), EVENTS.claim)).toEqual({
      ...at(state, { attempts: 2 }),
      state: 'sending',
      nextAttemptAt: null,
    });
  });

  it('given sending and ack, should be delivered with the attempt counted and no error', () => {
    expect(nextDelivery(at('sending', { attempts: 3, lastError: 'HTTP 500' }), EVENTS.ack)).toEqual(
      { ...at('sending'), state: 'delivered', attempts: 4, lastError: null },
    );
  });

  it('given sending and a transient failure, should retry after a jittered backoff', () => {
    const next = nextDelivery(at('sending', { attempts: 2 }), EVENTS.fail);
    expect(next).toEqual({
      ...at('sending'),
      state: 'retrying',
      attempts: 3,
      // 3rd attempt: ceiling 4 s, random 0.5 → 3 s
      nextAttemptAt: T0 + 20 + 3000,
      lastError: 'HTTP 503',
    });
  });

  it('given sending and a permanent refusal, should be dead at once', () => {
    const next = nextDelivery(at('sending'), {
      ...FAIL,
      permanent: true,
      error: 'HTTP 400',
    });
    expect(next).toMatchObject({
      state: 'dead',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'HTTP 400',
    });
  });

  it('given sending and a failure 24 h after the window began, should be dead', () => {
    const fail = { ...FAIL, at: T0 + DEAD_AFTER_MS };
    expect(nextDelivery(at('sending'), fail).state).toBe('dead');
    const justBefore = { ...FAIL, at: T0 + DEAD_AFTER_MS - 1 };
    expect(nextDelivery(at('sending'), justBefore).state).toBe('retrying');
  });

  it('given sending and an interrupted attempt (restart), should be pending and due now', () => {
    expect(nextDelivery(at('sending', { attempts: 1 }), EVENTS.interrupt)).toEqual({
      ...at('sending', { attempts: 1 }),
      state: 'pending',
      nextAttemptAt: T0 + 30,
    });
  });

  it('given dead and an operator retry, should be pending with a fresh 24 h window', () => {
    const dead = at('dead', { attempts: 9, lastError: 'HTTP 400' });
    expect(nextDelivery(dead, EVENTS.retry)).toEqual({
      ...dead,
      state: 'pending',
      windowStart: T0 + 40,
      nextAttemptAt: T0 + 40,
    });
  });

  const refused = DELIVERY_STATES.flatMap((state) =>
    (Object.keys(EVENTS) as DeliveryEvent['type'][])
      .filter((event) => !ALLOWED[state].includes(event))
      .map((event) => [state, event] as const),
  );
  it.each(refused)('given %s and %s, should refuse the transition', (state, event) => {
    expect(() => nextDelivery(at(state), EVENTS[event])).toThrow(InvalidTransition);
  });

  it('given a delivered delivery, should never be sent again (no event leaves delivered)', () => {
    for (const event of Object.values(EVENTS)) {
      expect(() => nextDelivery(at('delivered'), event)).toThrow(InvalidTransition);
    }
  });
});

describe('retry delay', () => {
  it.each([
    [1, 0, 500],
    [1, 0.999_999, 1000],
    [2, 0, 1000],
    [5, 1, 16_000],
    [6, 0, 15_000],
    [30, 1, MAX_RETRY_MS],
  ])('given attempt %i and random %d, should wait %i ms', (attempts, random, ms) => {
    expect(retryDelay(attempts, random)).toBe(ms);
  });
});
