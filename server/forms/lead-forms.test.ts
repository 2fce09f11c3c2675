import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFormRegistry } from '../../src/content/forms.ts';
import type { FormRegistry } from '../../src/contracts/schemas/forms.ts';
import { contentForms } from '../../src/test/forms.ts';
import { serializeFirstTouch, serializeLastTouch } from '../../src/tracking/store.ts';
import { hubspotDestination, type Destination } from './destinations.ts';
import { liveFormRegistry } from './forms-config.ts';
import { createEventStore, openDatabase } from './events.ts';
import { createFormsApp, createSignupStore, CONFLICT_MESSAGE, DRY_RUN_HEADER } from './forms.ts';
import { createIntake } from './intake.ts';
import { createLeadStore } from './lead-store.ts';
import { createLeadsService, type LeadsService } from './leads-service.ts';

const registry = contentForms;
const NEWSLETTER_ID = registry.forms.NEWSLETTER!;
const services: LeadsService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

function setUp(destinations: Destination[] = [], currentRegistry?: () => FormRegistry | undefined) {
  const db = openDatabase(':memory:', 'forms.sqlite');
  const events = createEventStore(openDatabase(':memory:', 'events.sqlite'));
  const service = createLeadsService({
    dataDir: ':memory:',
    formsDb: db,
    events,
    delivery: { destinations, timeoutMs: 1000 },
  });
  services.push(service);
  const app = createFormsApp(createSignupStore(db), {
    leads: {
      intake: service.intake,
      registry,
      currentRegistry,
      trialUrl: '/members/register/18/',
    },
  });
  return { app, submissions: createLeadStore(db), events, service };
}

const postJson = (app: ReturnType<typeof setUp>['app'], form: string, body: unknown) =>
  app.request(`/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const postForm = (
  app: ReturnType<typeof setUp>['app'],
  form: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  app.request(`/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body).toString(),
  });

/** A valid demo request and a valid download request, to vary one field at a time. */
const DEMO = {
  firstname: 'Ann',
  lastname: 'Lee',
  email: 'ann@acme.example',
  company: 'Acme',
  team_size: '6–20',
};
const DOWNLOAD = { firstname: 'Ann', email: 'ann@acme.example', company: 'Acme' };

describe('lead forms on the local forms service', () => {
  it('given a valid JSON submission by form id, should store it once and answer 201', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, NEWSLETTER_ID, {
      email: 'ann@acme.example',
      idempotencyKey: 'key-0000-0001',
      pageUri: 'http://localhost/newsletter/supportive/',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = submissions.forForm('NEWSLETTER');
    expect(JSON.parse(row!.fields)).toEqual({ email: 'ann@acme.example' });
    expect(row!.page_uri).toBe('http://localhost/newsletter/supportive/');
  });

  it('given the dry-run header, should validate and answer 200 without storing; invalid answers stay 400', async () => {
    const { app, submissions } = setUp();
    const headers = { [DRY_RUN_HEADER]: '1' };
    const valid = await postForm(app, 'NEWSLETTER', { email: 'ann@acme.example' }, headers);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ dryRun: true });
    const invalid = await postForm(app, 'NEWSLETTER', { email: 'not an address' }, headers);
    expect(invalid.status).toBe(400);
    expect(submissions.count()).toBe(0);
  });

  it('given the same idempotency key twice, should store one row and answer both alike', async () => {
    const { app, submissions } = setUp();
    const body = { email: 'ann@acme.example', idempotencyKey: 'key-0000-0002' };
    const first = await postJson(app, 'NEWSLETTER', body);
    const second = await postJson(app, 'NEWSLETTER', body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(submissions.count()).toBe(1);
  });

  it('given concurrent submissions, including a retry racing its original, should store each key once', async () => {
    const { app, submissions } = setUp();
    const answers = await Promise.all([
      postJson(app, 'NEWSLETTER', { email: 'a@acme.example', idempotencyKey: 'key-race-0001' }),
      postJson(app, 'NEWSLETTER', { email: 'a@acme.example', idempotencyKey: 'key-race-0001' }),
      postJson(app, 'NEWSLETTER', { email: 'b@acme.example', idempotencyKey: 'key-race-0002' }),
      postJson(app, 'NEWSLETTER', { email: 'c@acme.example' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(submissions.count()).toBe(3);
  });

  it('given storage failing, should answer 503 so the browser retries', async () => {
    const db = openDatabase(':memory:', 'forms.sqlite');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { accept: () => Promise.reject(new Error('database is locked')) };
    const app = createFormsApp(createSignupStore(db), {
      leads: { intake: createIntake(failing, []), registry },
    });
    const response = await postJson(app, 'NEWSLETTER', { email: 'a@acme.example' });
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('given a reused idempotency key with other answers or on another form, should answer 409 and store nothing new', async () => {
    const { app, submissions } = setUp();
    const key = 'key-0000-reuse';
    expect(
      (await postJson(app, 'NEWSLETTER', { email: 'a@acme.example', idempotencyKey: key })).status,
    ).toBe(201);
    const otherContent = await postJson(app, 'NEWSLETTER', {
      email: 'b@acme.example',
      idempotencyKey: key,
    });
    expect(otherContent.status).toBe(409);
    expect(await otherContent.json()).toEqual({ error: CONFLICT_MESSAGE });
    const otherForm = await postJson(app, 'CUSTOMER_NEWSLETTER', {
      email: 'a@acme.example',
      idempotencyKey: key,
    });
    expect(otherForm.status).toBe(409);
    const plain = await postForm(app, 'NEWSLETTER', {
      email: 'c@acme.example',
      idempotencyKey: key,
    });
    expect(plain.status).toBe(409);
    expect(await plain.text()).toContain('already used');
    expect(submissions.count()).toBe(1);
  });

  it('given a successful submission, should record a Form Submitted event with the touches and no field values', async () => {
    const { app, events } = setUp();
    await app.request('/GET_A_DEMO', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'ajs_anonymous_id=%22anon-123%22' },
      body: JSON.stringify({
        ...DEMO,
        pageUri: 'http://localhost/lp/get-a-demo/?utm_source=x',
        GA_Source: 'google',
        GA_Medium: 'cpc',
        GA_Source_First: 'news',
      }),
    });
    const [event] = events.latest(5, 'Form Submitted');
    expect(event).toMatchObject({
      event: 'Form Submitted',
      anonymous_id: 'anon-123',
      path: '/lp/get-a-demo/',
    });
    const properties = JSON.parse(event!.properties);
    expect(properties).toEqual({
      formName: 'GET_A_DEMO',
      formId: registry.forms.GET_A_DEMO,
      page: '/lp/get-a-demo/',
      touches: { first: { source: 'news' }, last: { source: 'google', medium: 'cpc' } },
    });
    expect(event!.properties).not.toContain('ann@acme.example');
    expect(event!.properties).not.toContain('Acme');
  });

  it.each([
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['http://localhost//evil.example/x', '/'],
    ['http://localhost/newsletter/supportive/?a=1', '/newsletter/supportive/?a=1'],
  ])('given a Referer of %s, should link back to %s', async (referer, backTo) => {
    const { app } = setUp();
    const response = await postForm(app, 'NEWSLETTER', { email: 'a@acme.example' }, { referer });
    const html = await response.text();
    expect(html).toContain(`href="${backTo.replace('&', '&amp;')}"`);
    expect(html).not.toContain('evil.example');
  });

  it('given the honeypot filled, should answer like a success and store nothing', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, 'NEWSLETTER', {
      email: 'bot@spam.example',
      email_address_main: 'bot@spam.example',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(submissions.count()).toBe(0);
  });

  it('given a demo request, should store the GA fields with dashes for missing ones', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, 'GET_A_DEMO', { ...DEMO, GA_Source: 'news' });
    expect(response.status).toBe(201);
    const [row] = submissions.forForm('GET_A_DEMO');
    expect(JSON.parse(row!.tracking!)).toMatchObject({ GA_Source: 'news', GA_Medium: '-' });
  });

  it('given hostile values, should store them as the sign-up endpoint does: no control characters, http(s) URLs, short GA values', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, 'GUIDE_DOWNLOAD', {
      firstname: 'A\u0000n\u001b[2Jn\u202e',
      email: 'ann@acme.example',
      company: 'Acme',
      pageUri: 'javascript:alert(1)',
      GA_Source: 'x'.repeat(2000),
      GA_Url: 'javascript:alert(1)',
      GA_Url_First: 'data:text/html,<script>alert(1)</script>',
    });
    expect(response.status).toBe(201);
    const [row] = submissions.forForm('GUIDE_DOWNLOAD');
    expect(JSON.parse(row!.fields)).toMatchObject({ firstname: 'An[2Jn\u202e' });
    expect(row!.page_uri).toBe('');
    const tracking = JSON.parse(row!.tracking!) as Record<string, string>;
    expect(tracking).toMatchObject({ GA_Url: '-', GA_Url_First: '-' });
    expect(tracking.GA_Source).toHaveLength(200);
  });

  it('given a message over several lines, should keep its line breaks and drop other control characters', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, 'GET_A_DEMO', {
      ...DEMO,
      message: 'Line one\r\nLine two\u0007\n\tindented',
    });
    const fields = JSON.parse(submissions.forForm('GET_A_DEMO')[0]?.fields ?? '{}');
    expect([response.status, fields.message]).toEqual([201, 'Line one\nLine two\n\tindented']);
  });

  it('given bad input, should answer 400 with a message per field and store nothing', async () => {
    const { app, submissions } = setUp();
    const response = await postJson(app, 'TRIAL_SIGNUP', { email: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { email: 'Sorry, that is required.' } });
    const malformed = await app.request('/NEWSLETTER', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect((await postJson(app, 'NEWSLETTER', ['a@b.example'])).status).toBe(400);
    expect(submissions.count()).toBe(0);
  });

  it('given another content type, an oversized body or an unknown form, should refuse it', async () => {
    const { app } = setUp();
    const text = await app.request('/NEWSLETTER', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.example',
    });
    expect(text.status).toBe(415);
    const big = await postJson(app, 'NEWSLETTER', {
      email: 'a@b.example',
      pad: 'x'.repeat(40_000),
    });
    expect(big.status).toBe(413);
    expect((await postJson(app, 'NOT_A_FORM', { email: 'a@b.example' })).status).toBe(404);
  });

  it('given a plain post with errors, should answer the form again with the values kept and escaped', async () => {
    const { app } = setUp();
    const response = await postForm(app, 'GET_A_DEMO', {
      firstname: '"><script>alert(1)</script>',
      email: 'not-an-email',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('aria-describedby="field-lastname-error"');
    expect(html).toMatch(/<form method="post" action="\/GET_A_DEMO"/);
  });

  it('given a plain post of a form with a redirect URL, should send the visitor there', async () => {
    const { app } = setUp();
    const response = await postForm(app, 'GET_A_DEMO', { ...DEMO, team_size: '1–5' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/lp/demo-booked/');
  });

  it('given a plain post of a download or trial form, should offer the PDF or the trial link', async () => {
    const { app } = setUp();
    const download = await postForm(
      app,
      'GUIDE_DOWNLOAD',
      { ...DOWNLOAD, pdf: '/guides/customer-centred-culture.pdf' },
      { referer: 'http://localhost/resources/culture-guide/' },
    );
    const downloadHtml = await download.text();
    expect(downloadHtml).toContain('href="/guides/customer-centred-culture.pdf"');
    expect(downloadHtml).toContain('href="/resources/culture-guide/"');
    const hostile = await postForm(app, 'GUIDE_DOWNLOAD', {
      ...DOWNLOAD,
      pdf: 'javascript:alert(1)//.pdf',
    });
    expect(await hostile.text()).not.toContain('javascript:');
    // A protocol-relative path names another site.
    const offSite = await postForm(app, 'GUIDE_DOWNLOAD', {
      ...DOWNLOAD,
      pdf: '//evil.example/x.pdf',
    });
    expect(await offSite.text()).not.toContain('evil.example');
    const trial = await postForm(app, 'TRIAL', { email: 'ann@acme.example' });
    expect(await trial.text()).toContain(
      'href="/members/register/18/?reg=ann%40acme.example" target="_blank"',
    );
  });
});

describe('lead forms delivered to HubSpot through the outbox', () => {
  it('given the hubspot destination, should store first, then forward fields and context, hutk from the cookie', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    const { app, submissions, service } = setUp([
      hubspotDestination({ apiUrl: 'http://127.0.0.1:9', fetchImpl }),
    ]);
    const response = await app.request('/NEWSLETTER', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'hubspotutk=0123456789abcdef0123456789abcdef',
      },
      body: JSON.stringify({ email: 'ann@acme.example', pageName: 'Newsletter' }),
    });
    expect(response.status).toBe(201);
    expect(submissions.count()).toBe(1);
    await service.worker.settled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(
      `http://127.0.0.1:9/submissions/v3/integration/submit/${registry.portalId}/${NEWSLETTER_ID}`,
    );
    expect(JSON.parse(String(init?.body)).context).toEqual({
      hutk: '0123456789abcdef0123456789abcdef',
      pageName: 'Newsletter',
    });
    expect(submissions.summary()).toEqual([{ destination: 'hubspot', state: 'delivered', n: 1 }]);
  });

  it('given HubSpot failing, should still thank the visitor and keep the lead for a retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 503 }));
    const { app, submissions, service } = setUp([
      hubspotDestination({ apiUrl: 'http://127.0.0.1:9', fetchImpl }),
    ]);
    const response = await postJson(app, 'NEWSLETTER', { email: 'ann@acme.example' });
    expect(response.status).toBe(201);
    await service.worker.settled();
    expect(submissions.summary()).toEqual([{ destination: 'hubspot', state: 'retrying', n: 1 }]);
    const [delivery] = submissions.deliveriesOf([1]);
    expect(delivery).toMatchObject({ attempts: 1, last_error: 'HTTP 503' });
  });
});

describe('attribution of a form posted without JavaScript', () => {
  it('given empty hidden fields and attribution cookies, should store the cookies touches', async () => {
    const { app, submissions } = setUp();
    const last = serializeLastTouch({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: '',
      content: '',
      clickId: '',
    });
    const first = serializeFirstTouch({
      source: 'google',
      medium: 'organic',
      campaign: '',
      term: '',
      content: '',
    });
    const response = await postForm(app, 'GET_A_DEMO', DEMO, {
      cookie: `hs_last_touch=${encodeURIComponent(last)}; hs_first_touch=${encodeURIComponent(first)}`,
    });
    expect(response.status).toBe(303);
    const [row] = submissions.forForm('GET_A_DEMO');
    expect(JSON.parse(row!.tracking!)).toMatchObject({
      GA_Source: 'newsletter',
      GA_Medium: 'email',
      GA_Campaign: 'spring',
      GA_Source_First: 'google',
      GA_Medium_First: 'organic',
    });
  });

  it('given hidden fields filled by the script, should keep them over the cookies', async () => {
    const { app, submissions } = setUp();
    await postForm(
      app,
      'GET_A_DEMO',
      { ...DEMO, GA_Source: 'from-script' },
      { cookie: `hs_last_touch=${encodeURIComponent('x')}` },
    );
    const [row] = submissions.forForm('GET_A_DEMO');
    expect(JSON.parse(row!.tracking!)).toMatchObject({ GA_Source: 'from-script', GA_Medium: '-' });
  });

  it('given a form file added while the service runs, should accept its new field at once, with no restart and no code', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'forms-live-'));
    try {
      await cp('content/forms.json', path.join(dir, 'forms.json'));
      await cp('content/forms', path.join(dir, 'forms'), { recursive: true });
      const { app, submissions } = setUp([], liveFormRegistry(dir, loadFormRegistry(dir).registry));
      expect((await postJson(app, 'PARTNER_QUIZ', { email: 'a@b.example' })).status).toBe(404);

      await writeFile(
        path.join(dir, 'forms/partner-quiz.json'),
        JSON.stringify({
          name: 'PARTNER_QUIZ',
          id: '11111111-2222-4333-8444-555555555555',
          fields: [
            { name: 'email', label: 'Email', type: 'email', required: true },
            {
              name: 'favourite_channel',
              label: 'Channel',
              type: 'radio',
              required: true,
              options: ['Chat', 'Phone'],
            },
          ],
          submitText: 'Send',
        }),
      );
      const refused = await postJson(app, 'PARTNER_QUIZ', { email: 'a@b.example' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        errors: { favourite_channel: 'Sorry. That is required.' },
      });
      const byId = await postJson(app, '11111111-2222-4333-8444-555555555555', {
        email: 'a@b.example',
        favourite_channel: 'Chat',
      });
      expect(byId.status).toBe(201);
      const [row] = submissions.forForm('PARTNER_QUIZ');
      expect(JSON.parse(row!.fields)).toEqual({ email: 'a@b.example', favourite_channel: 'Chat' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
