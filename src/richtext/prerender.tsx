/**
 * Build time (server only): renders a blog post's body to HTML, as pure-markup sections are
 * (src/sections/prerender.tsx), when it embeds no block that needs code (src/sections/modules.ts
 * `isPrerenderableBody`). The page data then carries `bodyHtml` instead of the rich-text
 * document: the same markup React renders, without the blocks' code in the browser, and a
 * fraction of the document's size, which the embedded copy leaves out altogether
 * (src/contracts/prerendered.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteDataProvider } from '../site/site-data.tsx';
import { blockTypesIn } from '../blocks/walk.ts';
import type { ContentPageProps } from '../contracts/schemas/pages.ts';
import { isPrerenderableBody } from '../sections/modules.ts';
import type { SiteContext } from '../sections/prerender.tsx';
import { RichText } from './RichText.tsx';

export function prerenderBody(
  template: string,
  props: ContentPageProps,
  site: SiteContext,
): ContentPageProps {
  const { body, ...rest } = props;
  if (!body || !isPrerenderableBody({ template, props })) return props;
  const html = renderToStaticMarkup(
    <SiteDataProvider value={site}>
      <RichText value={body} />
    </SiteDataProvider>,
    { identifierPrefix: 'b-' },
  );
  return { ...rest, bodyHtml: { html, styles: [...blockTypesIn(body)] } };
}
