/**
 * Cross-site request protection for state-changing endpoints, after the algorithm of Go's
 * `net/http.CrossOriginProtection`: a browser names where a request comes from (`Sec-Fetch-Site`
 * in current browsers, `Origin` on every POST); a request naming another site is refused unless
 * that origin is on the configured list. A request with neither header is not from a browser,
 * so it cannot carry a visitor's cookies or be forged by a page, and passes.
 */
import type { MiddlewareHandler } from 'hono';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginRequest {
  method: string;
  /** The origin the request was addressed to (scheme, Host header, port). */
  ownOrigin: string;
  origin?: string | undefined;
  secFetchSite?: string | undefined;
}

/** Lower-cased `scheme://host[:port]` of a configured origin; null when it is not one. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** Parses a comma-separated origin list (env `ALLOWED_ORIGINS`); throws naming a bad entry. */
export function parseOriginList(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const origin = normalizeOrigin(entry);
    if (!origin) throw new Error(`ALLOWED_ORIGINS: "${entry.trim()}" is not an http(s) origin`);
    return origin;
  });
}

/** True when the request may change state: a safe method, same origin, allowed, or no browser. */
export function isAllowedOrigin(request: OriginRequest, allowed: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.origin;
  const trusted =
    origin !== undefined && (origin === request.ownOrigin || allowed.includes(origin));
  const site = request.secFetchSite?.toLowerCase();
  if (site !== undefined) {
    // `none` is a navigation the visitor started (address bar, bookmark): no page forged it.
    return site === 'same-origin' || site === 'none' || trusted;
  }
  return origin === undefined || trusted;
}

/** Refuses (403) a state-changing request from another site. */
export function requireSameOrigin(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const request: OriginRequest = {
      method: c.req.method,
      ownOrigin: new URL(c.req.url).origin,
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
    };
    if (isAllowedOrigin(request, allowed)) return next();
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'Cross-site request refused' }, 403);
  };
}
