import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS } from './guards/index.ts';
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
});
