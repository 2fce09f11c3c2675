/**
 * Sign-up pages (docs/product.md §4.4): the GA_* hidden fields and the prefill values.
 */
import type { Visit } from './touch.ts';
import { EMPTY_FIELD, type SignupValues } from './fields.ts';
import { ATTRIBUTION_COOKIE_MS, COOKIE, type CookieJar } from './cookies.ts';
import { cleanValue, MAX_URL_LENGTH, param, PARAM, queryOf } from './params.ts';
import { fitFields, readAttribution } from './store.ts';

export { isLoginPath, isSignupPath, LOGIN_PATH_PREFIX, SIGNUP_PATH_PREFIX } from './paths.ts';
export { EMPTY_FIELD, SIGNUP_FIELDS } from './fields.ts';
export type { SignupField, SignupValues } from './fields.ts';

/**
 * A field's value, or the empty marker. Cleaned again here: values read back from cookies are the
 * visitor's to change (a forged `hs_first_touch_url=%00` decodes to a NUL character).
 */
const dash = (value: string | undefined, max?: number) => cleanValue(value, max) || EMPTY_FIELD;

/**
 * The hidden field values. When the URL carries `utm_source`, the URL's values are used (the
 * caller stores them through `recordVisit`); otherwise the stored cookies fill them.
 */
export function signupFieldValues(visit: Visit, rawUrl: string, jar: CookieJar): SignupValues {
  const stored = readAttribution(jar);
  const fromUrl = Boolean(param(queryOf(rawUrl), PARAM.source));
  const last = fromUrl ? visit.touch : stored.lastTouch;
  const lastUrl = fromUrl ? visit.passed.lastTouchUrl || visit.url : stored.lastTouchUrl;
  const first = fromUrl ? { ...stored.firstTouch, ...visit.passed.firstTouch } : stored.firstTouch;
  const firstUrl = fromUrl
    ? visit.passed.firstTouchUrl || stored.firstTouchUrl
    : stored.firstTouchUrl;
  return {
    GA_Source: dash(last?.source),
    GA_Medium: dash(last?.medium),
    GA_Term: dash(last?.term),
    GA_Campaign: dash(last?.campaign),
    GA_Content: dash(last?.content),
    GA_Url: dash(lastUrl, MAX_URL_LENGTH),
    GA_Source_First: dash(first?.source),
    GA_Medium_First: dash(first?.medium),
    GA_Term_First: dash(first?.term),
    GA_Campaign_First: dash(first?.campaign),
    GA_Content_First: dash(first?.content),
    GA_Url_First: dash(firstUrl, MAX_URL_LENGTH),
  };
}

// Here, not in params.ts: the page-view chunk every page loads does not need them.
/** Sign-up prefill parameters (docs/product.md §4.2). */
export const PREFILL_PARAM = {
  email: 'reg',
  firstName: 'fn',
  lastName: 'ln',
  company: 'cn',
} as const;

export interface SignupPrefill {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
}

/** Prefill from `reg`, `fn`, `ln`, `cn`; values are plain text, never markup. */
export function signupPrefill(rawUrl: string): SignupPrefill {
  const query = queryOf(rawUrl);
  return {
    email: cleanValue(query.get(PREFILL_PARAM.email), 254),
    firstName: cleanValue(query.get(PREFILL_PARAM.firstName), 100),
    lastName: cleanValue(query.get(PREFILL_PARAM.lastName), 100),
    company: cleanValue(query.get(PREFILL_PARAM.company), 200),
  };
}

/**
 * Most cookie bytes each of the twelve GA_* values takes in `hs_signup`, a copy of what was sent
 * that only the inspector shows (the size budget: store.ts `MAX_COOKIE_BYTES`).
 */
export const SIGNUP_FIELD_BYTES = 40;

/**
 * Keeps the submitted tracking values (docs/product.md §4.3) so a later visit can tell they were
 * sent.
 */
export function rememberSignup(jar: CookieJar, values: SignupValues): void {
  const value = fitFields(
    values,
    (fields) => new URLSearchParams(Object.entries(fields)).toString(),
    SIGNUP_FIELD_BYTES,
  );
  jar.write(COOKIE.signup, value, { maxAgeMs: ATTRIBUTION_COOKIE_MS });
}
