import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../contracts/schemas/settings.ts';
import { TEST_SETTINGS } from '../test/settings.ts';
import { applyEnv } from './env.ts';

const services = (env: Record<string, string>) =>
  settingsSchema.safeParse(applyEnv({ ...TEST_SETTINGS, services: undefined }, env));

describe('FORMS_ENDPOINT and EVENTS_ENDPOINT', () => {
  it('given origins, should point forms and events there (a trailing slash dropped)', () => {
    const parsed = services({
      FORMS_ENDPOINT: 'https://forms.harbor.example/',
      EVENTS_ENDPOINT: 'http://127.0.0.1:8787',
    });
    expect(parsed.success && parsed.data.services).toEqual({
      forms: 'https://forms.harbor.example',
      events: 'http://127.0.0.1:8787',
    });
  });

  it('given one empty, should leave it on the site own origin (null)', () => {
    const parsed = services({
      FORMS_ENDPOINT: 'https://forms.harbor.example',
      EVENTS_ENDPOINT: '',
    });
    expect(parsed.success && parsed.data.services?.events).toBeNull();
  });

  it('given a path or not a URL, should refuse it naming an origin', () => {
    for (const value of ['https://forms.harbor.example/api/forms', 'forms.harbor.example']) {
      const parsed = services({ FORMS_ENDPOINT: value });
      expect(parsed.success).toBe(false);
    }
    const parsed = services({ FORMS_ENDPOINT: 'https://forms.harbor.example/api' });
    expect(JSON.stringify(parsed.error?.issues)).toMatch(/an origin such as/);
  });
});

describe('FORMS_DIRECT', () => {
  const forms = (env: Record<string, string>) =>
    settingsSchema.safeParse(applyEnv({ ...TEST_SETTINGS, forms: undefined }, env));

  it('given hubspot and a stand-in host, should make the pages post to it', () => {
    const parsed = forms({ FORMS_DIRECT: 'hubspot', HUBSPOT_API_URL: 'http://127.0.0.1:4390/' });
    expect(parsed.success && parsed.data.forms).toEqual({
      provider: 'local',
      hubspotApiUrl: 'http://127.0.0.1:4390',
      portalId: null,
      direct: 'hubspot',
    });
  });

  it('given empty, should leave the forms service in charge', () => {
    const parsed = forms({ FORMS_DIRECT: '' });
    expect(parsed.success && parsed.data.forms?.direct).toBeUndefined();
  });

  it('given another destination, should refuse it', () => {
    expect(forms({ FORMS_DIRECT: 'segment' }).success).toBe(false);
  });
});
