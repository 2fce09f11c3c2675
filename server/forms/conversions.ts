/**
 * Conversion events (docs/forms.md): what a successful form or sign-up records in the local
 * events store, so attribution meets its outcome. Only the form, the page and the attribution
 * touches (source, medium, campaign, term, content of the first and last touch); never a field
 * a visitor typed, and never a URL that could carry one.
 */
import type { ServerTrack } from './events.ts';
import type { AcceptedSubmission } from './lead-store.ts';

const TOUCH_PARTS = ['Source', 'Medium', 'Campaign', 'Term', 'Content'] as const;

/** The touches of the GA_* tracking fields, without the dashes of empty ones. */
export function touchesOf(tracking: Record<string, string> | null | undefined) {
  const touch = (suffix: '' | '_First') => {
    const entries = TOUCH_PARTS.map(
      (part) => [part.toLowerCase(), tracking?.[`GA_${part}${suffix}`] ?? ''] as const,
    ).filter(([, value]) => value !== '' && value !== '-');
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  };
  return { first: touch('_First'), last: touch('') };
}

function pathOf(uri: string): string {
  try {
    return new URL(uri).pathname;
  } catch {
    return '';
  }
}

/** The lead's conversion: from an accepted submission, or a stored lead (the Segment delivery). */
export function formSubmitted(
  submission: Pick<AcceptedSubmission, 'formId' | 'pageUri' | 'tracking' | 'anonymousId'> & {
    formName: string;
  },
): ServerTrack {
  const page = pathOf(submission.pageUri);
  return {
    event: 'Form Submitted',
    anonymousId: submission.anonymousId ?? '',
    path: page,
    properties: {
      formName: submission.formName,
      formId: submission.formId,
      page,
      touches: touchesOf(submission.tracking),
    },
  };
}

export function trialStarted(input: {
  registrationId: string;
  anonymousId?: string;
  tracking: Record<string, string>;
}): ServerTrack {
  const path = `/members/register/${input.registrationId}/`;
  return {
    event: 'Trial Started',
    anonymousId: input.anonymousId ?? '',
    path,
    properties: { registrationId: input.registrationId, touches: touchesOf(input.tracking) },
  };
}
