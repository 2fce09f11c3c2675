/**
 * `<MarketingFormByName name="NEWSLETTER" />` for sections outside rich text (the home
 * newsletter banner): the same form, lifecycle and endpoint as the Form block. Without the
 * registry's provider id it posts to `/api/forms/{name}` (the service resolves names), so with
 * FORMS_PROVIDER=hubspot it goes through the service rather than straight to HubSpot; a section
 * whose content resolves the form at build time (`resolveFormWithLayout` of src/content/forms.ts)
 * should pass `<MarketingForm form={…}>` instead.
 */
import { FORM_DEFINITIONS } from '../contracts/schemas/form-definitions.ts';
import type { FormName } from '../contracts/schemas/forms.ts';
import { MarketingForm } from './MarketingForm.tsx';

export interface MarketingFormByNameProps {
  name: FormName;
  /** Accessible name of the form. */
  label?: string;
  pdfLink?: string;
  /** Called after a successful submission. */
  onDone?: () => void;
}

export function MarketingFormByName({ name, label, pdfLink, onDone }: MarketingFormByNameProps) {
  const definition = FORM_DEFINITIONS[name];
  const form = {
    name,
    id: name,
    portalId: '',
    layout: { fields: definition.fields.length, variant: definition.variant },
  };
  return <MarketingForm form={form} label={label} pdfLink={pdfLink} onDone={onDone} />;
}
