/**
 * FORMS_PROVIDER=hubspot against a local stand-in of HubSpot's Forms Submission API v3: a second
 * preview server over the same build forwards each accepted form, with the visitor's hutk
 * cookie, the page and its name; a HubSpot outage gives the visitor a clear error.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createApp } from '../server/app.ts';
import { hubspotProvider } from '../server/forms/form-providers.ts';
import { createHubSpotStandIn } from '../server/stand-ins/hubspot-standin.ts';
import { DIST, waitForHydration } from './site.ts';

const HUTK = '0123456789abcdef0123456789abcdef';
const standIn = createHubSpotStandIn();
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

test.beforeAll(async () => {
  const api = await listen(standIn.app.fetch);
  const app = createApp({
    distDir: DIST,
    dataDir: ':memory:',
    formsProvider: hubspotProvider({ apiUrl: api, sleep: () => Promise.resolve() }),
  });
  site = await listen(app.fetch);
});
test.afterAll(() => {
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
  await expect(root).toHaveAttribute('data-state', 'shown');
  await page.getByLabel('Email', { exact: true }).fill('hubspot-e2e@acme.example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Thanks!/ })).toBeVisible();
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

test('given HubSpot failing every attempt, should tell the visitor the form was not sent', async ({
  page,
}) => {
  standIn.failNext(4, 503);
  await page.goto(`${site}/newsletter/supportive/`);
  await waitForHydration(page);
  const root = page.locator('[data-form-name="NEWSLETTER"]');
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-state', 'shown');
  await page.getByLabel('Email', { exact: true }).fill('down@acme.example');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /could not send your form/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('down@acme.example');
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
    const sent = standIn.received.find((entry) =>
      entry.body.fields?.some((field) => field.value === 'nojs-hubspot@acme.example'),
    );
    expect(sent?.body.context?.pageUri).toBe(`${site}/newsletter/supportive/`);
  });
});
