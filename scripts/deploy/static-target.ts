/**
 * What a build for a static host must settle (docs/deployment.md, "Which parts need which
 * service"): on the embedded defaults the pages post forms to `/api/forms/`, events to
 * `/api/events` and may name `/_img/` and `/_video`, all answered by the Node service. A build
 * with `DEPLOY_TARGET=static` fails, naming the missing setting, when a page would post to a
 * path no file answers: better no site than a site whose forms 404.
 */
import type { Settings } from '../../src/contracts/schemas/settings.ts';

export type DeployTarget = 'server' | 'static';

/** `DEPLOY_TARGET`: `server` (default: dist/ with `npm run serve`) or `static`; throws on others. */
export function deployTarget(env: Record<string, string | undefined>): DeployTarget {
  const value = env.DEPLOY_TARGET?.trim() || 'server';
  if (value !== 'server' && value !== 'static')
    throw new Error(`DEPLOY_TARGET must be "server" or "static", got "${value}"`);
  return value;
}

/**
 * `NGINX_UPSTREAM`: the Node service nginx proxies `/api/`, `/_img/` and `/_video` to, as
 * `host:port` (`127.0.0.1:8787`, `[::1]:8787`, `harbor-node:4173`) or `unix:/path`; null when
 * unset. Throws naming a bad value (it is written into the nginx configuration as it is).
 */
export function nginxUpstream(env: Record<string, string | undefined>): string | null {
  const value = env.NGINX_UPSTREAM?.trim();
  if (!value) return null;
  const hostPort = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;
  const unix = /^unix:\/[\w./-]+$/;
  if (!hostPort.test(value) && !unix.test(value))
    throw new Error(
      `NGINX_UPSTREAM must be host:port (e.g. 127.0.0.1:8787) or unix:/path, got "${value}"`,
    );
  return value;
}

export interface StaticTargetInput {
  settings: Pick<Settings, 'services' | 'analytics' | 'images' | 'video' | 'forms'>;
  /** `build` when the build writes the image files, `service` for `/_img/` (IMAGE_VARIANTS). */
  imageVariants: 'build' | 'service';
  /** NGINX_UPSTREAM: nginx proxies the service's paths, so nothing is missing. */
  upstream: string | null;
}

export interface StaticTargetCheck {
  /** Settings missing for a static host, one sentence each: the build fails on any. */
  errors: string[];
  /** What still needs the service but is a stand-in only (the video player). */
  warnings: string[];
}

/** The problems of a static-host build with these settings (none with an upstream). */
export function checkStaticTarget({
  settings,
  imageVariants,
  upstream,
}: StaticTargetInput): StaticTargetCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (upstream) return { errors, warnings };
  if (!settings.services?.forms && settings.forms?.direct === 'hubspot')
    // Lead forms go to HubSpot from the browser; sign-ups create an account, which HubSpot cannot.
    errors.push(
      'FORMS_DIRECT=hubspot sends lead forms to HubSpot, but sign-ups still post to /api/forms/signup, which a static host does not answer: set FORMS_ENDPOINT to the origin of a server running `npm run serve` (with this site in its ALLOWED_ORIGINS), or NGINX_UPSTREAM',
    );
  else if (!settings.services?.forms)
    errors.push(
      'forms post to /api/forms/, which a static host does not answer: set FORMS_ENDPOINT to the origin of a server running `npm run serve` (with this site in its ALLOWED_ORIGINS), FORMS_DIRECT=hubspot for lead forms, or NGINX_UPSTREAM for nginx to proxy /api/ to one',
    );
  if (!settings.services?.events && !settings.analytics.segmentWriteKey)
    errors.push(
      'analytics events post to /api/events, which a static host does not answer: set EVENTS_ENDPOINT (a server running `npm run serve`) or SEGMENT_WRITE_KEY (Segment from the browser), or NGINX_UPSTREAM',
    );
  if (imageVariants === 'service' && !settings.images?.domain)
    errors.push(
      'IMAGE_VARIANTS=service makes every picture a /_img/ URL, which a static host does not answer: leave IMAGE_VARIANTS unset (the build writes the image files) or set IMGIX_DOMAIN',
    );
  if (!settings.video?.host)
    warnings.push(
      'videos use the stand-in player at /_video, which a static host does not answer: set VIDEO_HOST',
    );
  return { errors, warnings };
}

/** A deployment setting that is missing or wrong: the build prints its message alone. */
export class DeployConfigError extends Error {
  override name = 'DeployConfigError';
}

/** Throws one error listing every problem, for the build to fail with. */
export function assertStaticTarget(input: StaticTargetInput): string[] {
  const { errors, warnings } = checkStaticTarget(input);
  if (errors.length > 0)
    throw new DeployConfigError(
      `DEPLOY_TARGET=static, but ${errors.length === 1 ? 'a setting is' : 'settings are'} missing:\n  - ${errors.join('\n  - ')}\n(docs/deployment.md, "Which parts need which service")`,
    );
  return warnings;
}
