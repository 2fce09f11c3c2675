/**
 * The sign-up form's place in the page: its code (the shared form parts and controls) arrives as
 * the page hydrates, and until then React keeps the prerendered form, which posts without
 * JavaScript (the lead-form blocks do the same: src/blocks/Form.tsx). Its styles are linked from
 * the first paint (TEMPLATE_MARKUP_STYLES, scripts/build/code-sets.ts). With the whole form in
 * its first load the page went past its 80 KB budget.
 */
import { createElement, Suspense, use } from 'react';
import { settled } from '../../forms/settled.ts';
import type { SignupForm, SignupFormProps } from './SignupForm.tsx';

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

function Loaded(props: SignupFormProps) {
  // Always the one SignupForm function of its module, never a component made here.
  return createElement(use(loadForm()), props);
}

export function LazySignupForm(props: SignupFormProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
