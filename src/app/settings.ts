/**
 * Site settings as components read them. The content layer validates them at build time
 * (src/content/model.ts); the values live once, in content/settings.json.
 */
import { useShared } from './site-data.tsx';

export interface SiteSettings {
  brand: string;
  siteUrl: string;
  hosts: {
    marketing: string;
    secure: string;
    app: string;
    status: string;
    docs: string;
    developer: string;
    newsletter: string;
  };
  /** Origin of sign-up and login pages; '' means this site's own stand-ins. */
  secureOrigin: string;
  supportEmail: string;
  legacyScriptUrl: string | null;
  /** Image CDN domain (IMGIX_DOMAIN); null or absent: the local image service at /_img/. */
  images?: { domain: string | null };
  trial: { days: number; buttonText: string };
  /** The product's help widget: script URL and widget id per type (null: not configured). */
  helpWidget: { scriptUrl: string | null; ids: Record<HelpWidgetType, string | null> };
  /** The privacy-consent tool's script (null: opt-outs are recorded by the site itself). */
  consent: { scriptUrl: string | null };
  /** Analytics: Segment write key (null: events go to the preview server's /api/events). */
  analytics?: { segmentWriteKey: string | null };
  /** Lead-capture form submission (src/forms); absent: the local forms service. */
  forms?: { provider: 'local' | 'hubspot'; hubspotApiUrl: string; portalId: string | null };
  /** Video host origin; '' or absent: the preview server's stand-in at /_video. */
  video?: { host: string };
  /** Sign-up registration ids (SPEC §2.8): free 18, Standard 39, Plus 41. */
  registration: { free: number; standard: number; plus: number };
  /** Login page path on the secure host. */
  loginPath: string;
  storeLinks: { android: string; ios: string };
  /** Marketing figures of SPEC §9.1. */
  marketing: {
    customers: string;
    countries: number;
    remoteCities: number;
    emailSubscribers: number;
    unlabeled: number;
    knowledgeBaseDeflection: string;
    annualSaving: string;
  };
}

/** Help widget types (SPEC §3.7), each with its own widget id. */
export type HelpWidgetType = 'DEFAULT' | 'CHAT' | 'TRIAL';

/**
 * The settings from loaded data. Every prerendered page embeds them and the loader never shows a
 * page without them (it falls back to a full page load), so their absence is a programming error.
 */
export function asSettings(value: unknown): SiteSettings {
  if (typeof value === 'object' && value !== null && 'brand' in value && 'hosts' in value) {
    return value as SiteSettings;
  }
  throw new Error('Site settings are missing from the page data');
}

export function useSettings(): SiteSettings {
  return asSettings(useShared('settings'));
}

/** URL of a page on the secure host (sign-up, login). */
export function secureUrl(settings: SiteSettings, path: string): string {
  return `${settings.secureOrigin}${path}`;
}
