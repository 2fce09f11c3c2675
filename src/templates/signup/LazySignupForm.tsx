/**
 * The sign-up form's place in the page: its code (the shared form parts and controls) arrives
 * when the visitor reaches for the form (src/ui/intent.ts), or at once when the address prefills
 * it, and until then React keeps the prerendered form, which works without JavaScript; a submit
 * meanwhile is held and resumed by the live form (the lead-form blocks do the same:
 * src/forms/MarketingForm.tsx). Its styles are linked from
 * the first paint (TEMPLATE_MARKUP_STYLES, scripts/build/code-sets.ts). With the whole form in
 * its first load the page went past its 80 KB budget.
 */
import { createElement, Suspense, use, useEffect, useRef, useState } from 'react';
import { settled } from '../../forms/settled.ts';
import { holdSubmits, whenWanted } from '../../ui/intent.ts';
import type { SignupForm, SignupFormProps } from './SignupForm.tsx';
import styles from './SignupForm.module.css';

type Form = typeof SignupForm;

let form: Promise<Form> | null = null;

function loadForm(): Promise<Form> {
  form ??= import('./SignupForm.tsx').then(
    (module) => module.SignupForm,
    (error: unknown) => {
      form = null;
      throw error;
    },
  );
  return form;
}

/** For the prerender: the form loaded up front so rendering is synchronous. */
export async function preloadSignupForm(): Promise<void> {
  form = settled((await import('./SignupForm.tsx')).SignupForm);
}

/**
 * The parameters that prefill the form (PREFILL_PARAM in src/tracking/signup.ts, which this
 * chunk does not import: it is the form's code). With one in the address, the form is live at once.
 */
export const PREFILL_NAMES = ['reg', 'fn', 'ln', 'cn'] as const;

function prefilled(): boolean {
  const query = new URLSearchParams(window.location.search);
  return PREFILL_NAMES.some((name) => query.has(name));
}

interface Gate {
  promise: Promise<Form>;
  open: () => void;
}

/** The form's code, loaded when opened; settled already when it was loaded before. */
function createGate(): Gate {
  if (form && 'status' in form) return { promise: form, open: () => {} };
  let open = () => {};
  const promise = new Promise<Form>((resolve, reject) => {
    open = () => void loadForm().then(resolve, reject);
  });
  return { promise, open };
}

function Loaded({ gate, ...props }: SignupFormProps & { gate: Gate }) {
  // Always the one SignupForm function of its module, never a component made here.
  return createElement(use(gate.promise), props);
}

export function LazySignupForm(props: SignupFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Drawn by the client (a navigation), not kept from the page: nothing to stand in for it.
    if (prefilled() || !element.querySelector('form')) return gate.open();
    const stopHolding = holdSubmits(element);
    gate.promise.catch(() => stopHolding(true));
    const stop = whenWanted(element, gate.open);
    return () => {
      stop();
      stopHolding();
    };
  }, [gate]);
  return (
    <div ref={ref} className={styles.slot}>
      <Suspense fallback={null}>
        <Loaded gate={gate} {...props} />
      </Suspense>
    </div>
  );
}
