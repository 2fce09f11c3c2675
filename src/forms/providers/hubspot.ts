/**
 * HubSpot's Forms Submission API v3 (`POST {api}/submissions/v3/integration/submit/{portal}/{guid}`),
 * usable from the browser and from the forms service. A 5xx or a network failure is retried with
 * a growing pause; a 4xx is final. The API origin is configurable so tests run against a local
 * stand-in (server/stand-ins/hubspot-standin.ts).
 */

export interface HubSpotContext {
  /** The visitor's HubSpot cookie (`hubspotutk`), when there is one. */
  hutk?: string;
  pageUri?: string;
  pageName?: string;
}

export interface HubSpotSubmission {
  apiUrl: string;
  portalId: string;
  formGuid: string;
  fields: Record<string, string>;
  context: HubSpotContext;
}

export type ProviderResult =
  { ok: true } | { ok: false; retryable: boolean; status: number; message: string };

/** Pauses before the 2nd, 3rd and 4th attempts. */
export const RETRY_DELAYS_MS = [300, 900, 2000] as const;

export const PROVIDER_ERROR =
  'Sorry, we could not send your form just now. Please try again in a few minutes.';

const HUTK = /^[0-9a-f]{32}$/i;

/** The v3 body: fields as name/value pairs, and only a well-formed hutk in the context. */
export function hubspotBody(submission: HubSpotSubmission): string {
  const { hutk, pageUri, pageName } = submission.context;
  const context: HubSpotContext = {};
  if (hutk && HUTK.test(hutk)) context.hutk = hutk;
  if (pageUri) context.pageUri = pageUri.slice(0, 2000);
  if (pageName) context.pageName = pageName.slice(0, 500);
  return JSON.stringify({
    fields: Object.entries(submission.fields).map(([name, value]) => ({
      objectTypeId: '0-1',
      name,
      value,
    })),
    context,
  });
}

export function hubspotUrl(
  submission: Pick<HubSpotSubmission, 'apiUrl' | 'portalId' | 'formGuid'>,
) {
  const base = submission.apiUrl.replace(/\/+$/, '');
  return `${base}/submissions/v3/integration/submit/${encodeURIComponent(submission.portalId)}/${encodeURIComponent(submission.formGuid)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function submitToHubSpot(
  submission: HubSpotSubmission,
  { fetchImpl = fetch, sleep = wait }: { fetchImpl?: typeof fetch; sleep?: typeof wait } = {},
): Promise<ProviderResult> {
  const body = hubspotBody(submission);
  let last: ProviderResult = { ok: false, retryable: true, status: 0, message: PROVIDER_ERROR };
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      const response = await fetchImpl(hubspotUrl(submission), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (response.ok) return { ok: true };
      last = {
        ok: false,
        retryable: response.status >= 500,
        status: response.status,
        message: PROVIDER_ERROR,
      };
      if (response.status < 500) return last;
    } catch {
      last = { ok: false, retryable: true, status: 0, message: PROVIDER_ERROR };
    }
  }
  return last;
}

/** The `hubspotutk` cookie of a Cookie header or `document.cookie`. */
export function hutkFrom(cookieHeader: string | null | undefined): string | undefined {
  const match = /(?:^|;\s*)hubspotutk=([^;]*)/.exec(cookieHeader ?? '');
  const value = match?.[1];
  return value && HUTK.test(value) ? value : undefined;
}
