/**
 * Sending a validated form from the browser through the configured provider: the local forms
 * service (default), or HubSpot's Forms Submission API v3 when the build set FORMS_PROVIDER.
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
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
  { fetchImpl = fetch, sleep = wait }: Options,
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
      response = await fetchImpl(formAction(submission.form), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
    } catch {
      continue; // Offline or reset: the same key makes a retry safe.
    }
    if (response.ok) return { kind: 'success' };
    // 502: the service already retried its provider (HubSpot); asking again would only wait.
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

export async function sendForm(
  submission: OutgoingSubmission,
  settings: Pick<Settings, 'forms'>,
  options: Options = {},
): Promise<SendResult> {
  const forms = settings.forms;
  // A form known only by name has no HubSpot GUID: the service resolves it (and forwards it).
  const hasGuid = /^[0-9a-f-]{36}$/.test(submission.form.id);
  if (forms?.provider !== 'hubspot' || !hasGuid) return sendLocal(submission, options);
  // A bot that filled the honeypot is thanked like anyone else, and nothing is sent.
  if (submission.honeypot !== '') return { kind: 'success' };
  const result = await submitToHubSpot(
    {
      apiUrl: forms.hubspotApiUrl,
      portalId: forms.portalId ?? submission.form.portalId,
      formGuid: submission.form.id,
      fields: { ...submission.values, ...submission.tracking },
      context: {
        hutk: hutkFrom(options.cookie ?? (typeof document === 'undefined' ? '' : document.cookie)),
        pageUri: submission.page.uri,
        pageName: submission.page.name,
      },
    },
    { fetchImpl: options.fetchImpl, sleep: options.sleep as never },
  );
  return result.ok ? { kind: 'success' } : { kind: 'failed', message: result.message };
}
