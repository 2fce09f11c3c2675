/**
 * Cross-origin posts from the site's pages on a static host (FORMS_ENDPOINT, EVENTS_ENDPOINT
 * point the browser at this service on another origin: docs/deployment.md). A browser sends
 * such a JSON post only after a preflight (`OPTIONS`) this answers, and lets the page read the
 * answer only with `Access-Control-Allow-Origin`: both are given to the origins of
 * `ALLOWED_ORIGINS` alone, the same list the cross-site guard (origin.ts) lets through. No
 * cookies cross (credentials are not allowed): the pages send the attribution values in the body.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** How long a browser may reuse a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE = 600;

/** The headers the pages' posts carry (the deployment check's dry-run header included). */
export const ALLOWED_REQUEST_HEADERS = ['Content-Type', 'Accept', 'X-Harbor-Dry-Run'];

export function allowCrossOrigin(allowed: readonly string[]): MiddlewareHandler {
  const list = [...allowed];
  return cors({
    origin: (origin) => (list.includes(origin) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ALLOWED_REQUEST_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE,
  });
}
