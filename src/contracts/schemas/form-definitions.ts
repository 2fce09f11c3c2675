/**
 * One definition per form of the registry (content/forms.json, docs/product.md §8.1): the fields a visitor
 * fills, what a successful submission shows, and whether the form reaches the product team (and
 * so carries the GA_* attribution fields). The browser renders and validates from these, and the
 * local forms service (server/forms/forms.ts) validates against the very same objects.
 *
 * Plain data, shared by every layer like the other contracts; the server loads it directly.
 */
import type { FormName, FormVariant } from './form-names.ts';

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
const teamSize: FieldDefinition = {
  name: 'team_size',
  label: 'Support team size',
  type: 'select',
  required: true,
  options: ['1–5', '6–20', '21–50', '51–200', 'More than 200'],
};

const newsletter = (submitText = 'Subscribe'): FormDefinition => ({
  fields: [email],
  submitText,
  successText: 'Thanks! Check your inbox to confirm your subscription.',
  reachesProductTeam: false,
  variant: 'DEFAULT',
});

const download: FormDefinition = {
  fields: [firstName, workEmail, company],
  submitText: 'Get the PDF',
  successText: 'Thanks! Your download is ready.',
  reachesProductTeam: true,
  variant: 'DEFAULT',
  deliversPdf: true,
};

const trial: FormDefinition = {
  fields: [workEmail],
  submitText: 'Start your free trial',
  successText: 'Thanks! Finish your sign-up in the new tab.',
  requiredMessage: 'Sorry, that is required.',
  reachesProductTeam: true,
  variant: 'TRIAL',
  opensTrial: true,
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

/** Forms sharing a provider id share one definition object (docs/product.md §8.1). */
export const FORM_DEFINITIONS: Readonly<Record<FormName, FormDefinition>> = {
  CHOOSING_HELPDESK: {
    fields: [firstName, workEmail, company, teamSize],
    submitText: 'Send me the checklist',
    successText: 'Thanks! The checklist is on its way to your inbox.',
    reachesProductTeam: true,
    variant: 'DEFAULT',
  },
  FUNDRAISING_WITH_PURPOSE: {
    fields: [firstName, workEmail, { ...company, label: 'Organization' }],
    submitText: 'Send me the guide',
    reachesProductTeam: false,
    variant: 'DEFAULT',
  },
  GET_A_DEMO: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      teamSize,
      {
        name: 'message',
        label: 'What would you like to see?',
        type: 'textarea',
        required: false,
        maxLength: 2000,
      },
    ],
    submitText: 'Book my demo',
    redirectUrl: '/lp/demo-booked/',
    reachesProductTeam: true,
    variant: 'DEFAULT',
  },
  GUIDE_DOWNLOAD: download,
  PERSONALIZED_CUSTOMER_EXPERIENCE_PDF: download,
  INTERVIEW_BUILDER_EXPORT_MODAL: {
    fields: [firstName, workEmail],
    submitText: 'Email me my interview',
    successText: 'Thanks! Your interview is on its way to your inbox.',
    reachesProductTeam: false,
    variant: 'DEFAULT',
  },
  NEWSLETTER: newsletter(),
  NEWSLETTER_CALCULATOR: newsletter('Send me staffing tips'),
  TEST_FORM: {
    fields: [email],
    submitText: 'Send',
    reachesProductTeam: false,
    variant: 'DEFAULT',
  },
  TRIAL_SIGNUP: trial,
  TRIAL: trial,
  WEBINAR_SIGNUP: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      // The /classes/ page offers its upcoming sessions here (docs/product.md §8.2).
      { name: 'session', label: 'Class', type: 'radio', required: false, choicesFromPage: true },
    ],
    submitText: 'Save my seat',
    successText: 'Thanks! Your seat is saved: the invitation is on its way.',
    reachesProductTeam: true,
    variant: 'DEFAULT',
  },
  CUSTOMER_NEWSLETTER: newsletter(),
  HS_RESOURCES_AND_EDUCATION: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      {
        name: 'website',
        label: 'Company website',
        type: 'url',
        required: false,
        autoComplete: 'url',
      },
      {
        name: 'partner_type',
        label: 'Kind of partnership',
        type: 'select',
        required: true,
        options: ['Referral partner', 'Solution partner', 'Technology partner'],
      },
    ],
    submitText: 'Apply',
    successText: 'Thanks! Our partner team will be in touch within two working days.',
    reachesProductTeam: true,
    variant: 'DEFAULT',
  },
  IN_THE_WORKS: newsletter('Keep me posted'),
  THE_SUPPORTIVE: newsletter(),
  USER_ONBOARDING: {
    fields: [firstName, workEmail],
    submitText: 'Send me the checklist',
    reachesProductTeam: false,
    variant: 'DEFAULT',
  },
};
