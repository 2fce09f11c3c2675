/**
 * Server entry, built by Vite for Node: renders the app for one page to a string. Used by the
 * prerender workers and the dev server.
 */
import { renderToString } from 'react-dom/server';
import { loadBlocks } from '../blocks/registry.tsx';
import { BLOCK_TYPES } from '../content/schemas/blocks.ts';
import { SECTION_TYPES } from '../content/schemas/pages.ts';
import { sectionKey } from '../sections/modules.ts';
import { App } from './App.tsx';
import type { PageComponent } from './loader.ts';
import type { PageResources } from './page-data.ts';
import { TEMPLATE_LOADERS, type TemplateId } from './routes.ts';

export { renderDocument } from './document.ts';
export { prerenderSections } from '../sections/prerender.tsx';

/** Imports every template and block once, so rendering a page is synchronous. */
export async function loadAllTemplates(): Promise<Map<TemplateId, PageComponent>> {
  await loadBlocks([...BLOCK_TYPES, ...SECTION_TYPES.map(sectionKey)]);
  const entries = await Promise.all(
    (Object.keys(TEMPLATE_LOADERS) as TemplateId[]).map(
      async (id) => [id, (await TEMPLATE_LOADERS[id]()).default as PageComponent] as const,
    ),
  );
  return new Map(entries);
}

export function renderApp(
  resources: PageResources,
  component: PageComponent,
  path: string,
): string {
  return renderToString(
    <App path={path} search="" resources={resources} component={component} status="idle" />,
  );
}
