import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, parseProxyList } from './client.ts';
import { createDailyBudget, createRateLimiter, dailyByteCap, rateLimit } from './rate-limit.ts';

function clock(start = Date.UTC(2026, 0, 1, 12)) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('rate limiter', () => {
  it('given a burst over the limit, should refuse the excess with the wait until the next token', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, time.now);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b').allowed).toBe(true);
    time.advance(19_000);
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('given a client idle for a whole window, should give it the full burst again', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000 }, time.now);
    limiter.take('a');
    limiter.take('a');
    time.advance(10_000);
    expect([
      limiter.take('a').allowed,
      limiter.take('a').allowed,
      limiter.take('a').allowed,
    ]).toEqual([true, true, false]);
  });

  it('given more distinct clients than it tracks, should forget the least recently seen', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, () => 0, 3);
    for (const client of ['a', 'b', 'c', 'd']) limiter.take(client);
    expect(limiter.size).toBe(3);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('d').allowed).toBe(false);
  });

  it('given an over-limit client through the middleware, should answer 429 with Retry-After', async () => {
    const app = new Hono();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    app.post(
      '/',
      rateLimit(limiter, () => 'client'),
      (c) => c.text('ok'),
    );
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request('/', { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.request('/', { method: 'POST' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});

describe('daily stored-bytes cap', () => {
  it('given a client past its daily bytes, should refuse it until the next UTC day', () => {
    const time = clock(Date.UTC(2026, 0, 1, 23, 0, 0));
    const budget = createDailyBudget(1_000, time.now);
    budget.record('a', 600);
    expect(budget.check('a').allowed).toBe(true);
    budget.record('a', 600);
    expect(budget.check('a')).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect(budget.check('b').allowed).toBe(true);
    time.advance(3600_000);
    expect(budget.check('a').allowed).toBe(true);
  });

  it('given stored and refused posts, should count only what was stored (2xx, or 303 after a form post)', async () => {
    const budget = createDailyBudget(10);
    const app = new Hono();
    app.post(
      '/',
      dailyByteCap(budget, () => 'client'),
      async (c) => {
        const body = await c.req.text();
        if (body === 'bad') return c.text('no', 400);
        return body === 'form' ? c.redirect('/thanks', 303) : c.text('stored', 201);
      },
    );
    const send = (body: string) => app.request('/', { method: 'POST', body });
    expect((await send('bad')).status).toBe(400);
    expect((await send('bad')).status).toBe(400);
    expect((await send('0123456')).status).toBe(201);
    expect((await send('form')).status).toBe(303);
    const refused = await send('x');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('client address', () => {
  it('given no trusted proxy, should use the socket address and ignore X-Forwarded-For', () => {
    expect(clientAddress('::ffff:10.0.0.5', '1.2.3.4', [])).toBe('10.0.0.5');
  });

  it('given a trusted proxy, should take the right-most untrusted X-Forwarded-For hop', () => {
    const proxies = parseProxyList('127.0.0.1, 10.0.0.2');
    expect(clientAddress('127.0.0.1', 'spoofed, 203.0.113.9, 10.0.0.2', proxies)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
  });

  it('given a trusted proxy with a garbage header, should fall back to the last good hop', () => {
    expect(clientAddress('127.0.0.1', 'garbage', ['127.0.0.1'])).toBe('127.0.0.1');
  });

  it('given a bad proxy list, should say which entry is wrong', () => {
    expect(() => parseProxyList('127.0.0.1, proxy.local')).toThrow(/"proxy.local"/);
    expect(normalizeAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1');
  });
});
