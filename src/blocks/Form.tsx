import { createElement, Suspense, use, useEffect, useRef, useState } from 'react';
import type { BlockOf } from '../contracts/schemas/blocks.ts';
import type { MarketingFormProps } from '../forms/MarketingForm.tsx';
import { settled } from '../forms/settled.ts';
import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from '../ui/near-viewport.ts';

type Shell = (props: MarketingFormProps) => React.ReactNode;

/*
 * This chunk is all a page with a form needs before hydrating, so it stays tiny. A form on the
 * first screen gets its lifecycle (src/forms/MarketingForm.tsx) during hydration and its renderer
 * on the visitor's intent; a form below gets both when it nears the viewport (issue 37). Until
 * then React keeps the prerendered form, which posts without JavaScript.
 */
let shell: Promise<Shell> | null = null;

function loadShell(): Promise<Shell> {
  shell ??= import('../forms/MarketingForm.tsx').then(
    (module) => {
      // Read at once by forms drawn later (a client-side navigation).
      shell = settled(module.MarketingForm);
      return module.MarketingForm;
    },
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

interface Gate {
  promise: Promise<Shell>;
  /** Loads the shell; `withView`: its renderer too, so the form is live as it mounts. */
  open: (withView: boolean) => void;
}

function createGate(): Gate {
  if (shell && 'status' in shell) return { promise: shell, open: () => {} };
  let open: Gate['open'] = () => {};
  const promise = new Promise<Shell>((resolve, reject) => {
    open = (withView) =>
      void loadShell()
        .then(async (loaded) => {
          if (withView) await (await import('../forms/MarketingForm.tsx')).loadFormView();
          return loaded;
        })
        .then(resolve, reject);
  });
  return { promise, open };
}

/** Whether `element` is on the first screen (within the margin the near-viewport trigger uses). */
function onFirstScreen(element: Element): boolean {
  return (
    element.getBoundingClientRect().top < window.innerHeight + parseFloat(NEAR_VIEWPORT_MARGIN)
  );
}

function LazyShell({ gate, ...props }: MarketingFormProps & { gate: Gate }) {
  // Always the one MarketingForm function of its module, never a component made here.
  return createElement(use(gate.promise), props);
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
  const ref = useRef<HTMLElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const element = ref.current;
    // Embedded in a call to action (no element of its own here), or drawn by the client after a
    // navigation (no prerendered form to stand in): the shell at once, which handles the rest.
    if (!element?.querySelector('form') || onFirstScreen(element)) return gate.open(false);
    return whenNearViewport(element, () => gate.open(true));
  }, [gate]);
  const form = (
    <Suspense fallback={null}>
      <LazyShell
        gate={gate}
        form={block.form}
        label={block.title}
        pdfLink={pdfLink}
        inCallToAction={embedOnly}
      />
    </Suspense>
  );
  if (embedOnly) return form;
  return (
    <section ref={ref} data-form-block="" aria-label={block.title ?? 'Form'}>
      {block.title ? <h2>{block.title}</h2> : null}
      {form}
    </section>
  );
}
