import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentfulSignature,
  signAsContentful,
  verifyContentfulRequest,
} from './contentful-signature.ts';

const SECRET = 'a'.repeat(64);
const body = '{"sys":{"id":"post1"}}';
const request = { method: 'POST', path: '/api/hooks/publish', body };

describe('contentfulSignature', () => {
  it('given a request, should sign the canonical request Contentful documents (known answer)', () => {
    // Written out by hand from the toolkit's scheme, not from the code under test: method, path,
    // sorted lower-case headers with the two signing headers, then the body, joined by newlines.
    const canonical = [
      'POST',
      '/api/hooks/publish',
      'x-contentful-signed-headers:x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic;' +
        'x-contentful-timestamp:1700000000000;x-contentful-topic:ContentManagement.Entry.publish',
      body,
    ].join('\n');
    const expected = createHmac('sha256', SECRET).update(canonical).digest('hex');
    expect(
      contentfulSignature(
        SECRET,
        request,
        { 'X-Contentful-Topic': ' ContentManagement.Entry.publish ' },
        1_700_000_000_000,
      ),
    ).toBe(expected);
  });

  it('given a query string, should sign it escaped as the toolkit does', () => {
    const withQuery = { ...request, path: '/api/hooks/publish?a=b c' };
    const canonical = [
      'POST',
      '/api/hooks/publish?a%253Db%2520c',
      'x-contentful-signed-headers:x-contentful-signed-headers,x-contentful-timestamp;x-contentful-timestamp:1',
      body,
    ].join('\n');
    expect(contentfulSignature(SECRET, withQuery, {}, 1)).toBe(
      createHmac('sha256', SECRET).update(canonical).digest('hex'),
    );
  });
});

describe('verifyContentfulRequest', () => {
  const now = 1_700_000_000_000;
  const signed = (headers: Record<string, string>, at = now) => ({
    ...request,
    headers: { ...headers, ...signAsContentful(SECRET, request, headers, at) },
  });

  it('given a fresh signed request, should accept it', () => {
    expect(verifyContentfulRequest(SECRET, signed({ 'x-contentful-topic': 't' }), { now })).toEqual(
      { ok: true },
    );
  });

  it('given headers in another case, should still accept it', () => {
    const { headers, ...rest } = signed({ 'x-contentful-topic': 't' });
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyContentfulRequest(SECRET, { ...rest, headers: upper }, { now }).ok).toBe(true);
  });

  it.each([
    ['another secret', 'b'.repeat(64), now, 'signature does not match'],
    ['a signature 30 s old', SECRET, now + 30_000, 'signature too old (or from the future)'],
    ['a signature 30 s ahead', SECRET, now - 30_000, 'signature too old (or from the future)'],
  ])('given %s, should refuse it', (_name, secret, at, reason) => {
    expect(
      verifyContentfulRequest(secret, signed({ 'x-contentful-topic': 't' }), { now: at }),
    ).toEqual({
      ok: false,
      reason,
    });
  });

  it('given a signed header left out of the request, should refuse it', () => {
    const { headers, ...rest } = signed({ 'x-contentful-topic': 't' });
    const { 'x-contentful-topic': _gone, ...without } = headers;
    expect(verifyContentfulRequest(SECRET, { ...rest, headers: without }, { now }).ok).toBe(false);
  });

  it('given a malformed signature or timestamp, should refuse it without throwing', () => {
    const { headers, ...rest } = signed({});
    expect(
      verifyContentfulRequest(
        SECRET,
        { ...rest, headers: { ...headers, 'x-contentful-signature': 'zz' } },
        { now },
      ).ok,
    ).toBe(false);
    expect(
      verifyContentfulRequest(
        SECRET,
        { ...rest, headers: { ...headers, 'x-contentful-timestamp': 'soon' } },
        { now },
      ).ok,
    ).toBe(false);
  });
});
