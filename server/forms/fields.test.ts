import { describe, expect, it } from 'vitest';
import { createEventsApp, createEventStore, openDatabase } from './events.ts';
import { cleanHttpUrl, cleanText, cleanTrackingField } from './fields.ts';
import { createFormsApp, createSignupStore } from './forms.ts';

describe('stored field cleaning', () => {
  it.each([
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://example.com/', null],
    ['not a url', null],
    [
      'https://www.harbor.example/?utm_source=a&password=p&token=t#top',
      'https://www.harbor.example/?utm_source=a',
    ],
    [
      'http://user:pw@localhost:4173/members/login/?email=a%40b.c',
      'http://localhost:4173/members/login/',
    ],
    [`https://a.example/${'x'.repeat(3000)}`, null],
  ])('given the URL %s, should store %s', (input, expected) => {
    expect(cleanHttpUrl(input)).toBe(expected);
  });

  it('given control characters and ANSI escapes, should remove them and cap the length', () => {
    expect(cleanText('\u001b[2Jnews\u0000letter\r\n', 100)).toBe('[2Jnewsletter');
    expect(cleanText('x'.repeat(500), 200)).toHaveLength(200);
    expect(cleanText(`${'a'.repeat(9)}😀`, 10)).toBe('a'.repeat(9));
  });

  it('given GA_* values, should clean each and turn unusable URLs into a dash', () => {
    expect(cleanTrackingField('GA_Url', 'javascript:alert(1)')).toBe('-');
    expect(cleanTrackingField('GA_Url_First', 'https://x.example/?gclid=1&email=a')).toBe(
      'https://x.example/?gclid=1',
    );
    expect(cleanTrackingField('GA_Source', ' news\u0007 ')).toBe('news');
    expect(cleanTrackingField('GA_Term', '')).toBe('-');
  });
});

describe('endpoints storing cleaned fields', () => {
  it('given a sign-up with a javascript: URL and control characters in GA_* fields, should store them cleaned', async () => {
    const store = createSignupStore(openDatabase(':memory:', 'forms.sqlite'));
    const app = createFormsApp(store, { registrationIds: new Set(['18']) });
    const response = await app.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationId: '18',
        email: 'ann@acme.example',
        firstName: 'Ann',
        GA_Url: 'javascript:alert(1)',
        GA_Source: '\u001b[31mred',
      }),
    });
    expect(response.status).toBe(201);
    const tracking = JSON.parse(String(store.latest(1)[0]?.tracking));
    expect(tracking).toMatchObject({ GA_Url: '-', GA_Source: '[31mred' });
  });

  it('given an event whose URL is not http(s), should refuse it; with a password param, should store it without', async () => {
    const store = createEventStore(openDatabase(':memory:', 'events.sqlite'));
    const app = createEventsApp(store);
    const event = (url: string) => ({
      type: 'identify-company',
      properties: { path: '/members/login/', url },
      anonymousId: 'v-1',
      sentAt: '2026-01-01T00:00:00.000Z',
    });
    const post = (body: unknown) =>
      app.request('/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(event('javascript:alert(1)'))).status).toBe(400);
    expect(
      (await post(event('http://localhost/members/login/?email=a%40b.c&password=hunter2'))).status,
    ).toBe(202);
    const [row] = store.latest(5);
    expect(row?.properties).not.toContain('hunter2');
    expect(JSON.parse(String(row?.properties)).url).toBe('http://localhost/members/login/');
  });
});
