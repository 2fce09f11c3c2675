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
});
