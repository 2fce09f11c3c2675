/**
 * The form registry (docs/product.md §8.1): every form named by purpose, mapped to a form-provider
 * id. GUIDE_DOWNLOAD and PERSONALIZED_CUSTOMER_EXPERIENCE_PDF share one id, as do TRIAL and
 * TRIAL_SIGNUP; every other id is unique. Blocks name a form by name or by id; the build resolves
 * either to both.
 */
import { z } from 'zod';

import { FORM_NAMES, SHARED_FORM_IDS, type FormName, type FormRegistry } from './form-names.ts';

export * from './form-names.ts';
export const formNameSchema = z.enum(FORM_NAMES);

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
// The schema's output is the plain FormRegistry of ./form-names.ts.
export const formsSchemaChecksType: z.ZodType<FormRegistry> = formsSchema;
