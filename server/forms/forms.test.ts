import { describe, expect, it } from 'vitest';
import { createEventStore, openDatabase } from './events.ts';
import { inProcessBackend } from './store-client.ts';
import {
  AFTER_SIGNUP,
  createFormsApp,
  createSignupStore,
  REQUIRED_MESSAGE,
  SIGNUP_OBJECT_MESSAGE,
  TEXT_MESSAGE,
} from './forms.ts';

function setUp() {
  const store = createSignupStore(openDatabase(':memory:', 'forms.sqlite'));
  return { store, app: createFormsApp(store) };
}

describe('sign-up forms endpoint', () => {
  it('given a JSON sign-up with tracking fields, should store it with dashes for missing ones', async () => {
    const { app, store } = setUp();
    const response = await app.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationId: '39',
        email: 'ann@acme.example',
        firstName: 'Ann',
        GA_Source: 'news',
        GA_Medium: '',
      }),
    });
    expect(response.status).toBe(201);
    const [row] = store.latest(1);
    expect(row).toMatchObject({
      registration_id: '39',
      email: 'ann@acme.example',
      first_name: 'Ann',
    });
    expect(JSON.parse(String(row?.tracking))).toMatchObject({
      GA_Source: 'news',
      GA_Medium: '-',
      GA_Url_First: '-',
    });
  });

  it('given names with control characters, should store them without; a name of nothing else is missing', async () => {
    const { app, store } = setUp();
    const post = (firstName: string) =>
      app.request('/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ registrationId: '39', email: 'ann@acme.example', firstName }),
      });
    expect((await post('A\u0000n\u001bn')).status).toBe(201);
    expect(store.latest(1)[0]).toMatchObject({ first_name: 'Ann' });
    expect((await post('\u0000\u0007')).status).toBe(400);
  });

  it('given the honeypot filled, should answer like a success and store nothing', async () => {
    const { app, store } = setUp();
    const response = await app.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationId: '39',
        email: 'bot@spam.example',
        firstName: 'Bot',
        email_address_main: 'bot@spam.example',
      }),
    });
    expect(response.status).toBe(201);
    expect(store.latest(5)).toEqual([]);
  });

  it('given a retry with the same idempotency key, should store the sign-up once', async () => {
    const { app, store } = setUp();
    const post = () =>
      app.request('/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          registrationId: '39',
          email: 'ann@acme.example',
          firstName: 'Ann',
          idempotencyKey: 'key-0123456789',
        }),
      });
    const [first, second] = [await post(), await post()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(store.latest(5)).toHaveLength(1);
  });

  it('given missing required fields, should answer 400 with the required message per field', async () => {
    const { app } = setUp();
    const response = await app.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ registrationId: '39', email: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: REQUIRED_MESSAGE, firstName: REQUIRED_MESSAGE },
    });
  });

  it('given values of the wrong type or a body that is not an object, should answer in its own words', async () => {
    const { app } = setUp();
    const post = async (body: unknown) => {
      const response = await app.request('/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const wrongTypes = await post({
      registrationId: null,
      email: 7,
      firstName: ['Ann'],
      lastName: null,
      company: {},
      GA_Source: false,
      GA_Url: 'x'.repeat(2001),
    });
    expect(wrongTypes).toEqual({
      status: 400,
      body: {
        error: 'Invalid sign-up',
        errors: {
          registrationId: 'A registration id.',
          email: REQUIRED_MESSAGE,
          firstName: REQUIRED_MESSAGE,
          lastName: TEXT_MESSAGE,
          company: TEXT_MESSAGE,
          GA_Source: TEXT_MESSAGE,
          GA_Url: 'At most 2000 characters.',
        },
      },
    });
    for (const body of [[], 'Ann', null])
      expect(await post(body)).toEqual({
        status: 400,
        body: { error: 'Invalid sign-up', errors: { '(form)': SIGNUP_OBJECT_MESSAGE } },
      });
  });

  it('given a plain form post, should store it and redirect to the login page', async () => {
    const { app, store } = setUp();
    const body = new URLSearchParams({
      registrationId: '41',
      email: 'bo@acme.example',
      firstName: 'Bo',
      GA_Source: '-',
    });
    const response = await app.request('/signup', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(AFTER_SIGNUP);
    expect(store.latest(1)).toHaveLength(1);
  });
});

describe('sign-up conversion', () => {
  it('given a stored sign-up, should record Trial Started with the touches and no personal field', async () => {
    const events = createEventStore(openDatabase(':memory:', 'events.sqlite'));
    const app = createFormsApp(inProcessBackend(openDatabase(':memory:', 'forms.sqlite'), events));
    const response = await app.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'ajs_anonymous_id=v-42' },
      body: JSON.stringify({
        registrationId: '39',
        email: 'ann@acme.example',
        firstName: 'Ann',
        GA_Source: 'news',
        GA_Campaign: 'spring',
      }),
    });
    expect(response.status).toBe(201);
    const [event] = events.latest(5, 'Trial Started');
    expect(event).toMatchObject({ anonymous_id: 'v-42', path: '/members/register/39/' });
    expect(JSON.parse(event!.properties)).toEqual({
      registrationId: '39',
      touches: { first: null, last: { source: 'news', campaign: 'spring' } },
    });
    expect(event!.properties).not.toContain('ann@acme.example');
    expect(events.latest(5, 'Viewed Page')).toEqual([]);
  });
});
