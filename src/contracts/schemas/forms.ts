/**
 * The form registry (docs/product.md §8.1): every form named by purpose, mapped to a form-provider
 * id. GUIDE_DOWNLOAD and PERSONALIZED_CUSTOMER_EXPERIENCE_PDF share one id, as do TRIAL and
 * TRIAL_SIGNUP; every other id is unique. Blocks name a form by name or by id; the build resolves
 * either to both.
 */
import { z } from 'zod';

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
export const formNameSchema = z.enum(FORM_NAMES);

/** Pairs that share one id. */
export const SHARED_FORM_IDS: readonly (readonly [FormName, FormName])[] = [
  ['GUIDE_DOWNLOAD', 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF'],
  ['TRIAL', 'TRIAL_SIGNUP'],
];

const formId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a form id (UUID)');

export const formsSchema = z
  .strictObject({
    /** Account ("portal") of the form provider. */
    portalId: z.string().regex(/^\d+$/, 'a numeric portal id'),
    forms: z.strictObject(
      Object.fromEntries(FORM_NAMES.map((name) => [name, formId])) as Record<
        FormName,
        typeof formId
      >,
    ),
  })
  .superRefine((registry, ctx) => {
    const sharedWith = new Map<FormName, FormName>();
    for (const [a, b] of SHARED_FORM_IDS) {
      sharedWith.set(a, b).set(b, a);
      if (registry.forms[a] !== registry.forms[b]) {
        ctx.addIssue({
          code: 'custom',
          path: ['forms', b],
          message: `must have the same id as ${a}`,
        });
      }
    }
    const byId = new Map<string, FormName>();
    for (const name of FORM_NAMES) {
      const id = registry.forms[name];
      const previous = byId.get(id);
      if (previous && sharedWith.get(name) !== previous) {
        ctx.addIssue({
          code: 'custom',
          path: ['forms', name],
          message: `id ${id} is already used by ${previous}`,
        });
      }
      if (!previous) byId.set(id, name);
    }
  });
export type FormRegistry = z.infer<typeof formsSchema>;

/** How a form looks: 560 px wide by default; calls to action and trial forms 480 px. */
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
