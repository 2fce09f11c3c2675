/**
 * Settings that a deployment may override through the environment (documented in
 * `.env.example`). Applied to the raw settings before validation, so a bad value is reported
 * like any other content problem.
 */
const OVERRIDES: Record<string, (settings: Record<string, unknown>, value: string) => void> = {
  SITE_URL: (s, v) => (s.siteUrl = v.replace(/\/+$/, '')),
  SECURE_ORIGIN: (s, v) => (s.secureOrigin = v.replace(/\/+$/, '')),
  LEGACY_SCRIPT_URL: (s, v) => (s.legacyScriptUrl = v === '' ? null : v),
};

export function applyEnv(raw: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const settings = structuredClone(raw) as Record<string, unknown>;
  for (const [name, apply] of Object.entries(OVERRIDES)) {
    const value = env[name];
    if (value !== undefined) apply(settings, value);
  }
  return settings;
}
