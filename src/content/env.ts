/**
 * Settings that a deployment may override through the environment (documented in
 * `.env.example`). Applied to the raw settings before validation, so a bad value is reported
 * like any other content problem.
 */
const OVERRIDES: Record<string, (settings: Record<string, unknown>, value: string) => void> = {
  SITE_URL: (s, v) => (s.siteUrl = v.replace(/\/+$/, '')),
  SECURE_ORIGIN: (s, v) => (s.secureOrigin = v.replace(/\/+$/, '')),
  LEGACY_SCRIPT_URL: (s, v) => (s.legacyScriptUrl = v === '' ? null : v),
  IMGIX_DOMAIN: (s, v) => (s.images = { domain: v === '' ? null : v }),
  HELP_WIDGET_SCRIPT_URL: (s, v) => (child(s, 'helpWidget').scriptUrl = v || null),
  HELP_WIDGET_ID_DEFAULT: (s, v) => (child(child(s, 'helpWidget'), 'ids').DEFAULT = v || null),
  HELP_WIDGET_ID_CHAT: (s, v) => (child(child(s, 'helpWidget'), 'ids').CHAT = v || null),
  HELP_WIDGET_ID_TRIAL: (s, v) => (child(child(s, 'helpWidget'), 'ids').TRIAL = v || null),
  TOUR_URL_INBOX: (s, v) => {
    if (v) child(s, 'tour').INBOX = v;
  },
  TOUR_URL_DASHBOARD: (s, v) => {
    if (v) child(s, 'tour').DASHBOARD = v;
  },
  CONSENT_SCRIPT_URL: (s, v) => (child(s, 'consent').scriptUrl = v || null),
  GOOGLE_TAG_ID: (s, v) => (child(s, 'consent').googleTagId = v || null),
  FORMS_PROVIDER: (s, v) => (formsOf(s).provider = v || 'local'),
  HUBSPOT_API_URL: (s, v) => (formsOf(s).hubspotApiUrl = v.replace(/\/+$/, '') || HUBSPOT_API),
  HUBSPOT_PORTAL_ID: (s, v) => (formsOf(s).portalId = v || null),
  FORMS_DIRECT: (s, v) => {
    if (v) formsOf(s).direct = v;
  },
  VIDEO_HOST: (s, v) => (child(s, 'video').host = v.replace(/\/+$/, '')),
  FORMS_ENDPOINT: (s, v) => (servicesOf(s).forms = v.replace(/\/+$/, '') || null),
  EVENTS_ENDPOINT: (s, v) => (servicesOf(s).events = v.replace(/\/+$/, '') || null),
  SEGMENT_WRITE_KEY: (s, v) => (child(s, 'analytics').segmentWriteKey = v || null),
};

/** HubSpot's public API origin (Forms Submission API v3). */
export const HUBSPOT_API = 'https://api.hsforms.com';

/** The forms settings, with the defaults filled in when content has none. */
function formsOf(settings: Record<string, unknown>): Record<string, unknown> {
  const forms = child(settings, 'forms');
  forms.provider ??= 'local';
  forms.hubspotApiUrl ??= HUBSPOT_API;
  forms.portalId ??= null;
  return forms;
}

/** Where forms and events are posted, the defaults (the site's own origin) filled in. */
function servicesOf(settings: Record<string, unknown>): Record<string, unknown> {
  const services = child(settings, 'services');
  services.forms ??= null;
  services.events ??= null;
  return services;
}

/** A nested settings object, created when the content lacks it (validation then reports the rest). */
function child(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = parent[key];
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  return (parent[key] = {});
}

export function applyEnv(raw: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const settings = structuredClone(raw) as Record<string, unknown>;
  for (const [name, apply] of Object.entries(OVERRIDES)) {
    const value = env[name];
    if (value !== undefined) apply(settings, value);
  }
  return settings;
}
