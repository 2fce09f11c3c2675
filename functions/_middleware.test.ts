import { describe, expect, it, vi } from 'vitest';
import { PROBE_QUERY, PROBE_REFERRER } from '../e2e/probe-link.ts';
import { MAX_COOKIE_BYTES } from '../src/tracking/store.ts';
import { createOnRequest, onRequest, type MiddlewareEnv } from './_middleware.ts';

const page = () =>
  new Response('<!doctype html><title>Pricing</title>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

/** A visitor outside the consent regions unless the request names a country (consent tests below). */
function run(request: Request, env: MiddlewareEnv = {}, response: Response = page()) {
  let sent = request;
  try {
    if (!request.headers.has('cf-ipcountry')) {
      sent = new Request(request);
      sent.headers.set('cf-ipcountry', 'US');
    }
  } catch {
    // A request whose headers throw (the failure test) goes as it is.
  }
  return onRequest({ request: sent, env, next: () => Promise.resolve(response) });
}

const names = (response: Response) =>
  response.headers.getSetCookie().map((header) => header.slice(0, header.indexOf('=')));

describe('Cloudflare Pages middleware', () => {
  it('given a page request from a search engine, should set the attribution cookies on the main domain', async () => {
    const response = await run(
      new Request('https://www.harbor.example/pricing/', {
        headers: { referer: 'https://www.google.de/search?q=ticketsystem' },
      }),
    );
    const headers = response.headers.getSetCookie();
    const first = headers.find((header) => header.startsWith('hs_first_touch='));
    expect(first).toMatch(
      /^hs_first_touch=google\|organic\|ticketsystem\|\|; Max-Age=63072000; Expires=[^;]+; Path=\/; Domain=harbor\.example; SameSite=Lax; Secure$/,
    );
    expect(names(response)).toEqual(
      expect.arrayContaining(['hs_first_touch_url', 'hs_last_touch', 'hs_last_touch_url']),
    );
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(await response.text()).toBe('<!doctype html><title>Pricing</title>');
  });

  it('given a returning visitor, should keep the first touch', async () => {
    const response = await run(
      new Request('https://www.harbor.example/', {
        headers: {
          referer: 'https://www.bing.com/search?q=x',
          cookie:
            'hs_first_touch=news%7Cemail%7C%7C%7C; hs_first_touch_url=https%3A%2F%2Fwww.harbor.example%2F',
        },
      }),
    );
    expect(names(response)).not.toContain('hs_first_touch');
    expect(names(response)).toContain('hs_last_touch');
  });

  it('given SITE_HOSTS, should count a referrer from the app as internal', async () => {
    const request = () =>
      new Request('https://www.harbor.example/', {
        headers: {
          referer: 'https://app.harbor.example/inbox',
          cookie: 'hs_last_touch=source%3Dnews',
        },
      });
    const withHosts = await run(request(), {
      SITE_HOSTS: 'www.harbor.example,secure.harbor.example,app.harbor.example',
    });
    expect(names(withHosts)).not.toContain('hs_last_touch');
    const without = await run(request());
    expect(names(without)).toContain('hs_last_touch');
  });

  it('given COOKIE_DOMAIN, should set the cookies on it', async () => {
    const response = await run(new Request('https://harbor.pages.dev/'), {
      COOKIE_DOMAIN: 'harbor.pages.dev',
    });
    expect(response.headers.getSetCookie().at(-1)).toContain('; Domain=harbor.pages.dev;');
  });

  it('given the 7.3 KB link of the probe, should set under MAX_COOKIE_BYTES of cookies in all', async () => {
    const response = await run(
      new Request(`https://www.harbor.example/pricing/?${PROBE_QUERY}`, {
        headers: { referer: PROBE_REFERRER },
      }),
    );
    const pairs = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '');
    expect(pairs.length).toBeGreaterThan(5);
    expect(pairs.join('; ').length).toBeLessThan(MAX_COOKIE_BYTES);
  });

  it.each([
    ['an asset', new Request('https://www.harbor.example/assets/client-1.js'), {}],
    ['page data', new Request('https://www.harbor.example/page-data/index/page-data.json'), {}],
  ])('given %s, should pass the response through untouched', async (_, request, env) => {
    const response = page();
    expect(await run(request, env, response)).toBe(response);
  });

  it('given attribution turned off, should set only the consent region cookie', async () => {
    const response = await run(
      new Request('https://www.harbor.example/', {
        headers: { referer: 'https://www.google.com/' },
      }),
      { ATTRIBUTION_COOKIES: 'off' },
    );
    expect(response.headers.getSetCookie()).toEqual([
      'hs_consent_region=r=0&c=US; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('given a failure while attributing, should serve the page without cookies', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = page();
    // A Referer getter that throws stands in for any unexpected failure.
    const request = new Request('https://www.harbor.example/');
    Object.defineProperty(request, 'headers', {
      get: () => {
        throw new Error('boom');
      },
    });
    expect(await run(request, {}, response)).toBe(response);
    expect(error).toHaveBeenCalledWith('Attribution cookies failed:', expect.any(Error));
    error.mockRestore();
  });

  it('given the redirect of content/redirects.json, should answer 301 to the new page without calling the site', async () => {
    for (const url of ['/features/', '/features', '/features/?utm_source=mail']) {
      const next = vi.fn(() => Promise.resolve(page()));
      const response = await onRequest({
        request: new Request(`https://www.harbor.example${url}`),
        env: {},
        next,
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(
        `https://www.harbor.example/all-features/${url.includes('?') ? '?utm_source=mail' : ''}`,
      );
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(next).not.toHaveBeenCalled();
    }
  });

  it('given a 302 redirect, a page that is not redirected, or a post, should keep each as it is', async () => {
    const handler = createOnRequest([{ from: '/sale/', to: '/pricing/', status: 302 }]);
    const call = (url: string, method = 'GET') =>
      handler({
        request: new Request(`https://www.harbor.example${url}`, { method }),
        env: { ATTRIBUTION_COOKIES: 'off' },
        next: () => Promise.resolve(page()),
      });
    expect((await call('/sale')).status).toBe(302);
    expect((await call('/pricing/')).status).toBe(200);
    expect((await call('/sale/', 'POST')).status).toBe(200);
  });
});

describe('Cloudflare Pages middleware: consent (issue 36)', () => {
  const german = (cookie?: string) =>
    new Request('https://www.harbor.example/pricing/?utm_source=news&utm_medium=email', {
      headers: {
        'cf-ipcountry': 'DE',
        referer: 'https://www.google.de/',
        ...(cookie ? { cookie } : {}),
      },
    });

  it('given a visitor in Germany with no choice, should set only the region cookie', async () => {
    expect((await run(german())).headers.getSetCookie()).toEqual([
      'hs_consent_region=r=1&c=DE; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('given a visitor in Germany who accepted, should set the attribution cookies', async () => {
    const cookie =
      'hs_consent_region=r=1&c=DE; hs_consent=v=2026-11&a=1&m=1&id=0123456789abcdef&t=1790000000';
    expect(names(await run(german(cookie)))).toEqual(
      expect.arrayContaining(['hs_first_touch', 'hs_last_touch', 'ajs_anonymous_id']),
    );
  });

  it('given CONSENT_MODE=off, should ask no German visitor', async () => {
    const response = await run(german(), { CONSENT_MODE: 'off' });
    expect(response.headers.getSetCookie()[0]).toMatch(/^hs_consent_region=r=0&c=DE;/);
    expect(names(response)).toContain('hs_first_touch');
  });

  it('given a bad CONSENT_MODE, should log it and use auto', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(names(await run(german(), { CONSENT_MODE: 'maybe' }))).toEqual(['hs_consent_region']);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/CONSENT_MODE/));
    error.mockRestore();
  });
});
