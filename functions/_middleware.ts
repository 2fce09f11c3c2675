/**
 * Cloudflare Pages Functions middleware (docs/product.md §4.10): sets the attribution cookies on
 * every page response, with the same rules and cookie writes as the browser and the preview server
 * (src/tracking/server-cookies.ts). Deploy `dist/` as the Pages output directory with this
 * `functions/` folder beside it; Pages bundles it with its imports.
 *
 * Environment variables (Pages project settings):
 * - `SITE_HOSTS`: the marketing, secure and app hosts, comma-separated (referrers from them are
 *   internal); without it only the request's own host is;
 * - `COOKIE_DOMAIN`: cookie domain instead of the registrable domain of the request's host;
 * - `ATTRIBUTION_COOKIES=off`: pass responses through untouched.
 */
import { parseHostList, withAttributionCookies } from '../src/tracking/server-cookies.ts';

export interface MiddlewareEnv {
  SITE_HOSTS?: string;
  COOKIE_DOMAIN?: string;
  ATTRIBUTION_COOKIES?: string;
}

/** The part of Cloudflare's `EventContext` this middleware uses. */
export interface PagesContext {
  request: Request;
  env: MiddlewareEnv;
  next: () => Promise<Response>;
}

export const onRequest = async ({ request, env, next }: PagesContext): Promise<Response> => {
  const response = await next();
  if (env.ATTRIBUTION_COOKIES === 'off') return response;
  try {
    return withAttributionCookies(request, response, {
      hosts: parseHostList(env.SITE_HOSTS),
      cookieDomain: env.COOKIE_DOMAIN || null,
    });
  } catch (error) {
    // Attribution must never take a page down: serve it without the cookies.
    console.error('Attribution cookies failed:', error);
    return response;
  }
};
