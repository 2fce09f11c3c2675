import { createElement, Suspense, use } from 'react';
import type { BlockOf } from '../contracts/schemas/blocks.ts';
import type { MarketingFormProps } from '../forms/MarketingForm.tsx';

type Shell = (props: MarketingFormProps) => React.ReactNode;

/*
 * This chunk is all a page with a form needs before hydrating, so it stays tiny: the form's
 * lifecycle (src/forms/MarketingForm.tsx) arrives during hydration and its renderer near the
 * viewport. Until then React keeps the prerendered form, which posts without JavaScript.
 */
let shell: Promise<Shell> | null = null;

function loadShell(): Promise<Shell> {
  shell ??= import('../forms/MarketingForm.tsx').then(
    (module) => module.MarketingForm,
    (error: unknown) => {
      shell = null;
      throw error;
    },
  );
  return shell;
}

/** For the prerender: everything a form renders, loaded up front so rendering is synchronous. */
export async function preloadForms(): Promise<void> {
  const module = await import('../forms/MarketingForm.tsx');
  shell = module.settled(module.MarketingForm);
  await module.loadFormView();
}

function LazyShell(props: MarketingFormProps) {
  // Always the one MarketingForm function of its module, never a component made here.
  return createElement(use(loadShell()), props);
}

/**
 * The lead-capture form block (docs/product.md §8.2); `embedOnly` renders just the form (a call to
 * action's), with the call to action's PDF offered after submission.
 */
export function Form({
  block,
  embedOnly = false,
  pdfLink,
}: {
  block: BlockOf<'Form'>;
  embedOnly?: boolean;
  pdfLink?: string;
}) {
  const form = (
    <Suspense fallback={null}>
      <LazyShell
        form={block.form}
        label={block.title}
        pdfLink={pdfLink}
        inCallToAction={embedOnly}
      />
    </Suspense>
  );
  if (embedOnly) return form;
  return (
    <section data-form-block="" aria-label={block.title ?? 'Form'}>
      {block.title ? <h2>{block.title}</h2> : null}
      {form}
    </section>
  );
}
