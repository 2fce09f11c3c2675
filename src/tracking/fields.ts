/**
 * Names of the sign-up form's hidden tracking fields (docs/product.md §4.4). A separate,
 * dependency-free module so the sign-up template can render the fields without loading the tracking
 * code.
 */
export const SIGNUP_FIELDS = [
  'GA_Source',
  'GA_Medium',
  'GA_Term',
  'GA_Campaign',
  'GA_Content',
  'GA_Url',
  'GA_Source_First',
  'GA_Medium_First',
  'GA_Term_First',
  'GA_Campaign_First',
  'GA_Content_First',
  'GA_Url_First',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

/** An empty value is sent as a dash (docs/product.md §4.4). */
export const EMPTY_FIELD = '-';

/** Every field set to the dash (what the prerendered page holds before tracking runs). */
export function emptySignupValues(): SignupValues {
  return Object.fromEntries(SIGNUP_FIELDS.map((name) => [name, EMPTY_FIELD])) as SignupValues;
}
