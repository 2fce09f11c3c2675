/**
 * Sending a validated form from the browser to the forms service, which stores it and delivers
 * it to the configured destinations (HubSpot when the server has FORMS_PROVIDER=hubspot).
 */
import type { Settings } from '../site/settings.ts';
import type { ResolvedForm } from '../contracts/schemas/forms.ts';
import type { SignupValues } from '../tracking/fields.ts';
import { hutkFrom, PROVIDER_ERROR, RETRY_DELAYS_MS, submitToHubSpot } from './providers/hubspot.ts';
import { formAction } from './registry.ts';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type FieldErrors,
  type FieldValues,
} from './validate.ts';

export interface OutgoingSubmission {
  form: ResolvedForm;
  values: FieldValues;
  tracking: SignupValues | null;
  honeypot: string;
  /** Same key on every retry of one submission, so the service stores it once. */
  idempotencyKey: string;
  page: { uri: string; name: string };
}

export type SendResult =
  | { kind: 'success' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed'; message: string };

export const TOO_MANY_MESSAGE =
  'Too many submissions from here just now. Please try again in a minute.';

/** A HubSpot form GUID (content/forms.json), as a form resolved at build time carries. */
const HUBSPOT_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
  /** The forms service's origin when it is not the site's (FORMS_ENDPOINT). */
  origin?: string | null;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<unknown>;
  cookie?: string;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

async function sendLocal(
  submission: OutgoingSubmission,
  { fetchImpl = fetch, sleep = wait, origin }: Options,
): Promise<SendResult> {
  const body = JSON.stringify({
    ...submission.values,
    ...submission.tracking,
    [HONEYPOT_FIELD]: submission.honeypot,
    [IDEMPOTENCY_FIELD]: submission.idempotencyKey,
    pageUri: submission.page.uri,
    pageName: submission.page.name,
  });
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    let response: Response;
    try {
      response = await fetchImpl(formAction(submission.form, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
    } catch {
      continue; // Offline or reset: the same key makes a retry safe.
    }
    if (response.ok) return { kind: 'success' };
    // 502 from a proxy in front of the service is not worth waiting on; 503 (not stored) is.
    if (response.status >= 500 && response.status !== 502) continue;
    if (response.status === 429) return { kind: 'failed', message: TOO_MANY_MESSAGE };
    if (response.status === 400) {
      const payload = (await response.json().catch(() => null)) as { errors?: unknown } | null;
      if (isFieldErrors(payload?.errors) && Object.keys(payload.errors).length > 0) {
        return { kind: 'invalid', errors: payload.errors };
      }
    }
    return { kind: 'failed', message: PROVIDER_ERROR };
  }
  return { kind: 'failed', message: PROVIDER_ERROR };
}

/**
 * FORMS_DIRECT=hubspot (a static host with no forms service): the browser posts to HubSpot's
 * Forms Submission API v3 itself, retrying a 5xx or a network failure as the service would.
 * Nothing is stored anywhere first: a post that still fails is shown to the visitor, who may
 * send it again, and is kept nowhere (docs/deployment.md, "Straight to HubSpot").
 */
async function sendDirect(
  submission: OutgoingSubmission,
  forms: NonNullable<Settings['forms']>,
  { fetchImpl = fetch, sleep = wait, cookie }: Options,
): Promise<SendResult> {
  // A bot that filled the hidden field is thanked and dropped, as the service does.
  if (submission.honeypot) return { kind: 'success' };
  const result = await submitToHubSpot(
    {
      apiUrl: forms.hubspotApiUrl,
      portalId: forms.portalId ?? submission.form.portalId,
      formGuid: submission.form.id,
      fields: { ...submission.values, ...submission.tracking },
      context: {
        hutk: hutkFrom(cookie ?? (typeof document === 'undefined' ? '' : document.cookie)),
        pageUri: submission.page.uri,
        pageName: submission.page.name,
      },
    },
    { fetchImpl, sleep },
  );
  return result.ok ? { kind: 'success' } : { kind: 'failed', message: result.message };
}

/**
 * Every submission goes to the forms service, whatever the provider: the service stores it in
 * its outbox before answering and delivers it to HubSpot from there (docs/forms.md), so a
 * HubSpot outage can no longer lose a lead the visitor was thanked for. The one exception is a
 * build for a static host with FORMS_DIRECT=hubspot, which has no service to store it.
 */
export async function sendForm(
  submission: OutgoingSubmission,
  settings: Pick<Settings, 'forms' | 'services'>,
  options: Options = {},
): Promise<SendResult> {
  // A form posting by name (the newsletter banner, src/content/forms.ts) carries no HubSpot GUID:
  // the forms service resolves its name, so it goes there (FORMS_ENDPOINT, which sign-ups need
  // in this mode anyway).
  if (settings.forms?.direct === 'hubspot' && HUBSPOT_GUID.test(submission.form.id))
    return sendDirect(submission, settings.forms, options);
  return sendLocal(submission, { origin: settings.services?.forms, ...options });
}
