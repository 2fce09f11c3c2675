/**
 * Forms as blocks carry them in page data: a name or id of the registry (content/forms.json)
 * resolved to the form, with the size of its definition so a form not yet loaded can reserve its
 * space (docs/product.md §8.1).
 */
import { FORM_DEFINITIONS } from '../contracts/schemas/form-definitions.ts';
import { resolveForm, type FormRegistry, type ResolvedForm } from '../contracts/schemas/forms.ts';

/** A registered form with the size of its definition; undefined when neither name nor id is registered. */
export function resolveFormWithLayout(
  registry: FormRegistry,
  nameOrId: string,
): ResolvedForm | undefined {
  const form = resolveForm(registry, nameOrId);
  if (!form) return undefined;
  const definition = FORM_DEFINITIONS[form.name];
  return { ...form, layout: { fields: definition.fields.length, variant: definition.variant } };
}
