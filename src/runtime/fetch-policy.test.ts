import { describe, expect, it, vi } from 'vitest';
import { fetchJson, PAGE_DATA_RETRIES } from './fetch-policy.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function sequence(...answers: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return fetch as unknown as typeof globalThis.fetch & typeof fetch;
}

const noSleep = { sleep: async () => {} };

describe('fetchJson', () => {
  it('given a 200 with JSON, should return the data after one request', async () => {
    const fetch = sequence(json({ ok: 1 }));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({
      kind: 'ok',
      data: { ok: 1 },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('given two network errors then success, should retry and succeed', async () => {
    const fetch = sequence(new TypeError('offline'), new TypeError('offline'), json({ ok: 2 }));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({
      kind: 'ok',
      data: { ok: 2 },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('given 5xx on every attempt, should stop after 3 retries and report the status', async () => {
    const fetch = sequence(...Array.from({ length: 10 }, () => json({}, 503)));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({
      kind: 'failed',
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(1 + PAGE_DATA_RETRIES);
  });

  it('given network errors on every attempt, should fail with no status', async () => {
    const fetch = sequence(...Array.from({ length: 10 }, () => new TypeError('offline')));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({
      kind: 'failed',
      status: null,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('given a 404, should report it missing without retrying', async () => {
    const fetch = sequence(json({}, 404));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({ kind: 'missing' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('given a 403, should fail at once (a 4xx will not change on retry)', async () => {
    const fetch = sequence(json({}, 403));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({
      kind: 'failed',
      status: 403,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('given a 200 whose body is HTML, should report it invalid', async () => {
    const fetch = sequence(new Response('<!doctype html><p>hi', { status: 200 }));
    expect(await fetchJson('/x.json', { fetch, ...noSleep })).toEqual({ kind: 'invalid' });
  });

  it('given retries, should back off a little longer each time', async () => {
    const sleep = vi.fn(async () => {});
    const fetch = sequence(json({}, 500), json({}, 500), json({ ok: 1 }));
    await fetchJson('/x.json', { fetch, sleep, backoffMs: 100 });
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });
});
