/**
 * The newsletter banner where a template (the blog post) shows it outside page sections. This
 * chunk is all the template's first load carries: the banner and the form renderer arrive as
 * the page hydrates, and until then React keeps the prerendered banner, whose form posts without
 * JavaScript (the lead-form blocks do the same: src/blocks/Form.tsx). Its styles are linked from
 * the first paint (TEMPLATE_MARKUP_STYLES, scripts/build/code-sets.ts).
 */
import { createElement, Suspense, use } from 'react';
import type { NewsletterCta } from '../NewsletterCta.tsx';
import type { SectionTone } from '../../ui/Section/Section.tsx';

type Banner = typeof NewsletterCta;

let banner: Promise<Banner> | null = null;

function loadBanner(): Promise<Banner> {
  banner ??= Promise.all([
    import('../NewsletterCta.tsx'),
    import('../../forms/MarketingForm.tsx').then((module) => module.loadFormView()),
  ]).then(
    ([module]) => module.NewsletterCta,
    (error: unknown) => {
      banner = null;
      throw error;
    },
  );
  return banner;
}

/** For the prerender: the banner and its form loaded up front so rendering is synchronous. */
export async function preloadNewsletterBanner(): Promise<void> {
  const [module, forms] = await Promise.all([
    import('../NewsletterCta.tsx'),
    import('../../forms/MarketingForm.tsx'),
  ]);
  await forms.loadFormView();
  banner = forms.settled(module.NewsletterCta);
}

function LazyBanner({ tone }: { tone: SectionTone }) {
  // Always the one NewsletterCta function of its module, never a component made here.
  return createElement(use(loadBanner()), { tone });
}

export function NewsletterBanner({ tone = 'default' }: { tone?: SectionTone }) {
  return (
    <div data-slot="newsletter-banner">
      <Suspense fallback={null}>
        <LazyBanner tone={tone} />
      </Suspense>
    </div>
  );
}
