/**
 * The form registry (docs/product.md §8.1): every form named by purpose, mapped to a form-provider
 * id. GUIDE_DOWNLOAD and PERSONALIZED_CUSTOMER_EXPERIENCE_PDF share one id, as do TRIAL and
 * TRIAL_SIGNUP; every other id is unique. Blocks name a form by name or by id; the build resolves
 * either to both.
 */
import { z } from 'zod';

import { FORM_NAMES, FORM_VARIANTS, SHARED_FORM_IDS, type FormName } from './form-names.ts';

export * from './form-names.ts';
export const formNameSchema = z.enum(FORM_NAMES);

const formId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a form id (UUID)');

/** Loose on purpose (one @, a dot in the domain); the message is for whoever edits the file. */
const notifyAddress = z
  .string()
  .trim()
  .regex(/^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)+$/, {
    error: (issue) =>
      `"${String(issue.input)}" is not an email address: write one address per entry, such as sales@harbor.example`,
  });

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
    /**
     * Who is emailed when a form is submitted, per form name, beside LEADS_NOTIFY (the email
     * destination of server/forms/destinations.ts, when SMTP_URL is set).
     */
    notify: z.partialRecord(formNameSchema, z.array(notifyAddress)).optional(),
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
/** The registry as content gives it: the provider account and an id per form name. */
export type FormRegistry = z.output<typeof formsSchema>;

/*
 * A form as the registry resolves it, and as blocks carry it in page data: declared as schemas so
 * their types are read off them like the rest; resolveForm() and the content layer
 * (src/content/forms.ts) produce these values and never parse them.
 */
const registeredFormSchema = z.strictObject({
  /** Canonical name (the first name in the registry holding the id). */
  name: formNameSchema,
  id: formId,
  portalId: z.string(),
});
export type RegisteredForm = z.output<typeof registeredFormSchema>;

const resolvedFormSchema = registeredFormSchema.extend({
  /**
   * Size of the form's definition (form-definitions.ts), carried in page data so a form not
   * yet loaded can reserve its space without loading its code.
   */
  layout: z.strictObject({ fields: z.number().int(), variant: z.enum(FORM_VARIANTS) }),
});
export type ResolvedForm = z.output<typeof resolvedFormSchema>;

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
