/**
 * Per-client limits on the endpoints that store data: a request rate (token bucket, so a short
 * burst passes and a steady flood does not) and a daily budget of stored bytes. Both answer 429
 * with `Retry-After`. State is in memory and bounded: a flood of distinct addresses evicts the
 * oldest entries instead of growing the map.
 */
import type { Context, MiddlewareHandler } from 'hono';

export interface RateLimit {
  /** Requests allowed per window, and the burst size. */
  limit: number;
  windowMs: number;
}

/** Most clients remembered at once; beyond it the least recently seen are forgotten. */
export const MAX_TRACKED_CLIENTS = 50_000;

type Clock = () => number;

/** Inserts or refreshes `key` as the most recently used, evicting the oldest past the cap. */
function touch<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A token bucket per client: `limit` tokens, refilled evenly over `windowMs`. */
export function createRateLimiter(
  { limit, windowMs }: RateLimit,
  now: Clock = Date.now,
  maxClients = MAX_TRACKED_CLIENTS,
) {
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(client: string): Decision {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: limit, at: time };
      const tokens = Math.min(limit, bucket.tokens + (time - bucket.at) * refillPerMs);
      if (tokens >= 1) {
        touch(buckets, client, { tokens: tokens - 1, at: time }, maxClients);
        return { allowed: true };
      }
      touch(buckets, client, { tokens, at: time }, maxClients);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)),
      };
    },
    get size() {
      return buckets.size;
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bytes stored per client per UTC day. */
export function createDailyBudget(
  maxBytes: number,
  now: Clock = Date.now,
  maxClients = MAX_TRACKED_CLIENTS,
) {
  const used = new Map<string, { day: number; bytes: number }>();
  const today = () => Math.floor(now() / DAY_MS);
  const usedBy = (client: string) => {
    const entry = used.get(client);
    return entry && entry.day === today() ? entry.bytes : 0;
  };
  return {
    /** Seconds until the budget renews when `client` has spent it, else 0. */
    check(client: string): Decision {
      if (usedBy(client) < maxBytes) return { allowed: true };
      const nextDay = (today() + 1) * DAY_MS;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((nextDay - now()) / 1000)),
      };
    },
    record(client: string, bytes: number): void {
      touch(used, client, { day: today(), bytes: usedBy(client) + bytes }, maxClients);
    },
  };
}

function tooMany(c: Context, retryAfterSeconds: number, message: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: message, retryAfterSeconds }, 429);
}

/** 429 with `Retry-After` once a client exceeds the rate. */
export function rateLimit(
  limiter: ReturnType<typeof createRateLimiter>,
  clientOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.take(clientOf(c));
    if (decision.allowed) return next();
    return tooMany(c, decision.retryAfterSeconds, 'Too many requests');
  };
}

/**
 * Counts the body bytes of every request answered 2xx or 3xx (stored) against the client's daily
 * budget, and refuses the client's writes once it is spent. A body without `Content-Length`
 * (chunked) is counted as it is read.
 */
export function dailyByteCap(
  budget: ReturnType<typeof createDailyBudget>,
  clientOf: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const client = clientOf(c);
    const decision = budget.check(client);
    if (!decision.allowed) {
      return tooMany(c, decision.retryAfterSeconds, 'Daily storage limit reached');
    }
    const declared = c.req.header('content-length');
    let counted = 0;
    if (declared === undefined && c.req.raw.body) {
      const counter = new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          counted += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      c.req.raw = new Request(c.req.raw, {
        body: c.req.raw.body.pipeThrough(counter),
        duplex: 'half',
      } as RequestInit);
    }
    await next();
    // 2xx, or a 303 after a form post without JavaScript: either way the body was stored.
    if (c.res.status >= 200 && c.res.status < 400) {
      budget.record(client, declared === undefined ? counted : Number(declared) || 0);
    }
  };
}
