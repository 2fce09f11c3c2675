/**
 * Forms are content (issue 32, point 5; docs/product.md §8.1): one file per form under
 * `content/forms/` gives its name, its provider id, its fields, its button, what a successful
 * submission shows or where it leads, and who is emailed. `content/forms.json` keeps what all
 * forms share (the provider account). Two forms may share a provider id (GUIDE_DOWNLOAD and
 * PERSONALIZED_CUSTOMER_EXPERIENCE_PDF, TRIAL and TRIAL_SIGNUP) when they have the same fields.
 * Blocks name a form by name or by id; the build resolves either to both.
 *
 * Node only (build, studio, forms service): the browser receives a form's definition in the page
 * data of the page that shows it (ResolvedForm), never this module nor zod.
 */
import { z } from 'zod';

import type { FieldDefinition, FormDefinition } from './form-definitions.ts';
import { FORM_VARIANTS, type FormName } from './form-names.ts';

export * from './form-names.ts';

/** A form name as pages write it: capitals, digits and _, e.g. GET_A_DEMO. */
export const FORM_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;

const formId = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'a form id (UUID), as HubSpot shows it, e.g. 6c4b6a18-d4c6-5639-e612-8072ecbc438b',
  );

/** Loose on purpose (one @, a dot in the domain); the message is for whoever edits the file. */
const notifyAddress = z
  .string()
  .trim()
  .regex(/^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)+$/, {
    error: (issue) =>
      `"${String(issue.input)}" is not an email address: write one address per entry, such as sales@harbor.example`,
  });

export const FIELD_TYPES = [
  'email',
  'text',
  'tel',
  'url',
  'textarea',
  'select',
  'radio',
  'checkbox',
] as const satisfies readonly FieldDefinition['type'][];

/** Names the form system uses itself (src/forms/validate.ts): a field may not take them. */
const RESERVED_FIELD_NAMES = ['email_address_main', 'idempotencyKey', 'pdf'];

export const formFieldSchema = z.strictObject({
  name: z
    .string()
    .regex(
      /^[a-z][A-Za-z0-9_]*$/,
      'a field name in small letters, digits and _, starting with a letter, e.g. team_size: leads and HubSpot know the answer by it',
    )
    .meta({
      title: 'Field name',
      description:
        'What the answer is called in leads, exports and HubSpot, e.g. company or team_size (small letters, digits, _). The HubSpot form needs a property of that name.',
    }),
  label: z
    .string()
    .min(1)
    .meta({ title: 'Label', description: 'What the visitor reads above the field.' }),
  type: z.enum(FIELD_TYPES).meta({
    title: 'Kind of field',
    description:
      'text, email, tel (phone), url (web address), textarea (several lines), select (a list to pick from), radio (choices side by side), checkbox.',
  }),
  required: z
    .boolean()
    .default(false)
    .meta({ title: 'Required', description: 'The form is not sent until it is filled in.' }),
  options: z
    .array(z.string().min(1))
    .optional()
    .meta({ title: 'Choices', description: 'The choices of a select or radio field, in order.' }),
  choicesFromPage: z.boolean().optional().meta({
    title: 'Choices from the page',
    description:
      'The page gives the choices (the class sessions of /classes/); the field shows only there.',
  }),
  autoComplete: z.string().optional().meta({
    title: 'Autocomplete',
    description:
      'What the browser may fill in, e.g. email, given-name, family-name, organization, tel, url.',
  }),
  maxLength: z.number().int().min(1).max(5000).optional().meta({
    title: 'Longest answer',
    description: 'In characters; by default 200 for text, 254 for an email, 5000 for a textarea.',
  }),
});

/** One file of content/forms/ (e.g. content/forms/get-a-demo.json). */
export const formFileSchema = z
  .strictObject({
    name: z
      .string()
      .regex(
        FORM_NAME_PATTERN,
        'a form name in capitals, digits and _, starting with a letter, e.g. GET_A_DEMO',
      )
      .meta({
        title: 'Form name',
        description:
          'How pages pick this form, e.g. GET_A_DEMO. Renaming it breaks the pages that use the old name (the build lists them).',
      }),
    id: formId.meta({
      title: 'Provider id',
      description: "The HubSpot form's id (its GUID), e.g. 6c4b6a18-d4c6-5639-e612-8072ecbc438b.",
    }),
    fields: z
      .array(formFieldSchema)
      .min(1)
      .meta({ title: 'Fields', description: 'What the visitor fills in, in order.' }),
    submitText: z
      .string()
      .min(1)
      .meta({ title: 'Button', description: 'The submit button, e.g. Book my demo.' }),
    successText: z.string().min(1).optional().meta({
      title: 'Success message',
      description:
        'Shown in place of the form once sent, e.g. "Thanks! We will be in touch." Empty: "Thanks!". Leave empty when the form leads to a thank-you page.',
    }),
    redirectUrl: z
      .string()
      .regex(/^\/(?![/\\])[^\s]*$/, 'a page of this site, e.g. /lp/demo-booked/')
      .optional()
      .meta({
        title: 'Thank-you page',
        description:
          'Where the visitor goes once the form is sent, instead of the success message, e.g. /lp/demo-booked/.',
      }),
    requiredMessage: z.string().min(1).optional().meta({
      title: 'Required message',
      description: 'Shown under a required field left empty. Empty: "Sorry. That is required."',
    }),
    reachesProductTeam: z.boolean().default(false).meta({
      title: 'Sales lead',
      description:
        "Sales and partner forms: the lead carries the visit's attribution (where the visitor came from).",
    }),
    variant: z
      .enum(FORM_VARIANTS.filter((variant) => variant !== 'CTA') as ['DEFAULT', 'TRIAL'])
      .default('DEFAULT')
      .meta({ title: 'Look', description: 'TRIAL: the narrow, tall trial sign-up form.' }),
    opensTrial: z.boolean().optional().meta({
      title: 'Opens the free trial',
      description: 'Once sent, the free-trial sign-up opens in a new tab with the email filled in.',
    }),
    deliversPdf: z.boolean().optional().meta({
      title: 'Delivers a PDF',
      description: "Once sent, offers the download of the call to action's PDF.",
    }),
    notify: z.array(notifyAddress).optional().meta({
      title: 'Notify',
      description:
        'Who is emailed about each lead of this form (with SMTP_URL set), besides LEADS_NOTIFY, e.g. sales@harbor.example.',
    }),
  })
  .superRefine((form, ctx) => {
    if (form.successText && form.redirectUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['redirectUrl'],
        message:
          'a form shows a success message or leads to a thank-you page, not both: empty one of them',
      });
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `"${field.name}" is the name of an earlier field: each field needs its own name`,
        });
      seen.add(field.name);
      if (RESERVED_FIELD_NAMES.includes(field.name))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `"${field.name}" is used by the form system itself: choose another name`,
        });
      const choosing = field.type === 'select' || field.type === 'radio';
      if (choosing && !field.options?.length && !field.choicesFromPage)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: `a ${field.type} field needs its choices, e.g. "1–5", "6–20", "More than 20"`,
        });
      if (!choosing && field.options?.length)
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'options'],
          message: `only a select or radio field has choices; this one is ${field.type}`,
        });
    });
  });
export type FormFile = z.output<typeof formFileSchema>;

/** content/forms.json: what every form shares. */
export const formsSchema = z.strictObject({
  /** Account ("portal") of the form provider. */
  portalId: z
    .string()
    .regex(/^\d+$/, 'a numeric portal id, as HubSpot shows it, e.g. 4030251')
    .meta({ title: 'HubSpot portal id' }),
});

/** The forms as the build and the forms service use them. */
export interface FormRegistry {
  portalId: string;
  /** Provider id per form name, in file order (the first name holding an id is its canonical one). */
  forms: Readonly<Record<FormName, string>>;
  definitions: Readonly<Record<FormName, FormDefinition>>;
  /** Who is emailed per form (the `notify` of its file), for server/forms/destinations.ts. */
  notify: Readonly<Record<FormName, readonly string[]>>;
}

/** A form file's definition, as the browser and the service use it (no name, id or addresses). */
export function definitionOfFile(file: FormFile): FormDefinition {
  const { name: _name, id: _id, notify: _notify, ...definition } = file;
  return definition;
}

/**
 * The registry from validated form files (in file order); problems between files (a name used
 * twice, an id shared by forms whose fields differ) as `{ index, field, message }`.
 */
export function registryOf(
  portalId: string,
  files: readonly FormFile[],
): { registry: FormRegistry; problems: { index: number; field: string; message: string }[] } {
  const forms: Record<string, string> = {};
  const definitions: Record<string, FormDefinition> = {};
  const notify: Record<string, readonly string[]> = {};
  const problems: { index: number; field: string; message: string }[] = [];
  const byId = new Map<string, FormFile>();
  files.forEach((file, index) => {
    if (file.name in forms) {
      problems.push({
        index,
        field: 'name',
        message: `${file.name} is the name of another form: each form needs its own name`,
      });
      return;
    }
    const sharing = byId.get(file.id);
    if (sharing && JSON.stringify(sharing.fields) !== JSON.stringify(file.fields)) {
      problems.push({
        index,
        field: 'id',
        message: `${file.id} is the provider id of ${sharing.name}, whose fields differ: two forms may share a provider id only with the same fields`,
      });
      return;
    }
    if (!sharing) byId.set(file.id, file);
    forms[file.name] = file.id;
    definitions[file.name] = definitionOfFile(file);
    if (file.notify?.length) notify[file.name] = file.notify;
  });
  return { registry: { portalId, forms, definitions, notify }, problems };
}

/*
 * A form as the registry resolves it, and as blocks carry it in page data: declared as schemas so
 * their types are read off them like the rest; resolveForm() and the content layer
 * (src/content/forms.ts) produce these values and never parse them.
 */
const registeredFormSchema = z.strictObject({
  /** Canonical name (the first name in the registry holding the id). */
  name: z.string(),
  id: formId,
  portalId: z.string(),
});
export type RegisteredForm = z.output<typeof registeredFormSchema>;

const resolvedFormSchema = registeredFormSchema.extend({
  /**
   * Size of the form's definition, carried in page data so a form not yet loaded can reserve its
   * space without loading its code.
   */
  layout: z.strictObject({ fields: z.number().int(), variant: z.enum(FORM_VARIANTS) }),
  /** The definition from its content file: the form's renderer draws and checks it. */
  definition: z.custom<FormDefinition>(),
});
export type ResolvedForm = z.output<typeof resolvedFormSchema>;

/** The form names of the registry, sorted, for messages listing the valid ones. */
export function formNamesOf(registry: FormRegistry): string[] {
  return Object.keys(registry.forms).sort();
}

/** A form by name or by id; undefined when neither is registered. */
export function resolveForm(registry: FormRegistry, nameOrId: string): RegisteredForm | undefined {
  const byName = Object.hasOwn(registry.forms, nameOrId) ? registry.forms[nameOrId] : undefined;
  const id = byName ?? nameOrId;
  const name = Object.keys(registry.forms).find((candidate) => registry.forms[candidate] === id);
  if (!name) return undefined;
  return { name: byName ? nameOrId : name, id, portalId: registry.portalId };
}
