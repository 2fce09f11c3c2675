/**
 * The guards every state-changing endpoint of the preview server sits behind, configured from
 * the environment (documented in .env.example):
 *
 * - `ALLOWED_ORIGINS`: origins besides the server's own whose pages may post (comma-separated);
 * - `TRUSTED_PROXIES`: proxy addresses whose `X-Forwarded-For` names the client;
 * - `RATE_LIMIT_FORMS_PER_MINUTE`, `RATE_LIMIT_EVENTS_PER_MINUTE`: per-client request rates;
 * - `DAILY_BYTES_PER_CLIENT`: bytes a client may have stored per UTC day, per endpoint family.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { clientOf, parseProxyList } from './client.ts';
import { requireContentType } from './content-type.ts';
import { requireSameOrigin, parseOriginList } from './origin.ts';
import { createDailyBudget, createRateLimiter, dailyByteCap, rateLimit } from './rate-limit.ts';

export interface GuardConfig {
  allowedOrigins: string[];
  trustedProxies: string[];
  formsPerMinute: number;
  eventsPerMinute: number;
  dailyBytesPerClient: number;
}

export const DEFAULT_GUARDS: GuardConfig = {
  allowedOrigins: [],
  trustedProxies: [],
  // A visitor signs up once or twice; 30 a minute leaves room for typos, not for a flood.
  formsPerMinute: 30,
  // Two events per page view: 120 page views a minute is faster than anyone reads.
  eventsPerMinute: 240,
  dailyBytesPerClient: 2_000_000,
};

function positiveInteger(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

/** Reads the guard settings; throws naming the first bad one. */
export function guardConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): GuardConfig {
  return {
    allowedOrigins: parseOriginList(env.ALLOWED_ORIGINS),
    trustedProxies: parseProxyList(env.TRUSTED_PROXIES),
    formsPerMinute: positiveInteger(
      env,
      'RATE_LIMIT_FORMS_PER_MINUTE',
      DEFAULT_GUARDS.formsPerMinute,
    ),
    eventsPerMinute: positiveInteger(
      env,
      'RATE_LIMIT_EVENTS_PER_MINUTE',
      DEFAULT_GUARDS.eventsPerMinute,
    ),
    dailyBytesPerClient: positiveInteger(
      env,
      'DAILY_BYTES_PER_CLIENT',
      DEFAULT_GUARDS.dailyBytesPerClient,
    ),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Runs `guards` in order on state-changing requests only; the first refusal answers. */
function forWrites(...guards: MiddlewareHandler[]): MiddlewareHandler {
  const all = every(...guards);
  return async (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : all(c, next));
}

/**
 * The guards of one endpoint family: origin → content type → rate → daily bytes. Each call makes
 * a family with its own rate limiter and its own daily budget: analytics events, however many,
 * can never spend what a visitor needs to send a lead form.
 */
export function createWriteGuard(config: GuardConfig) {
  const who = (c: Context) => clientOf(c, config.trustedProxies);
  return (contentTypes: readonly string[], perMinute: number): MiddlewareHandler =>
    forWrites(
      requireSameOrigin(config.allowedOrigins),
      requireContentType(contentTypes),
      rateLimit(createRateLimiter({ limit: perMinute, windowMs: 60_000 }), who),
      dailyByteCap(createDailyBudget(config.dailyBytesPerClient), who),
    );
}
