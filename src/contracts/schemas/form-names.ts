/**
 * The form registry's names, free of zod: the form definitions the browser's forms import name
 * their forms by these, and a module-level zod schema would bring the whole of zod (27 KB gzip)
 * into the form's chunk. The registry's schema, and the lookup in it, are ./forms.ts.
 */

export const FORM_NAMES = [
  'CHOOSING_HELPDESK',
  'FUNDRAISING_WITH_PURPOSE',
  'GET_A_DEMO',
  'GUIDE_DOWNLOAD',
  'INTERVIEW_BUILDER_EXPORT_MODAL',
  'NEWSLETTER',
  'NEWSLETTER_CALCULATOR',
  'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF',
  'TEST_FORM',
  'TRIAL_SIGNUP',
  'WEBINAR_SIGNUP',
  'CUSTOMER_NEWSLETTER',
  'HS_RESOURCES_AND_EDUCATION',
  'IN_THE_WORKS',
  'THE_SUPPORTIVE',
  'TRIAL',
  'USER_ONBOARDING',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Pairs that share one id. */
export const SHARED_FORM_IDS: readonly (readonly [FormName, FormName])[] = [
  ['GUIDE_DOWNLOAD', 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF'],
  ['TRIAL', 'TRIAL_SIGNUP'],
];

/**
 * How wide a form is: 560 px by default; 480 px for a trial form ('TRIAL', at least 52 px high)
 * and for any form a call to action holds ('CTA', set where it is rendered, not by the form).
 */
export const FORM_VARIANTS = ['DEFAULT', 'CTA', 'TRIAL'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];
