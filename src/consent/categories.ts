/**
 * Consent (issue 36): the visitor's state as two necessary cookies tell it, parsed in full. The
 * server, the banner and the proof records read it; pages check the same cookies with gate.ts, its
 * compact twin (the category of each name is there too). The full registry of names (purpose,
 * lifetime, who sets it) is registry.ts.
 *
 * - `hs_consent_region` (set by the server or the edge middleware, session): `r=1` where consent
 *   is required, `r=0` where not, `c=` the country code. Absent (a static host with neither):
 *   consent is required, the safe default.
 * - `hs_consent` (set by the banner, 6 months): the choice, with the policy version it was made
 *   under; another version counts as no choice, so the visitor is asked again.
 */
import { POLICY_VERSION, type Category } from './gate.ts';

export { categoryOf, POLICY_VERSION, type Category } from './gate.ts';

export const CONSENT_COOKIE = 'hs_consent';
/** How long a choice is kept (`hs_consent`'s lifetime, 6 months): a consent is in force that long at most. */
export const CHOICE_DAYS = 183;
export const REGION_COOKIE = 'hs_consent_region';

export interface Choice {
  version: string;
  analytics: boolean;
  marketing: boolean;
  /** A random id, the key of the proof record (no IP address, no user agent). */
  id: string;
  /** When it was made, Unix seconds. */
  at: number;
}

export interface ConsentState {
  /** Consent is required before analytics and marketing (the region cookie, or its absence). */
  required: boolean;
  /** The visitor's choice under the current policy version, or null. */
  choice: Choice | null;
  /** The country the server saw ('' when unknown). */
  country: string;
}

/** The raw value of a cookie in a `document.cookie` / `Cookie` header string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The choice in a cookie value; null when malformed or made under another policy version. */
export function parseChoice(value: string | null, version = POLICY_VERSION): Choice | null {
  if (!value) return null;
  const pairs = new URLSearchParams(value);
  const a = pairs.get('a');
  const m = pairs.get('m');
  const id = pairs.get('id') ?? '';
  const at = Number(pairs.get('t'));
  if (pairs.get('v') !== version || !/^[01]$/.test(a ?? '') || !/^[01]$/.test(m ?? '')) return null;
  if (!/^[A-Za-z0-9-]{8,64}$/.test(id) || !Number.isSafeInteger(at)) return null;
  return { version, analytics: a === '1', marketing: m === '1', id, at };
}

/** The state a cookie string describes. */
export function consentFrom(cookies: string): ConsentState {
  const region = new URLSearchParams(readCookie(cookies, REGION_COOKIE) ?? '');
  const country = region.get('c') ?? '';
  return {
    required: region.get('r') !== '0',
    choice: parseChoice(readCookie(cookies, CONSENT_COOKIE)),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
  };
}

/** True when a cookie or key of `category` may be written and its purpose pursued. */
export function allowsIn(state: ConsentState, category: Category): boolean {
  if (category === 'necessary') return true;
  return state.choice ? state.choice[category] : !state.required;
}

export const allows = (cookies: string, category: Category): boolean =>
  allowsIn(consentFrom(cookies), category);

/** Where the banner must be shown: consent required and no choice under this policy version. */
export const needsChoice = (state: ConsentState): boolean => state.required && !state.choice;
