import { describe, expect, it } from 'vitest';
import {
  assertStaticTarget,
  checkStaticTarget,
  DeployConfigError,
  deployTarget,
  nginxUpstream,
  type StaticTargetInput,
} from './static-target.ts';

const bare: StaticTargetInput['settings'] = {
  services: { forms: null, events: null },
  analytics: { segmentWriteKey: null },
  images: { domain: null },
  video: { host: '' },
};
const input = (
  settings: Partial<StaticTargetInput['settings']> = {},
  rest: Partial<Omit<StaticTargetInput, 'settings'>> = {},
): StaticTargetInput => ({
  settings: { ...bare, ...settings },
  imageVariants: 'build',
  upstream: null,
  ...rest,
});

describe('a build for a static host', () => {
  it('given local forms and events and no endpoint, should fail naming FORMS_ENDPOINT and EVENTS_ENDPOINT', () => {
    expect(() => assertStaticTarget(input())).toThrow(DeployConfigError);
    expect(() => assertStaticTarget(input())).toThrow(/FORMS_ENDPOINT[\s\S]*EVENTS_ENDPOINT/);
    expect(checkStaticTarget(input()).errors).toHaveLength(2);
  });

  it('given the endpoints (or Segment for events), should pass and only warn about the video stand-in', () => {
    const withEndpoints = input({
      services: { forms: 'https://forms.harbor.example', events: 'https://forms.harbor.example' },
    });
    expect(assertStaticTarget(withEndpoints)).toEqual([expect.stringContaining('VIDEO_HOST')]);
    const segment = input({
      services: { forms: 'https://forms.harbor.example', events: null },
      analytics: { segmentWriteKey: 'abc' },
      video: { host: 'https://fast.wistia.com' },
    });
    expect(checkStaticTarget(segment)).toEqual({ errors: [], warnings: [] });
  });

  it('given the on-demand image service without a CDN, should fail naming IMAGE_VARIANTS', () => {
    const services = { forms: 'https://f.example', events: 'https://f.example' };
    expect(() => assertStaticTarget(input({ services }, { imageVariants: 'service' }))).toThrow(
      /IMAGE_VARIANTS=service/,
    );
    const imgix = input(
      { services, images: { domain: 'harbor.imgix.net' } },
      {
        imageVariants: 'service',
      },
    );
    expect(checkStaticTarget(imgix).errors).toEqual([]);
  });

  it('given NGINX_UPSTREAM, should pass: nginx proxies the service paths', () => {
    expect(checkStaticTarget(input({}, { upstream: '127.0.0.1:8787' }))).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe('deployment settings', () => {
  it('given DEPLOY_TARGET, should accept server and static and name a bad value', () => {
    expect(deployTarget({})).toBe('server');
    expect(deployTarget({ DEPLOY_TARGET: 'static' })).toBe('static');
    expect(() => deployTarget({ DEPLOY_TARGET: 'netlify' })).toThrow(/DEPLOY_TARGET.*"netlify"/);
  });

  it('given NGINX_UPSTREAM, should accept host:port and unix sockets and refuse anything else', () => {
    expect(nginxUpstream({})).toBeNull();
    for (const value of [
      '127.0.0.1:8787',
      '[::1]:4173',
      'harbor-node:4173',
      'unix:/run/harbor.sock',
    ])
      expect(nginxUpstream({ NGINX_UPSTREAM: value })).toBe(value);
    for (const value of ['127.0.0.1', 'http://127.0.0.1:8787', '1.2.3.4:80; include /etc/x'])
      expect(() => nginxUpstream({ NGINX_UPSTREAM: value })).toThrow(/NGINX_UPSTREAM/);
  });
});

describe('a static-host build with FORMS_DIRECT=hubspot', () => {
  const forms = {
    provider: 'local' as const,
    hubspotApiUrl: 'https://api.hsforms.com',
    portalId: null,
    direct: 'hubspot' as const,
  };
  it('given no FORMS_ENDPOINT, should fail naming the sign-ups, which HubSpot cannot take', () => {
    const errors = checkStaticTarget(
      input({ forms, analytics: { segmentWriteKey: 'abc' } }),
    ).errors;
    expect(errors).toEqual([
      expect.stringMatching(/FORMS_DIRECT=hubspot[\s\S]*sign-ups[\s\S]*FORMS_ENDPOINT/),
    ]);
  });

  it('given FORMS_ENDPOINT for the sign-ups and Segment for events, should pass', () => {
    const settings = {
      forms,
      services: { forms: 'https://forms.harbor.example', events: null },
      analytics: { segmentWriteKey: 'abc' },
    };
    expect(checkStaticTarget(input(settings)).errors).toEqual([]);
  });
});
