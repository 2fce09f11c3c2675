/**
 * Site settings as components read them. The type is the one the content layer validates
 * (src/contracts/schemas/settings.ts); the values live once, in content/settings.json. Links to
 * the secure host (sign-up, login) are built here and nowhere else.
 */
import type { Settings } from '../contracts/schemas/settings.ts';
import { useShared } from './site-data.tsx';

export type { Settings };

/** Help widget types, each with its own widget id. */
export type HelpWidgetType = keyof Settings['helpWidget']['ids'];

/** A plan with its own sign-up page on the secure host. */
export type RegistrationPlan = keyof Settings['registration'];

export function useSettings(): Settings {
  return useShared('settings');
}

/** URL of a page on the secure host (sign-up, login); same-site stand-ins when no origin is set. */
export function secureUrl(settings: Settings, path: string): string {
  return `${settings.secureOrigin}${path}`;
}

/** The sign-up page of a plan, by its registration id from the settings. */
export function signupUrl(settings: Settings, plan: RegistrationPlan): string {
  return secureUrl(settings, `/members/register/${settings.registration[plan]}/`);
}

/** The login page on the secure host. */
export function loginUrl(settings: Settings): string {
  return secureUrl(settings, settings.loginPath);
}

/** Content links to `/members/…` (sign-up, login) point at the secure host; others stay as given. */
export function resolveSiteLink(settings: Settings, href: string): string {
  return href.startsWith('/members/') ? secureUrl(settings, href) : href;
}
