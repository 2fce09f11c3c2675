/** The site's forms as content gives them (content/forms.json and content/forms/*.json), for tests. */
import path from 'node:path';
import { loadFormRegistry, newsletterBannerForm } from '../content/forms.ts';

export const contentForms = loadFormRegistry(
  path.resolve(import.meta.dirname, '../../content'),
).registry;

/** The newsletter band as the build gives it (src/content/load.ts). */
export const newsletterBand = {
  type: 'NewsletterCta' as const,
  form: newsletterBannerForm(contentForms),
};
