/**
 * The consent check every page runs (issue 36), kept to a few dozen bytes because every visitor,
 * in a consent region or not, downloads it: two regular expressions over `document.cookie` and the
 * category of a name. The boot code (start.ts), the cookie and storage adapters
 * (src/tracking/cookies.ts, storage.ts) and the tracker read it; everything else (the banner, the
 * dialog, writing what was held, Consent Mode updates) is in chunks that load only where asked.
 *
 * categories.ts parses the same cookies fully (the server, the banner, the proof records); its test
 * holds the two equal on generated cookie strings. The checks below match the exact strings the
 * site writes: `hs_consent=v=…&a=…&m=…&id=…&t=…` (banner.ts `serializeChoice`) and
 * `hs_consent_region=r=0&c=…` (regions.ts `serializeRegion`).
 */
export type Category = 'necessary' | 'analytics' | 'marketing';

/** Raise it when the privacy policy's cookies change: every visitor is asked again. */
export const POLICY_VERSION = '2026-11';

// A literal, not built from POLICY_VERSION (smaller): consent.test.ts fails when they differ.
const CHOICE =
  /(?:^|;\s*)hs_consent=v=2026-11&a=([01])&m=([01])&id=[A-Za-z0-9-]{8,64}&t=-?\d+(?:;|$)/;
const NOT_REQUIRED = /(?:^|;\s*)hs_consent_region=r=0(?:&|;|$)/;

/**
 * Names (cookies and local-storage keys) that are strictly necessary; `ajs_anonymous_id` is
 * analytics; every other name our code writes is marketing, refused until the visitor accepts.
 * The registry (registry.ts) lists each name with its category; its test holds both in step.
 */
const NECESSARY = new Set([
  'hs_consent',
  'hs_consent_region',
  'hs_do_not_sell',
  'hs_domain_probe',
  'hs_debug_attribution',
  'harbor_interview_builder',
]);

export const categoryOf = (name: string): Category =>
  NECESSARY.has(name) ? 'necessary' : name === 'ajs_anonymous_id' ? 'analytics' : 'marketing';

/**
 * Whether a cookie or key of `category` may be written now: necessary always; otherwise as the
 * visitor chose under this policy version, or, with no choice, only where the server said consent
 * is not required (no region cookie: required, the safe default).
 */
export function granted(cookies: string, category: Category): boolean {
  if (category === 'necessary') return true;
  const choice = CHOICE.exec(cookies);
  return choice ? choice[category === 'analytics' ? 1 : 2] === '1' : NOT_REQUIRED.test(cookies);
}

/** Consent is required here and no choice is made under this policy version. */
export const needsBanner = (cookies: string): boolean =>
  !NOT_REQUIRED.test(cookies) && !CHOICE.test(cookies);
