/**
 * Where a form posts (docs/product.md §8.1): the URL of the local forms service that receives it.
 * A form's definition comes with it in page data (ResolvedForm, from content/forms/).
 */
import type { ResolvedForm } from '../contracts/schemas/forms.ts';

/** The local forms service (server/forms/forms.ts); `{id}` is the provider id or the form name. */
export const FORMS_ENDPOINT = '/api/forms';

/**
 * Where a form posts: the forms service on the site's own origin, or on `origin` (FORMS_ENDPOINT,
 * a static host's separately deployed service: docs/deployment.md).
 */
export function formAction(form: Pick<ResolvedForm, 'id'>, origin?: string | null): string {
  return `${origin ?? ''}${FORMS_ENDPOINT}/${encodeURIComponent(form.id)}`;
}
