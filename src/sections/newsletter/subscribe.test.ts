import { describe, expect, it, vi } from 'vitest';
import { FAILED, INVALID_EMAIL, subscribeToNewsletter } from './subscribe.ts';

const page = { uri: 'https://www.harbor.example/', name: 'Harbor' };
const answer = (status: number) => vi.fn(async () => new Response('{}', { status }));

describe('subscribeToNewsletter', () => {
  it('given a valid email and a 201, should post it as JSON to the NEWSLETTER form', async () => {
    const fetchImpl = answer(201);
    expect(await subscribeToNewsletter(' ada@example.com ', page, fetchImpl)).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/NEWSLETTER');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      pageUri: page.uri,
      pageName: page.name,
    });
  });
  it('given a malformed email, should say so and send nothing', async () => {
    const fetchImpl = answer(201);
    expect(await subscribeToNewsletter('ada@', page, fetchImpl)).toEqual({
      ok: false,
      message: INVALID_EMAIL,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('given a refusal, a server error or no network, should give a clear message', async () => {
    expect(await subscribeToNewsletter('ada@example.com', page, answer(400))).toEqual({
      ok: false,
      message: INVALID_EMAIL,
    });
    expect(await subscribeToNewsletter('ada@example.com', page, answer(502))).toEqual({
      ok: false,
      message: FAILED,
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await subscribeToNewsletter('ada@example.com', page, offline)).toEqual({
      ok: false,
      message: FAILED,
    });
  });
});
