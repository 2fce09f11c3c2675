/**
 * The form registry's names and lookups, free of zod: the browser's forms import these, and a
 * module-level zod schema would bring the whole of zod (27 KB gzip) into the form's chunk.
 * The registry's schema is ./forms.ts.
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

/** The registry as content gives it: the provider account and an id per form name. */
export interface FormRegistry {
  portalId: string;
  forms: Record<FormName, string>;
}

/**
 * How wide a form is: 560 px by default; 480 px for a trial form ('TRIAL', at least 52 px high)
 * and for any form a call to action holds ('CTA', set where it is rendered, not by the form).
 */
export type FormVariant = 'DEFAULT' | 'CTA' | 'TRIAL';

export interface RegisteredForm {
  /** Canonical name (the first name in the registry holding the id). */
  name: FormName;
  id: string;
  portalId: string;
}

/** A form as blocks carry it in page data. */
export interface ResolvedForm extends RegisteredForm {
  /**
   * Size of the form's definition (form-definitions.ts), carried in page data so a form not
   * yet loaded can reserve its space without loading its code.
   */
  layout: { fields: number; variant: FormVariant };
}

/** A form by name or by id; undefined when neither is registered. */
export function resolveForm(registry: FormRegistry, nameOrId: string): RegisteredForm | undefined {
  const byName = (FORM_NAMES as readonly string[]).includes(nameOrId)
    ? registry.forms[nameOrId as FormName]
    : undefined;
  const id = byName ?? nameOrId;
  const name = FORM_NAMES.find((candidate) => registry.forms[candidate] === id);
  if (!name) return undefined;
  return { name: byName ? (nameOrId as FormName) : name, id, portalId: registry.portalId };
}
