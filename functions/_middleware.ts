/**
 * Cloudflare Pages Functions middleware. It answers the redirects of content/redirects.json
 * (Pages does not apply `_redirects` to requests a Function handles, and this middleware handles
 * every request), and (docs/product.md §4.10) sets the attribution cookies on every page response, with the same rules and cookie writes as the browser and the preview server
 * (src/tracking/server-cookies.ts). Deploy `dist/` as the Pages output directory with this
 * `functions/` folder beside it; Pages bundles it with its imports.
 *
 * Environment variables (Pages project settings):
 * - `SITE_HOSTS`: the marketing, secure and app hosts, comma-separated (referrers from them are
 *   internal); without it only the request's own host is;
 * - `COOKIE_DOMAIN`: cookie domain instead of the registrable domain of the request's host;
 * - `ATTRIBUTION_COOKIES=off`: no attribution cookies (the consent region cookie still);
 * - `CONSENT_MODE`, `CONSENT_REGIONS`, `CONSENT_COUNTRY_HEADER` (src/consent/regions.ts): where
 *   consent is required, from `CF-IPCountry`; a bad value is logged and `auto` used.
 */
import { parseHostList, withAttributionCookies } from '../src/tracking/server-cookies.ts';
import {
  consentConfigFromEnv,
  DEFAULT_CONSENT_CONFIG,
  type ConsentConfig,
} from '../src/consent/regions.ts';
import {
  redirectRules,
  redirectsSchema,
  type Redirect,
} from '../src/contracts/schemas/redirects.ts';
// Bundled with the middleware at deploy time; the build has checked every entry against the pages.
import contentRedirects from '../content/redirects.json' with { type: 'json' };

export interface MiddlewareEnv {
  SITE_HOSTS?: string;
  COOKIE_DOMAIN?: string;
  ATTRIBUTION_COOKIES?: string;
  CONSENT_MODE?: string;
  CONSENT_REGIONS?: string;
  CONSENT_COUNTRY_HEADER?: string;
}

/** The consent settings of the environment; the default (auto) with a log line when invalid. */
function consentConfig(env: MiddlewareEnv): ConsentConfig {
  try {
    return consentConfigFromEnv(env as Record<string, string | undefined>);
  } catch (error) {
    console.error(`Consent settings ignored: ${(error as Error).message}`);
    return DEFAULT_CONSENT_CONFIG;
  }
}

/** The part of Cloudflare's `EventContext` this middleware uses. */
export interface PagesContext {
  request: Request;
  env: MiddlewareEnv;
  next: () => Promise<Response>;
}

/** The middleware for a list of redirects (content/redirects.json in the deployed one). */
export function createOnRequest(redirects: readonly Redirect[]) {
  const byPath = new Map<string, Redirect>();
  for (const rule of redirectRules(redirects))
    if (!byPath.has(rule.from)) byPath.set(rule.from, rule);
  return async ({ request, env, next }: PagesContext): Promise<Response> => {
    if (byPath.size > 0 && (request.method === 'GET' || request.method === 'HEAD')) {
      const url = new URL(request.url);
      const rule = byPath.get(url.pathname);
      if (rule) {
        const target = new URL(rule.to.includes('?') ? rule.to : rule.to + url.search, url);
        return new Response(null, {
          status: rule.status,
          headers: { Location: target.href, 'Cache-Control': 'public, max-age=0, must-revalidate' },
        });
      }
    }
    return attribute(request, env, next);
  };
}

async function attribute(
  request: Request,
  env: MiddlewareEnv,
  next: () => Promise<Response>,
): Promise<Response> {
  const response = await next();
  try {
    return withAttributionCookies(request, response, {
      hosts: parseHostList(env.SITE_HOSTS),
      cookieDomain: env.COOKIE_DOMAIN || null,
      consent: consentConfig(env),
      noAttribution: env.ATTRIBUTION_COOKIES === 'off',
    });
  } catch (error) {
    // Attribution must never take a page down: serve it without the cookies.
    console.error('Attribution cookies failed:', error);
    return response;
  }
}

export const onRequest = createOnRequest(redirectsSchema.parse(contentRedirects));
