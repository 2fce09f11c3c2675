import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  isAllowedOrigin,
  parseOriginList,
  requireSameOrigin,
  type OriginRequest,
} from './origin.ts';

const OWN = 'http://localhost:4173';
const post = (headers: Partial<OriginRequest>): OriginRequest => ({
  method: 'POST',
  ownOrigin: OWN,
  ...headers,
});

describe('origin check', () => {
  it.each<[string, Partial<OriginRequest>]>([
    ['same-origin fetch', { origin: OWN, secFetchSite: 'same-origin' }],
    ['a browser without Sec-Fetch-Site posting from the page itself', { origin: OWN }],
    ['a non-browser client (neither header)', {}],
    ['a navigation the visitor started', { secFetchSite: 'none' }],
    [
      'an allowed other origin',
      { origin: 'https://www.harbor.example', secFetchSite: 'same-site' },
    ],
    [
      'a safe method from anywhere',
      { method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site' },
    ],
  ])('given %s, should allow it', (_, request) => {
    expect(isAllowedOrigin(post(request), ['https://www.harbor.example'])).toBe(true);
  });

  it.each<[string, Partial<OriginRequest>]>([
    ['a cross-site form post', { origin: 'https://evil.example', secFetchSite: 'cross-site' }],
    [
      'a same-site sibling not on the list',
      { origin: 'https://blog.localhost', secFetchSite: 'same-site' },
    ],
    ['an old browser posting from another site', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed iframe, data: URL)', { origin: 'null' }],
    ['a cross-site request claiming no origin', { secFetchSite: 'cross-site' }],
    ['another port of the same host', { origin: 'http://localhost:9999' }],
    ['a DELETE from another site', { method: 'DELETE', origin: 'https://evil.example' }],
  ])('given %s, should refuse it', (_, request) => {
    expect(isAllowedOrigin(post(request), ['https://www.harbor.example'])).toBe(false);
  });

  it('given a configured list, should normalise entries and refuse non-origins', () => {
    expect(parseOriginList(' https://WWW.Harbor.example/ , http://localhost:8080')).toEqual([
      'https://www.harbor.example',
      'http://localhost:8080',
    ]);
    expect(parseOriginList('')).toEqual([]);
    expect(() => parseOriginList('javascript:alert(1)')).toThrow(/ALLOWED_ORIGINS/);
    expect(() => parseOriginList('not a url')).toThrow(/not an http\(s\) origin/);
  });

  it('given a cross-site post through the guard, should answer 403', async () => {
    const app = new Hono();
    app.post('/', requireSameOrigin([]), (c) => c.text('stored'));
    const forged = await app.request('http://localhost:4173/', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    const own = await app.request('http://localhost:4173/', {
      method: 'POST',
      headers: { origin: 'http://localhost:4173', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });
});
