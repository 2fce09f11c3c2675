/**
 * Form names and sizes, free of zod: the browser's forms import these, and a module-level zod
 * schema would bring the whole of zod (27 KB gzip) into the form's chunk. The forms themselves
 * are content (content/forms/*.json, validated by ./forms.ts).
 */

/** A form's name as pages write it (content/forms/*.json `name`), e.g. GET_A_DEMO. */
export type FormName = string;

/**
 * How wide a form is: 560 px by default; 480 px for a trial form ('TRIAL', at least 52 px high)
 * and for any form a call to action holds ('CTA', set where it is rendered, not by the form).
 */
export const FORM_VARIANTS = ['DEFAULT', 'CTA', 'TRIAL'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];
