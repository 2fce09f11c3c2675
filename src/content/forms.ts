/**
 * Forms are content (issue 32, point 5): the registry is read from `content/forms.json` (the
 * provider account) and one file per form under `content/forms/`, each validated with the
 * messages of the other content files (the file and the field, in plain words). Blocks carry a
 * resolved form in page data: its name, id and definition, and the size of the definition so a
 * form not yet loaded can reserve its space (docs/product.md §8.1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formFileSchema,
  formsSchema,
  registryOf,
  resolveForm,
  type FormFile,
  type FormRegistry,
  type ResolvedForm,
} from '../contracts/schemas/forms.ts';
import type { ContentIssue } from './model.ts';
import { plainMessage } from './plain-messages.ts';
import { parseStructured } from './yaml.ts';

/** A content file as read: its name relative to the content root, and its parsed data. */
export interface FormSourceFile {
  name: string;
  data: unknown;
}

/** The folder of form files, relative to the content root. */
export const FORMS_FOLDER = 'forms';
const FORM_FILE = /\.(json|ya?ml)$/;

/** A registered form with its definition and size; undefined when neither name nor id is registered. */
export function resolveFormWithLayout(
  registry: FormRegistry,
  nameOrId: string,
): ResolvedForm | undefined {
  const form = resolveForm(registry, nameOrId);
  if (!form) return undefined;
  const definition = registry.definitions[form.name];
  if (!definition) return undefined;
  return {
    ...form,
    layout: { fields: definition.fields.length, variant: definition.variant },
    definition,
  };
}

/** The form of the newsletter banner (the NewsletterCta band, and every blog post's banner). */
export const NEWSLETTER_FORM = 'NEWSLETTER';

/**
 * The newsletter banner's form. It posts by name (`/api/forms/NEWSLETTER`), as the banner always
 * has, rather than by its provider id: the forms service resolves the name and delivers it like
 * any lead, also on a static host that posts other forms straight to HubSpot.
 */
export function newsletterBannerForm(registry: FormRegistry): ResolvedForm | undefined {
  const form = resolveFormWithLayout(registry, NEWSLETTER_FORM);
  return form && { ...form, id: form.name, portalId: '' };
}

function parseIssues(file: string, error: import('zod').ZodError, issues: ContentIssue[]): void {
  for (const issue of error.issues)
    issues.push({
      file,
      field: issue.path.length ? issue.path.join('.') : '(root)',
      message: plainMessage(issue),
    });
}

/**
 * The registry from content/forms.json and the form files; every problem becomes an issue naming
 * its file and field. The registry holds the valid forms even when others are not (the forms
 * service keeps serving those), with an empty portal id when content/forms.json is not valid.
 */
export function formRegistryOf(
  portal: FormSourceFile,
  files: readonly FormSourceFile[],
  issues: ContentIssue[],
): FormRegistry {
  let portalId: string | undefined;
  if (portal.data !== undefined) {
    const parsed = formsSchema.safeParse(portal.data);
    if (parsed.success) portalId = parsed.data.portalId;
    else parseIssues(portal.name, parsed.error, issues);
  }
  const valid: { file: FormSourceFile; form: FormFile }[] = [];
  for (const file of files) {
    if (file.data === undefined) continue;
    const parsed = formFileSchema.safeParse(file.data);
    if (parsed.success) valid.push({ file, form: parsed.data });
    else parseIssues(file.name, parsed.error, issues);
  }
  if (files.length === 0)
    issues.push({
      file: `${FORMS_FOLDER}/`,
      field: '(folder)',
      message:
        'has no form: add one file per form, e.g. content/forms/newsletter.json (docs/forms.md)',
    });
  const { registry, problems } = registryOf(
    portalId ?? '',
    valid.map(({ form }) => form),
  );
  for (const problem of problems)
    issues.push({
      file: valid[problem.index]?.file.name ?? FORMS_FOLDER,
      field: problem.field,
      message: problem.message,
    });
  return registry;
}

/** The form files of a content root (`forms/*.json`, or YAML), sorted by file name. */
export function readFormFiles(root: string, issues: ContentIssue[]): FormSourceFile[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, FORMS_FOLDER)).filter((name) => FORM_FILE.test(name));
  } catch {
    return [];
  }
  return names.sort().map((base) => {
    const name = `${FORMS_FOLDER}/${base}`;
    let text: string;
    try {
      text = readFileSync(path.join(root, name), 'utf8');
    } catch (error) {
      issues.push({
        file: name,
        field: '(file)',
        message: `cannot be read: ${(error as Error).message}`,
      });
      return { name, data: undefined };
    }
    return { name, data: parseStructured(text, name, issues) };
  });
}

/**
 * The registry of a content root, read synchronously (the forms service at start, tools, tests),
 * with the problems found; see formRegistryOf.
 */
export function loadFormRegistry(root: string): {
  registry: FormRegistry;
  issues: ContentIssue[];
} {
  const issues: ContentIssue[] = [];
  let portal: FormSourceFile = { name: 'forms.json', data: undefined };
  try {
    portal = {
      name: 'forms.json',
      data: parseStructured(
        readFileSync(path.join(root, 'forms.json'), 'utf8'),
        'forms.json',
        issues,
      ),
    };
  } catch (error) {
    issues.push({
      file: 'forms.json',
      field: '(file)',
      message: `cannot be read: ${(error as Error).message}`,
    });
  }
  const registry = formRegistryOf(portal, readFormFiles(root, issues), issues);
  return { registry, issues };
}
