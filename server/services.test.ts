import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS } from './guards/index.ts';
import { onSite, siteOriginOf } from './forms/forms.ts';
import { createServices, isServicePath, type Services } from './services.ts';

const opened: Services[] = [];
afterEach(async () => {
  for (const services of opened.splice(0)) await services.close();
});

describe('the services both servers mount', () => {
  it('given request paths, should claim the services and leave the site to the pages', () => {
    expect(
      ['/_img/a.png', '/api/events', '/api/forms/NEWSLETTER', '/_video/x.js'].every(isServicePath),
    ).toBe(true);
    expect(
      ['/', '/pricing/', '/_img', '/apiary/', '/assets/x.js', '/page-data/app-data.json'].some(
        isServicePath,
      ),
    ).toBe(false);
  });

  it('given no build (the dev server), should accept a lead form as a dry run and refuse a cross-site post', async () => {
    const services = createServices({
      dataDir: ':memory:',
      contentDir: 'content',
      guards: DEFAULT_GUARDS,
      images: {},
    });
    opened.push(services);
    const post = (origin: string) =>
      services.app.request('http://localhost/api/forms/NEWSLETTER', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'X-Harbor-Dry-Run': '1',
        },
        body: JSON.stringify({ email: 'ann@acme.example' }),
      });
    const same = await post('http://localhost');
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ dryRun: true });
    expect((await post('https://evil.example')).status).toBe(403);
  });

  it('given pages on an allowed origin (a static host), should answer the preflight and let them read the answer', async () => {
    const services = createServices({
      dataDir: ':memory:',
      contentDir: 'content',
      guards: { ...DEFAULT_GUARDS, allowedOrigins: ['https://www.harbor.example'] },
      images: {},
    });
    opened.push(services);
    const preflight = (origin: string) =>
      services.app.request('http://forms.local/api/forms/NEWSLETTER', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('https://www.harbor.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.harbor.example');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const post = (origin: string, path = '/api/forms/NEWSLETTER') =>
      services.app.request(`http://forms.local${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'cross-site',
          'X-Harbor-Dry-Run': '1',
        },
        body: JSON.stringify({ email: 'ann@acme.example' }),
      });
    const sent = await post('https://www.harbor.example');
    expect(sent.status).toBe(200);
    expect(sent.headers.get('access-control-allow-origin')).toBe('https://www.harbor.example');
    const forged = await post('https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.headers.get('access-control-allow-origin')).toBeNull();
    const event = await services.app.request('http://forms.local/api/events', {
      method: 'OPTIONS',
      headers: { origin: 'https://www.harbor.example', 'access-control-request-method': 'POST' },
    });
    expect(event.headers.get('access-control-allow-origin')).toBe('https://www.harbor.example');
  });

  it('given a form posted without JavaScript from an allowed origin (a static host), should store it and send the visitor back to the site, never to another host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'harbor-services-'));
    const services = createServices({
      dataDir,
      contentDir: 'content',
      guards: { ...DEFAULT_GUARDS, allowedOrigins: ['https://www.harbor.example'] },
      images: {},
    });
    try {
      const post = (form: string, fields: Record<string, string>, origin: string) =>
        services.app.request(`http://forms.local/api/forms/${form}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin,
            'sec-fetch-site': 'cross-site',
            referer: `${origin}/newsletter/supportive/?utm_source=x`,
          },
          body: new URLSearchParams(fields).toString(),
        });
      const demo = {
        firstname: 'Ann',
        lastname: 'Lee',
        email: 'ann@acme.example',
        company: 'Acme',
        team_size: '6–20',
      };
      // A form with a thank-you page: 303 to that page on the site's origin.
      const booked = await post('GET_A_DEMO', demo, 'https://www.harbor.example');
      expect(booked.status).toBe(303);
      expect(booked.headers.get('location')).toBe('https://www.harbor.example/lp/demo-booked/');
      // A form without one: the thanks, with the way back to the page on the site's origin.
      const thanked = await post(
        'NEWSLETTER',
        { email: 'bo@acme.example' },
        'https://www.harbor.example',
      );
      expect(thanked.status).toBe(200);
      expect(await thanked.text()).toContain(
        'href="https://www.harbor.example/newsletter/supportive/?utm_source=x"',
      );
      // Another origin is refused before anything is stored; the same origin stays relative.
      expect((await post('GET_A_DEMO', demo, 'https://evil.example')).status).toBe(403);
      const here = await post('GET_A_DEMO', demo, 'http://forms.local');
      expect(here.headers.get('location')).toBe('/lp/demo-booked/');
    } finally {
      await services.close();
    }
    const db = new DatabaseSync(join(dataDir, 'forms.sqlite'), { readOnly: true });
    try {
      const stored = db.prepare('SELECT form_name FROM submissions ORDER BY id').all();
      expect(stored.map((row) => row.form_name)).toEqual([
        'GET_A_DEMO',
        'NEWSLETTER',
        'GET_A_DEMO',
      ]);
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('given an Origin header, should name a site only when it is allowed and not the service itself', () => {
    const allowed = ['https://www.harbor.example'];
    expect(siteOriginOf('https://www.harbor.example', 'http://forms.local/x', allowed)).toBe(
      'https://www.harbor.example',
    );
    for (const origin of [undefined, 'null', 'https://evil.example', 'http://forms.local'])
      expect(siteOriginOf(origin, 'http://forms.local/x', allowed)).toBeNull();
    expect(onSite('/lp/demo-booked/', 'https://www.harbor.example')).toBe(
      'https://www.harbor.example/lp/demo-booked/',
    );
    // Only a path is put on the site: an absolute or protocol-relative URL stays as it is.
    expect(onSite('//evil.example/x', 'https://www.harbor.example')).toBe('//evil.example/x');
    expect(onSite('https://cal.example/x', 'https://www.harbor.example')).toBe(
      'https://cal.example/x',
    );
    expect(onSite('/lp/demo-booked/', null)).toBe('/lp/demo-booked/');
  });
});
