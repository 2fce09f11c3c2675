/**
 * Sends a newsletter subscription to the forms service (`POST /api/forms/NEWSLETTER`, JSON in,
 * 201 out). The NEWSLETTER marketing form of src/forms can take this banner's place once it
 * reports success to its caller; until then this is the banner's own small form.
 */
export const NEWSLETTER_ACTION = '/api/forms/NEWSLETTER';

export type SubscribeResult = { ok: true } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const FAILED = 'Sorry, we could not subscribe you just now. Please try again.';

export function validEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export async function subscribeToNewsletter(
  email: string,
  page: { uri: string; name: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SubscribeResult> {
  const trimmed = email.trim();
  if (!validEmail(trimmed)) return { ok: false, message: INVALID_EMAIL };
  try {
    const response = await fetchImpl(NEWSLETTER_ACTION, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: trimmed, pageUri: page.uri, pageName: page.name }),
    });
    if (response.ok) return { ok: true };
    // 400 carries a message per field; the banner has one field, so the email's is the one.
    if (response.status === 400) return { ok: false, message: INVALID_EMAIL };
    return { ok: false, message: FAILED };
  } catch {
    return { ok: false, message: FAILED };
  }
}
