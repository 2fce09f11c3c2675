/**
 * FORMS_PROVIDER=hubspot against a local stand-in of HubSpot's Forms Submission API v3, and lead
 * notifications to a real local SMTP server: a second preview server over the same build stores
 * each accepted form in its outbox, then forwards it with the visitor's hutk cookie, the page and
 * its name, and mails the people named for the form. With HubSpot down the visitor is thanked
 * all the same, and HubSpot receives the lead once when it comes back.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect, test } from '@playwright/test';
import { createApp } from '../server/app.ts';
import { emailDestination, hubspotDestination, parseNotify } from '../server/forms/destinations.ts';
import { createLeadsService, type LeadsService } from '../server/forms/leads-service.ts';
import { listenHubSpotStandIn } from '../server/stand-ins/hubspot-standin.ts';
import { DIST, reachFor, waitForHydration } from './site.ts';

const HUTK = '0123456789abcdef0123456789abcdef';
let standIn: Awaited<ReturnType<typeof listenHubSpotStandIn>>;
let leads: LeadsService;
let smtp: SMTPServer;
const mails: { to: string[]; data: string }[] = [];
const servers: ServerType[] = [];
let site = '';

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
    servers.push(server);
  });
}

const receivedWith = (email: string) =>
  standIn.received.filter((entry) => entry.body.fields?.some((field) => field.value === email));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  standIn = await listenHubSpotStandIn();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((to) => to.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  leads = createLeadsService({
    dataDir: ':memory:',
    pollMs: 100,
    delivery: {
      timeoutMs: 2000,
      destinations: [
        hubspotDestination({ apiUrl: standIn.url }),
        emailDestination({
          smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
          from: 'leads@harbor.example',
          recipientsFor: parseNotify('GET_A_DEMO=sales@harbor.example'),
        }),
      ],
    },
  });
  const app = createApp({ distDir: DIST, dataDir: ':memory:', leads });
  site = await listen(app.fetch);
});
test.afterAll(async () => {
  await leads.close();
  await standIn.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const server of servers) server.close();
});

test('given a visitor with a HubSpot cookie, should forward the newsletter signup with its context', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'hubspotutk', value: HUTK, url: site }]);
  await page.goto(`${site}/newsletter/supportive/`);
  await waitForHydration(page);
  const root = page.locator('[data-form-name="NEWSLETTER"]');
  await root.scrollIntoViewIfNeeded();
  await reachFor(root);
  await expect(root).toHaveAttribute('data-state', 'shown');
  await page.getByLabel('Email', { exact: true }).fill('hubspot-e2e@acme.example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Thanks!/ })).toBeVisible();
  // Stored before the answer, delivered by the worker just after.
  await expect.poll(() => receivedWith('hubspot-e2e@acme.example').length).toBe(1);
  const sent = standIn.received.find((entry) =>
    entry.body.fields?.some((field) => field.value === 'hubspot-e2e@acme.example'),
  );
  expect(sent?.formGuid).toBe('b43b7b21-3801-5237-921d-d56c32fe98dc');
  expect(sent?.portalId).toBe('4030251');
  expect(sent?.body.context).toEqual({
    hutk: HUTK,
    pageUri: `${site}/newsletter/supportive/`,
    pageName: await page.title(),
  });
});

test('given HubSpot failing, should thank the visitor and deliver the lead once HubSpot recovers', async ({
  page,
}) => {
  standIn.setMode('error');
  await page.goto(`${site}/newsletter/supportive/`);
  await waitForHydration(page);
  const root = page.locator('[data-form-name="NEWSLETTER"]');
  await root.scrollIntoViewIfNeeded();
  await reachFor(root);
  await expect(root).toHaveAttribute('data-state', 'shown');
  await page.getByLabel('Email', { exact: true }).fill('down@acme.example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Thanks!/ })).toBeVisible();
  expect(receivedWith('down@acme.example')).toHaveLength(0);
  standIn.setMode('up');
  await expect.poll(() => receivedWith('down@acme.example').length, { timeout: 10_000 }).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('given a plain post, should forward it to HubSpot and thank the visitor', async ({
    page,
  }) => {
    await page.goto(`${site}/newsletter/supportive/`);
    await page.getByLabel('Email', { exact: true }).fill('nojs-hubspot@acme.example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: /Check your inbox/ })).toBeVisible();
    await expect.poll(() => receivedWith('nojs-hubspot@acme.example').length).toBe(1);
    const sent = standIn.received.find((entry) =>
      entry.body.fields?.some((field) => field.value === 'nojs-hubspot@acme.example'),
    );
    expect(sent?.body.context?.pageUri).toBe(`${site}/newsletter/supportive/`);
  });

  test('given HubSpot down, should show the success page, deliver the demo request once it is back and mail the sales team', async ({
    page,
  }) => {
    await standIn.stop();
    const email = 'nojs-down@acme.example';
    // The server records the visit's touch in cookies; the post without script carries them.
    await page.goto(`${site}/lp/get-a-demo/?utm_source=e2e-mail&utm_medium=test`);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Down');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company').fill('Acme');
    await page.getByLabel('Support team size').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Book my demo' }).click();
    await expect(page).toHaveURL(`${site}/lp/demo-booked/`);
    // The lead waits in the outbox while HubSpot refuses connections.
    await page.waitForTimeout(1500);
    expect(receivedWith(email)).toHaveLength(0);
    await standIn.start();
    await expect.poll(() => receivedWith(email).length, { timeout: 15_000 }).toBe(1);
    await leads.worker.settled();
    await page.waitForTimeout(500);
    expect(receivedWith(email)).toHaveLength(1);
    const mail = mails.find((entry) => entry.data.includes(email));
    expect(mail?.to).toEqual(['sales@harbor.example']);
    const body = mail!.data.replace(/=\r\n/g, '');
    expect(body).toContain('firstname: Nora');
    expect(body).toContain('company: Acme');
    expect(body).toContain('GA_Source: e2e-mail');
    expect(body).toContain('GA_Medium: test');
  });
});
