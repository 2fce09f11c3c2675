/**
 * The newsletter banner where a template (the blog post) shows it outside page sections. This
 * chunk is all the template's first load carries: the banner and the form renderer load when the
 * banner nears the viewport (issue 37: a reader who stops before the end never loads them), and
 * until then React keeps the prerendered banner, whose form posts without JavaScript (the
 * lead-form blocks do the same: src/blocks/Form.tsx). Its styles are linked from the first paint
 * (TEMPLATE_MARKUP_STYLES, scripts/build/code-sets.ts).
 */
import { createElement, Suspense, use, useEffect, useRef, useState } from 'react';
import type { NewsletterCta } from '../NewsletterCta.tsx';
import type { ResolvedForm } from '../../contracts/schemas/forms.ts';
import type { SectionTone } from '../../ui/Section/Section.tsx';
import { whenNearViewport } from '../../ui/near-viewport.ts';

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

interface Gate {
  promise: Promise<Banner>;
  open: () => void;
}

/** The banner's code, loading only once opened; at once when it was loaded before. */
function createGate(): Gate {
  if (banner) return { promise: banner, open: () => {} };
  let open = () => {};
  const promise = new Promise<Banner>((resolve, reject) => {
    open = () => void loadBanner().then(resolve, reject);
  });
  return { promise, open };
}

function LazyBanner({ gate, tone, form }: { gate: Gate; tone: SectionTone; form?: ResolvedForm }) {
  // Always the one NewsletterCta function of its module, never a component made here.
  return createElement(use(gate.promise), { tone, section: { type: 'NewsletterCta', form } });
}

export function NewsletterBanner({
  tone = 'default',
  form,
}: {
  tone?: SectionTone;
  /** The banner's form, from the page's props (content/forms/newsletter.json). */
  form?: ResolvedForm;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // No state changes here: a boundary still waiting to hydrate must not receive an update, or
  // React would throw its prerendered HTML away.
  const [gate] = useState(createGate);
  useEffect(() => whenNearViewport(ref.current, gate.open), [gate]);
  return (
    <div ref={ref} data-slot="newsletter-banner">
      <Suspense fallback={null}>
        <LazyBanner gate={gate} tone={tone} form={form} />
      </Suspense>
    </div>
  );
}
