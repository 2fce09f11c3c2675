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

/**
 * The help widget id for a type; a type without its own id uses the DEFAULT widget
 * (docs/product.md §5.7). Read by the links, to know whether there is a widget to open, and by
 * the widget's adapter, to open it.
 */
export function helpWidgetId(config: Settings['helpWidget'], type: HelpWidgetType): string | null {
  return config.ids[type] ?? config.ids.DEFAULT;
}

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
