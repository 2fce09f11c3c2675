/**
 * The shape of a form's definition (docs/product.md §8.1): the fields a visitor fills, what a
 * successful submission shows, and whether the form reaches the product team (and so carries the
 * GA_* attribution fields). The lead forms' definitions are content (content/forms/*.json,
 * validated by ./forms.ts); the browser renders and validates from the one its page data
 * carries, and the local forms service (server/forms/forms.ts) validates against the same file.
 *
 * The sign-up form alone is defined here: it is not a lead form of the registry.
 */
import type { FormVariant } from './form-names.ts';

export type FieldType =
  'email' | 'text' | 'tel' | 'url' | 'textarea' | 'select' | 'radio' | 'checkbox';

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Choices of a select or radio group (value shown as is). */
  options?: readonly string[];
  /**
   * The choices are the page's, not the form's (src/forms/choices.ts): the field is shown, and
   * required, only on a page that provides them. The service cannot know a page's choices, so it
   * accepts any short text there.
   */
  choicesFromPage?: boolean;
  autoComplete?: string;
  /** Longest accepted value; defaults by type in validate.ts. */
  maxLength?: number;
}

export type { FormVariant };

export interface FormDefinition {
  fields: readonly FieldDefinition[];
  submitText: string;
  /** Inline message after a successful submission (docs/product.md §8.2: 'Thanks!' by default). */
  successText?: string;
  /** Where a successful submission goes instead of the inline message. */
  redirectUrl?: string;
  /** docs/product.md §8.2: 'Sorry, that is required.' on the trial signup form, 'Sorry. That is required.' elsewhere. */
  requiredMessage?: string;
  /** Sales and partner leads carry the visit's attribution (docs/product.md §4.4 GA_* fields). */
  reachesProductTeam: boolean;
  /** 'TRIAL' for the trial forms; 'CTA' is a form's place, not its definition (form-names.ts). */
  variant: Exclude<FormVariant, 'CTA'>;
  /** After submit, opens the page's free-trial link in a new tab (docs/product.md §8.2). */
  opensTrial?: boolean;
  /** After submit, offers the download of the call to action's PDF. */
  deliversPdf?: boolean;
}

const email: FieldDefinition = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
  autoComplete: 'email',
};
const workEmail: FieldDefinition = { ...email, label: 'Work email' };
const firstName: FieldDefinition = {
  name: 'firstname',
  label: 'First name',
  type: 'text',
  required: true,
  autoComplete: 'given-name',
};
const lastName: FieldDefinition = {
  name: 'lastname',
  label: 'Last name',
  type: 'text',
  required: true,
  autoComplete: 'family-name',
};
const company: FieldDefinition = {
  name: 'company',
  label: 'Company',
  type: 'text',
  required: true,
  autoComplete: 'organization',
};
/**
 * The sign-up form (docs/product.md §8.3, `/members/register/{id}/`): not a form of the registry
 * (it posts to the sign-up stand-in, `/api/forms/signup`, never to HubSpot), drawn and checked
 * like them. Its button says the settings' trial button text.
 */
export const SIGNUP_FORM: FormDefinition = {
  fields: [
    { ...workEmail, autoComplete: 'email' },
    { ...firstName, name: 'firstName', maxLength: 100 },
    { ...lastName, name: 'lastName', required: false, maxLength: 100 },
    { ...company, required: false },
  ],
  submitText: 'Start your free trial',
  successText: 'Thanks! Check your inbox to confirm your email address.',
  reachesProductTeam: true,
  variant: 'DEFAULT',
};
