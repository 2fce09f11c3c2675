import { describe, expect, it, vi } from 'vitest';
import {
  hubspotBody,
  hubspotUrl,
  hutkFrom,
  PROVIDER_ERROR,
  RETRY_DELAYS_MS,
  submitToHubSpot,
  type HubSpotSubmission,
} from './hubspot.ts';

const HUTK = '0123456789abcdef0123456789abcdef';
const submission: HubSpotSubmission = {
  apiUrl: 'http://127.0.0.1:9/',
  portalId: '4030251',
  formGuid: 'b43b7b21-3801-5237-921d-d56c32fe98dc',
  fields: { email: 'ann@acme.example', GA_Source: 'news' },
  context: {
    hutk: HUTK,
    pageUri: 'https://www.harbor.example/newsletter/supportive/',
    pageName: 'The Supportive',
  },
};

const answer = (status: number) => new Response(status < 300 ? '{}' : 'nope', { status });

describe('HubSpot Forms Submission API v3', () => {
  it('given a submission, should post fields and context to the portal and form', () => {
    expect(hubspotUrl(submission)).toBe(
      'http://127.0.0.1:9/submissions/v3/integration/submit/4030251/b43b7b21-3801-5237-921d-d56c32fe98dc',
    );
    expect(JSON.parse(hubspotBody(submission))).toEqual({
      fields: [
        { objectTypeId: '0-1', name: 'email', value: 'ann@acme.example' },
        { objectTypeId: '0-1', name: 'GA_Source', value: 'news' },
      ],
      context: {
        hutk: HUTK,
        pageUri: 'https://www.harbor.example/newsletter/supportive/',
        pageName: 'The Supportive',
      },
    });
  });

  it('given a malformed hutk cookie, should leave it out of the context', () => {
    const body = JSON.parse(hubspotBody({ ...submission, context: { hutk: '"><script>' } }));
    expect(body.context).toEqual({});
    expect(hutkFrom(`a=1; hubspotutk=${HUTK}; b=2`)).toBe(HUTK);
    expect(hutkFrom('hubspotutk=not-a-token')).toBeUndefined();
    expect(hutkFrom(undefined)).toBeUndefined();
  });

  it('given 5xx answers then a 200, should retry with growing pauses and succeed', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError('reset'))
      .mockResolvedValueOnce(answer(200));
    const pauses: number[] = [];
    const result = await submitToHubSpot(submission, {
      fetchImpl,
      sleep: (ms) => Promise.resolve(void pauses.push(ms)),
    });
    expect(result).toEqual({ ok: true });
    expect(pauses).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
  });

  it('given a 400, should not retry and give the visitor a clear message', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(answer(400));
    const result = await submitToHubSpot(submission, { fetchImpl, sleep: () => Promise.resolve() });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, retryable: false, status: 400, message: PROVIDER_ERROR });
  });

  it('given 5xx on every attempt, should give up after the last pause', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(answer(502));
    const result = await submitToHubSpot(submission, { fetchImpl, sleep: () => Promise.resolve() });
    expect(fetchImpl).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(result).toMatchObject({ ok: false, retryable: true, status: 502 });
  });
});
