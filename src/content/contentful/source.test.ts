import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentfulError, contentfulConfigured } from './errors.ts';
import { readContentfulSource } from './source.ts';

/** A stand-in of the delivery API on 127.0.0.1 that answers every request with `answer`. */
async function standIn(answer: (request: http.IncomingMessage) => [number, unknown]) {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    const [status, body] = answer(request);
    response.writeHead(status, { 'content-type': 'application/vnd.contentful.delivery.v1+json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { host, requests };
}

const servers: http.Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

const env = (host: string) => ({
  CONTENTFUL_SPACE_ID: 'space1',
  CONTENTFUL_ACCESS_TOKEN: 'token-secret-123',
  CONTENTFUL_HOST: host,
});

async function failure(promise: Promise<unknown>): Promise<ContentfulError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentfulError);
  return error as ContentfulError;
}

describe('contentfulConfigured', () => {
  it('given neither a space nor a token, should build from content/', () => {
    expect(contentfulConfigured({})).toBe(false);
  });

  it('given a space and a delivery or a preview token, should read Contentful', () => {
    expect(contentfulConfigured({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' })).toBe(
      true,
    );
    expect(contentfulConfigured({ CONTENTFUL_SPACE_ID: 's', CONTENTFUL_PREVIEW_TOKEN: 't' })).toBe(
      true,
    );
  });

  it('given a space id without a token, or a token without a space, should fail naming what is missing', () => {
    expect(() => contentfulConfigured({ CONTENTFUL_SPACE_ID: 's' })).toThrow(
      /CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN is not/,
    );
    expect(() => contentfulConfigured({ CONTENTFUL_ACCESS_TOKEN: 't' })).toThrow(
      /CONTENTFUL_ACCESS_TOKEN is set but CONTENTFUL_SPACE_ID is not/,
    );
    expect(() => contentfulConfigured({ CONTENTFUL_PREVIEW_TOKEN: 't' })).toThrow(
      /CONTENTFUL_PREVIEW_TOKEN is set but CONTENTFUL_SPACE_ID is not/,
    );
  });
});

describe('readContentfulSource against a stand-in of the delivery API', () => {
  it('given a rejected token, should fail with one line that says what to check, and no token or headers', async () => {
    const { host, requests } = await standIn(() => [
      401,
      {
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
        requestId: 'req-1',
      },
    ]);
    const error = await failure(readContentfulSource(env(host)));
    expect(error.message).toBe(
      `Contentful answered 401 AccessTokenInvalid: The access token you sent could not be found or is invalid. (${host.slice(7)}): check CONTENTFUL_ACCESS_TOKEN (or CONTENTFUL_PREVIEW_TOKEN for drafts).`,
    );
    // It did ask, with the token, at the space's entries.
    expect(requests[0]?.url).toMatch(/^\/spaces\/space1\/environments\/master\/entries\?/);
    expect(requests[0]?.headers.authorization).toBe('Bearer token-secret-123');
  });

  it('given an unknown space, should point at the space id and environment', async () => {
    const { host } = await standIn(() => [
      404,
      {
        sys: { type: 'Error', id: 'NotFound' },
        message: 'The resource could not be found.',
        details: { type: 'Space', id: 'space1' },
      },
    ]);
    const error = await failure(readContentfulSource(env(host)));
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toContain('404 NotFound');
    expect(error.message).toContain('check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT');
  });

  it('given a host that refuses connections, should say it could not be reached, after its retries, in one line each', async () => {
    const { host } = await standIn(() => [200, {}]);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await failure(readContentfulSource(env(host), { retryLimit: 1 }));
    expect(error.message).toBe(
      `Contentful could not be reached at ${host.slice(7)} (ECONNREFUSED): check CONTENTFUL_HOST and the network.`,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Contentful: Connection error occurred\. Waiting/);
  });

  it('given a space with no entries, should read it page by page and give the reshaped source', async () => {
    const { host, requests } = await standIn(() => [
      200,
      { sys: { type: 'Array' }, total: 0, skip: 0, limit: 500, items: [] },
    ]);
    const source = await readContentfulSource(env(host));
    expect(requests).toHaveLength(1);
    expect(source).toBeTypeOf('object');
  });
});
