import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenHubSpotStandIn } from '../../server/stand-ins/hubspot-standin.ts';
import { contentForms } from '../test/forms.ts';
import { resolveFormWithLayout } from '../content/forms.ts';
import { PROVIDER_ERROR } from './providers/hubspot.ts';
import { sendForm, TOO_MANY_MESSAGE, type OutgoingSubmission } from './submit.ts';

const form = resolveFormWithLayout(contentForms, 'NEWSLETTER')!;
const submission: OutgoingSubmission = {
  form,
  values: { email: 'ann@acme.example' },
  tracking: null,
  honeypot: '',
  idempotencyKey: 'key-0001-abcdef',
  page: { uri: 'http://localhost/newsletter/supportive/', name: 'Newsletter' },
};
const local = { forms: undefined };
const hubspot = {
  forms: { provider: 'hubspot' as const, hubspotApiUrl: 'http://127.0.0.1:9', portalId: null },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noPause = () => Promise.resolve();

describe('sendForm through the local forms service', () => {
  it('given a valid submission, should post JSON with its idempotency key to the form id', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(201, { ok: true }));
    expect(await sendForm(submission, local, { fetchImpl })).toEqual({ kind: 'success' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`/api/forms/${form.id}`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'ann@acme.example',
      email_address_main: '',
      idempotencyKey: 'key-0001-abcdef',
    });
  });

  it('given a 503 then a 201, should retry with the same body (same key)', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(503, {}))
      .mockResolvedValueOnce(json(201, { ok: true }));
    expect(await sendForm(submission, local, { fetchImpl, sleep: noPause })).toEqual({
      kind: 'success',
    });
    expect(fetchImpl.mock.calls[0]![1]?.body).toBe(fetchImpl.mock.calls[1]![1]?.body);
  });

  it('given field errors from the service, should hand them to the form', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(400, { errors: { email: 'Please enter a valid email address.' } }));
    expect(await sendForm(submission, local, { fetchImpl })).toEqual({
      kind: 'invalid',
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  it('given a 502 (the provider behind the service failed after its retries), should not retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(502, {}));
    expect(await sendForm(submission, local, { fetchImpl, sleep: noPause })).toEqual({
      kind: 'failed',
      message: PROVIDER_ERROR,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('given a 429, a 400 without field errors, or no network at all, should fail clearly', async () => {
    const limited = vi.fn<typeof fetch>().mockResolvedValue(json(429, {}));
    expect(await sendForm(submission, local, { fetchImpl: limited })).toEqual({
      kind: 'failed',
      message: TOO_MANY_MESSAGE,
    });
    const garbled = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<html>', { status: 400 }));
    expect(await sendForm(submission, local, { fetchImpl: garbled })).toEqual({
      kind: 'failed',
      message: PROVIDER_ERROR,
    });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
    expect(await sendForm(submission, local, { fetchImpl: offline, sleep: noPause })).toEqual({
      kind: 'failed',
      message: PROVIDER_ERROR,
    });
    expect(offline).toHaveBeenCalledTimes(4);
  });
});

describe('sendForm with the hubspot provider', () => {
  it('given the hubspot provider, should still post to the forms service, whose outbox delivers to HubSpot', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(201, { ok: true }));
    expect(await sendForm(submission, hubspot, { fetchImpl })).toEqual({ kind: 'success' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/^\/api\/forms\//);
  });
});

describe('sendForm with FORMS_DIRECT=hubspot (a static host, no forms service)', () => {
  const direct = (apiUrl: string) => ({
    forms: {
      provider: 'local' as const,
      hubspotApiUrl: apiUrl,
      portalId: null,
      direct: 'hubspot' as const,
    },
  });
  let standIn: Awaited<ReturnType<typeof listenHubSpotStandIn>>;
  beforeAll(async () => {
    standIn = await listenHubSpotStandIn();
  });
  afterAll(() => standIn.stop());

  it('given a valid submission, should post it to the HubSpot v3 submit endpoint of the form GUID and portal', async () => {
    const before = standIn.received.length;
    const result = await sendForm(submission, direct(standIn.url), {
      cookie: 'other=1; hubspotutk=0123456789abcdef0123456789abcdef',
    });
    expect(result).toEqual({ kind: 'success' });
    const [sent] = standIn.received.slice(before);
    expect(sent?.portalId).toBe(form.portalId);
    expect(sent?.formGuid).toBe(form.id);
    expect(sent?.body.fields).toEqual([
      { objectTypeId: '0-1', name: 'email', value: 'ann@acme.example' },
    ]);
    expect(sent?.body.context).toEqual({
      hutk: '0123456789abcdef0123456789abcdef',
      pageUri: submission.page.uri,
      pageName: 'Newsletter',
    });
  });

  it('given HUBSPOT_PORTAL_ID, should post to that portal instead of the registry one', async () => {
    const before = standIn.received.length;
    const settings = { forms: { ...direct(standIn.url).forms, portalId: '777' } };
    expect(await sendForm(submission, settings)).toEqual({ kind: 'success' });
    expect(standIn.received.slice(before).map((entry) => entry.portalId)).toEqual(['777']);
  });

  it('given HubSpot failing past the retries, should show the visitor the failure and keep nothing', async () => {
    standIn.setMode('error');
    try {
      const before = standIn.received.length;
      const result = await sendForm(submission, direct(standIn.url), { sleep: noPause });
      expect(result).toEqual({ kind: 'failed', message: PROVIDER_ERROR });
      expect(standIn.received.length).toBe(before);
    } finally {
      standIn.setMode('up');
    }
  });

  it('given one 503 then HubSpot back, should retry and succeed once', async () => {
    standIn.failNext(1, 503);
    const before = standIn.received.length;
    expect(await sendForm(submission, direct(standIn.url), { sleep: noPause })).toEqual({
      kind: 'success',
    });
    expect(standIn.received.length).toBe(before + 1);
  });

  it('given the honeypot filled, should thank the bot and post nothing', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const result = await sendForm({ ...submission, honeypot: 'spam' }, direct(standIn.url), {
      fetchImpl,
    });
    expect(result).toEqual({ kind: 'success' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('given a form named in code (no GUID, the newsletter banner), should post it to the forms service, which resolves names', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(201, { ok: true }));
    const byName = { ...submission, form: { ...form, id: 'NEWSLETTER', portalId: '' } };
    const settings = {
      ...direct('https://api.hsforms.com'),
      services: { forms: 'https://forms.harbor.example', events: null },
    };
    expect(await sendForm(byName, settings, { fetchImpl })).toEqual({ kind: 'success' });
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(
      'https://forms.harbor.example/api/forms/NEWSLETTER',
    );
  });

  it('given the forms service configured too, should still post to HubSpot and not the service', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(json(200, { inlineMessage: 'Thanks' }));
    const settings = {
      ...direct('https://api.hsforms.com'),
      services: { forms: 'https://forms.harbor.example', events: null },
    };
    expect(await sendForm(submission, settings, { fetchImpl })).toEqual({ kind: 'success' });
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(
      `https://api.hsforms.com/submissions/v3/integration/submit/${form.portalId}/${form.id}`,
    );
  });
});
