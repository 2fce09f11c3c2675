import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenHubSpotStandIn } from '../stand-ins/hubspot-standin.ts';
import {
  deliveryConfigFromEnv,
  emailDestination,
  hubspotDestination,
  parseNotify,
  recipientsOf,
  SIGNATURE_HEADER,
  signatureOf,
  webhookDestination,
} from './destinations.ts';
import type { Lead } from './lead-store.ts';
import { readFileSync } from 'node:fs';
import { formFileSchema } from '../../src/contracts/schemas/forms.ts';

const LEAD: Lead = {
  id: 7,
  receivedAt: '2026-11-27T10:00:00.000Z',
  formName: 'GET_A_DEMO',
  formId: '6c4b6a18-d4c6-5639-e612-8072ecbc438b',
  portalId: '4030251',
  values: { firstname: 'Ann', lastname: 'Lee', email: 'ann@acme.example', company: '<Acme & Co>' },
  tracking: { GA_Source: 'google', GA_Medium: 'cpc', GA_Campaign: '-', GA_Source_First: 'news' },
  pageUri: 'http://localhost/lp/get-a-demo/',
  pageName: 'Get a demo',
  hutk: undefined,
};
const signal = () => AbortSignal.timeout(2000);

const servers: ServerType[] = [];
function listen(app: Hono): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${(info as AddressInfo).port}`),
    );
    servers.push(server);
  });
}

const mails: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (session.envelope.rcptTo.some((to) => to.address === 'refuse@acme.example')) {
          const error = Object.assign(new Error('Mailbox refused'), { responseCode: 550 });
          return callback(error);
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const server of servers) server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('email destination', () => {
  it('given a lead, should mail the people named for its form with its fields and attribution', async () => {
    const email = emailDestination({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'Harbor <leads@harbor.example>',
      recipientsFor: parseNotify(
        'GET_A_DEMO=sales@acme.example,bob@acme.example;*=all@acme.example',
      ),
    });
    expect(await email.send(LEAD, signal())).toEqual({ ok: true });
    const mail = mails.at(-1)!;
    expect(mail.from).toBe('leads@harbor.example');
    expect(mail.to).toEqual(['sales@acme.example', 'bob@acme.example']);
    const body = mail.data.replace(/=\r\n/g, '');
    expect(body).toMatch(/Subject: New lead: GET_A_DEMO from Ann Lee/);
    for (const line of ['firstname: Ann', 'email: ann@acme.example', 'company: <Acme & Co>']) {
      expect(body).toContain(line);
    }
    expect(body).toContain('GA_Source: google');
    expect(body).toContain('GA_Source_First: news');
    expect(body).not.toContain('GA_Campaign');
    expect(body).toContain('Page: http://localhost/lp/get-a-demo/');
  });

  it('given a form nobody is named for, should send nothing and count it delivered', async () => {
    const before = mails.length;
    const email = emailDestination({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'leads@harbor.example',
      recipientsFor: parseNotify('NEWSLETTER=m@acme.example'),
    });
    expect(await email.send(LEAD, signal())).toEqual({ ok: true });
    expect(mails.length).toBe(before);
  });

  it('given the SMTP server refusing the message (5xx), should fail for good', async () => {
    const email = emailDestination({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'leads@harbor.example',
      recipientsFor: () => ['refuse@acme.example'],
    });
    expect(await email.send(LEAD, signal())).toMatchObject({ ok: false, permanent: true });
  });

  it('given no SMTP server listening, should fail for now (retried)', async () => {
    const email = emailDestination({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'leads@harbor.example',
      recipientsFor: () => ['a@acme.example'],
    });
    expect(await email.send(LEAD, signal())).toMatchObject({ ok: false, permanent: false });
  });
});

describe('recipients named in content (the notify of content/forms/*.json)', () => {
  it('given content and LEADS_NOTIFY naming people for a form, should mail both, each address once', async () => {
    const notify = {
      GET_A_DEMO: formFileSchema.parse({
        ...JSON.parse(readFileSync('content/forms/get-a-demo.json', 'utf8')),
        notify: ['sales@harbor.example', 'OPS@acme.example'],
      }).notify,
    };
    const config = deliveryConfigFromEnv(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY: 'GET_A_DEMO=ops@acme.example' },
      notify,
    );
    const email = config.destinations.find((destination) => destination.name === 'email');
    const before = mails.length;
    expect(await email?.send(LEAD, signal())).toEqual({ ok: true });
    expect(mails.slice(before).map((mail) => mail.to)).toEqual([
      ['ops@acme.example', 'sales@harbor.example'],
    ]);
  });

  it('given only content naming people, should accept SMTP_URL without LEADS_NOTIFY', () => {
    const config = deliveryConfigFromEnv(
      { SMTP_URL: 'smtp://127.0.0.1:25' },
      { NEWSLETTER: ['marketing@harbor.example'] },
    );
    expect(config.destinations.map((destination) => destination.name)).toEqual(['email']);
    expect(recipientsOf(() => [], { NEWSLETTER: ['a@b.example'] })('GET_A_DEMO')).toEqual([]);
  });

  it('given a malformed address in content, should name it in a message a marketer understands', () => {
    const result = formFileSchema.safeParse({
      ...JSON.parse(readFileSync('content/forms/get-a-demo.json', 'utf8')),
      notify: ['sales at harbor'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      '"sales at harbor" is not an email address: write one address per entry, such as sales@harbor.example',
    );
    expect(result.error?.issues[0]?.path).toEqual(['notify', 0]);
  });
});

describe('webhook destination', () => {
  it('given a secret, should post a Slack-compatible body with the lead, signed with HMAC-SHA256', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const app = new Hono();
    app.post('/hook', async (c) => {
      received.push({ body: await c.req.text(), signature: c.req.header(SIGNATURE_HEADER) });
      return c.text('ok');
    });
    const url = await listen(app);
    const hook = webhookDestination({ url: `${url}/hook`, secret: 's3cret' });
    expect(await hook.send(LEAD, signal())).toEqual({ ok: true });
    const [{ body, signature }] = received as [(typeof received)[number]];
    expect(signature).toBe(signatureOf('s3cret', body));
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const json = JSON.parse(body);
    expect(json.text).toContain('New lead #7 from the GET_A_DEMO form');
    // Slack mrkdwn: a visitor's < > & cannot make links or mentions.
    expect(json.text).toContain('company: &lt;Acme &amp; Co&gt;');
    expect(json.lead).toEqual({
      id: 7,
      receivedAt: LEAD.receivedAt,
      form: 'GET_A_DEMO',
      page: LEAD.pageUri,
      fields: LEAD.values,
      attribution: { GA_Source: 'google', GA_Medium: 'cpc', GA_Source_First: 'news' },
    });
  });

  it('given a hung endpoint, should fail the attempt when the timeout fires', async () => {
    const app = new Hono();
    app.post('/hook', () => new Promise<Response>(() => {}));
    const url = await listen(app);
    const started = performance.now();
    const outcome = await webhookDestination({ url: `${url}/hook` }).send(
      LEAD,
      AbortSignal.timeout(200),
    );
    expect(outcome).toEqual({ ok: false, permanent: false, error: 'timed out' });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('HubSpot destination', () => {
  it.each([
    [400, true],
    [404, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('given HubSpot answering %i, should fail with permanent=%s', async (status, permanent) => {
    const fetchImpl = async () => new Response('', { status });
    const hubspot = hubspotDestination({ apiUrl: 'http://127.0.0.1:9', fetchImpl });
    expect(await hubspot.send(LEAD, signal())).toEqual({
      ok: false,
      permanent,
      error: `HTTP ${status}`,
    });
  });

  it('given the stand-in, should deliver the fields and tracking to the form GUID', async () => {
    const standIn = await listenHubSpotStandIn();
    try {
      const hubspot = hubspotDestination({ apiUrl: standIn.url });
      expect(await hubspot.send(LEAD, signal())).toEqual({ ok: true });
      expect(standIn.received[0]).toMatchObject({ portalId: '4030251', formGuid: LEAD.formId });
      await standIn.stop();
      expect(await hubspot.send(LEAD, signal())).toMatchObject({ ok: false, permanent: false });
    } finally {
      await standIn.stop();
    }
  });
});

describe('destinations from the environment', () => {
  it('given nothing set, should deliver nowhere (leads are stored only)', () => {
    expect(deliveryConfigFromEnv({}).destinations).toEqual([]);
  });

  it('given every setting, should combine HubSpot, email and the webhook', () => {
    const config = deliveryConfigFromEnv({
      FORMS_PROVIDER: 'hubspot',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      LEADS_NOTIFY: 'sales@acme.example',
      LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      LEADS_DELIVERY_TIMEOUT_MS: '2500',
    });
    expect(config.destinations.map((destination) => destination.name)).toEqual([
      'hubspot',
      'email',
      'webhook',
    ]);
    expect(config.timeoutMs).toBe(2500);
  });

  it.each([
    [{ FORMS_PROVIDER: 'netlify' }, /FORMS_PROVIDER/],
    [{ SMTP_URL: 'http://x', LEADS_NOTIFY: 'a@b.example' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://127.0.0.1:25' }, /neither LEADS_NOTIFY nor content/],
    [{ LEADS_NOTIFY: 'a@b.example' }, /SMTP_URL is not/],
    [
      { SMTP_URL: 'smtp://127.0.0.1:25', LEADS_NOTIFY: 'GET_A_DEMO=not-an-address' },
      /not an email/,
    ],
    [{ LEADS_WEBHOOK_URL: 'ftp://x' }, /LEADS_WEBHOOK_URL/],
    [{ LEADS_DELIVERY_TIMEOUT_MS: '0' }, /LEADS_DELIVERY_TIMEOUT_MS/],
  ])('given %j, should refuse it naming the setting', (env, message) => {
    expect(() => deliveryConfigFromEnv(env)).toThrow(message);
  });

  it('given LEADS_NOTIFY entries, should name recipients per form with * as the default', () => {
    const recipients = parseNotify(' a@x.example , b@x.example ; GET_A_DEMO = s@x.example ');
    expect(recipients('GET_A_DEMO')).toEqual(['s@x.example']);
    expect(recipients('NEWSLETTER')).toEqual(['a@x.example', 'b@x.example']);
    expect(parseNotify(undefined)('NEWSLETTER')).toEqual([]);
  });
});
