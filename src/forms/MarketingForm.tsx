/**
 * The marketing-form block's lifecycle (docs/product.md §8.2): idle (until wanted: src/ui/intent.ts), then
 * loading (the form's own chunk), ready (mounted), shown. The state is on `data-state`.
 *
 * The prerendered page already holds the whole form, which works as a plain post. During
 * hydration the form sits in a Suspense boundary waiting for its chunk, so React keeps that
 * server HTML untouched (no shift, no flash) until the visitor reaches for the form (on the first screen) or
 * scrolls near it; after a
 * client-side navigation the boundary shows an empty box of the form's estimated height instead.
 */
import {
  createElement,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ResolvedForm } from '../contracts/schemas/forms.ts';
import type { FormViewProps } from './FormView.tsx';
import { settled } from './settled.ts';
import { holdSubmits, whenWanted } from '../ui/intent.ts';
import { whenNearViewport } from '../ui/near-viewport.ts';

type FormViewComponent = (props: FormViewProps) => React.ReactNode;
export type FormState = 'idle' | 'loading' | 'ready' | 'shown';

export { settled };

let loadedView: Promise<FormViewComponent> | null = null;
let pendingView: Promise<FormViewComponent> | null = null;

/** Loads the form renderer's chunk once; a failed load may be retried. */
export function loadFormView(): Promise<FormViewComponent> {
  if (loadedView) return loadedView;
  pendingView ??= import('./FormView.tsx').then(
    (module) => {
      loadedView = settled(module.FormView);
      return module.FormView;
    },
    (error: unknown) => {
      pendingView = null;
      throw error;
    },
  );
  return pendingView;
}

interface Gate {
  promise: Promise<FormViewComponent>;
  open: () => void;
  /** The renderer was in already: the form is live as it mounts. */
  loaded: boolean;
}

/**
 * A promise of the renderer that starts loading only when opened; already settled when the
 * renderer was loaded before (the prerender, or another form on the page).
 */
function createGate(): Gate {
  if (loadedView) return { promise: loadedView, open: () => {}, loaded: true };
  let open = () => {};
  const promise = new Promise<FormViewComponent>((resolve, reject) => {
    open = () => void loadFormView().then(resolve, reject);
  });
  return { promise, open, loaded: false };
}

function LazyForm({ gate, ...props }: FormViewProps & { gate: Gate }) {
  // Always the one FormView function of its module, never a component made here.
  return createElement(use(gate.promise), props);
}

/** Estimated height of a form not yet loaded: a label and an input per field, and the button. */
export function reservedHeight(layout: ResolvedForm['layout']): string {
  return `${layout.fields * 5.25 + 4}rem`;
}

export interface MarketingFormProps {
  form: ResolvedForm;
  label?: string;
  pdfLink?: string;
  /** A call to action holds the form: 480 px wide, as trial forms are (FormVariant). */
  inCallToAction?: boolean;
  /** Called after a successful submission. */
  onDone?: () => void;
}

export function MarketingForm({
  form,
  label,
  pdfLink,
  inCallToAction,
  onDone,
}: MarketingFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  const [state, setState] = useState<FormState>('idle');

  useEffect(() => {
    const element = ref.current;
    if (gate.loaded) return;
    const load = () => {
      setState((current) => (current === 'idle' ? 'loading' : current));
      gate.open();
    };
    // Drawn by the client (a navigation): a placeholder, replaced when it nears the viewport.
    if (!element?.querySelector('form')) return whenNearViewport(element, load);
    // The prerendered form stands in. A submit before the renderer is in waits for it (FormView
    // resumes it): the lead goes through the live form, with the visit's attribution; without
    // the renderer, it posts as is. On the first screen the renderer loads on intent.
    const stopHolding = holdSubmits(element);
    gate.promise.catch(() => stopHolding(true));
    const stop = whenWanted(element, load);
    return () => {
      stop();
      stopHolding();
    };
  }, [gate]);

  const onReady = useCallback(() => {
    setState('ready');
    // Shown on the next frame, once the browser has laid the mounted form out.
    requestAnimationFrame(() => setState('shown'));
  }, []);

  // The same element on every state change: a form still waiting to hydrate must not receive
  // an update, or React would throw its prerendered HTML away and render it anew.
  const body = useMemo(
    () => (
      <Suspense
        fallback={<div data-placeholder="" style={{ minHeight: reservedHeight(form.layout) }} />}
      >
        <LazyForm
          gate={gate}
          form={form}
          label={label}
          pdfLink={pdfLink}
          onReady={onReady}
          onDone={onDone}
        />
      </Suspense>
    ),
    [gate, form, label, pdfLink, onReady, onDone],
  );

  return (
    <div
      ref={ref}
      data-state={state}
      data-form-name={form.name}
      data-variant={inCallToAction && form.layout.variant !== 'TRIAL' ? 'CTA' : form.layout.variant}
    >
      {body}
    </div>
  );
}
