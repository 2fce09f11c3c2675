/**
 * Server entry, built by Vite for Node (and loaded through Vite in dev): every template and
 * block, and renderPage(). Used by the prerender workers and the dev server.
 */
import { preloadForms } from '../blocks/Form.tsx';
import { preloadNewsletterBanner } from '../sections/newsletter/NewsletterBanner.tsx';
import { preloadSignupForm } from '../templates/signup/LazySignupForm.tsx';
import { preloadInteractiveSpecimens } from '../pages/design-system/index.tsx';
import { loadBlocks } from '../blocks/registry.tsx';
import { BLOCK_TYPES } from '../contracts/schemas/blocks.ts';
import { SECTION_TYPES } from '../contracts/schemas/pages.ts';
import { sectionKey } from '../sections/modules.ts';
import { loadSections } from '../sections/registry.tsx';
import type { PageComponent, TemplateId } from '../contracts/templates.ts';
import { TEMPLATE_LOADERS } from '../runtime/templates.ts';

export {
  renderPage,
  renderPageWithData,
  type AssetResolver,
  type SiteSnapshot,
} from './render-page.tsx';

/** Imports every template, block and section once, so rendering a page is synchronous. */
export async function loadAllTemplates(): Promise<Map<TemplateId, PageComponent>> {
  // Forms too: the browser loads their code near the viewport, but the HTML holds them whole.
  await Promise.all([
    loadBlocks(BLOCK_TYPES),
    loadSections(SECTION_TYPES.map(sectionKey)),
    preloadForms(),
    preloadNewsletterBanner(),
    preloadSignupForm(),
    preloadInteractiveSpecimens(),
  ]);
  const entries = await Promise.all(
    (Object.keys(TEMPLATE_LOADERS) as TemplateId[]).map(
      async (id) => [id, (await TEMPLATE_LOADERS[id]()).default] as const,
    ),
  );
  return new Map(entries);
}
