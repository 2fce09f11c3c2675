/**
 * The stand-in for the secure host's registration form (docs/product.md §8.3), drawn by the one
 * form system: the SIGNUP_FORM definition, its fields through the design system's controls,
 * the shared validation and messages, the honeypot and an idempotency key. Visible fields are
 * prefilled from `reg`/`fn`/`ln`/`cn`, the GA_* hidden fields filled by the tracking module after
 * hydration. Works without JavaScript as a plain form post (hidden fields then hold '-').
 *
 * Loaded after hydration (./LazySignupForm.tsx): the page's first load keeps to its budget.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { SIGNUP_FORM } from '../../contracts/schemas/form-definitions.ts';
import { Field, newKey } from '../../forms/Fields.tsx';
import { Honeypot } from '../../forms/Honeypot.tsx';
import { typedValues } from '../../forms/typed.ts';
import { resumeHeldSubmit } from '../../ui/intent.ts';
import {
  DEFAULT_SUCCESS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  validateSubmission,
  type FieldErrors,
  type FieldValues,
} from '../../forms/validate.ts';
import { useSettings } from '../../site/settings.ts';
import { emptySignupValues, SIGNUP_FIELDS, type SignupValues } from '../../tracking/fields.ts';
import { Button } from '../../ui/Button/index.ts';
import { HiddenField } from '../../ui/Field/HiddenField.tsx';
import styles from './SignupForm.module.css';

/** The local forms endpoint (server/forms/forms.ts). */
export const SIGNUP_ENDPOINT = '/api/forms/signup';
export { REQUIRED_MESSAGE } from '../../forms/messages.ts';
/** The default inline success message (docs/product.md §8.3). */
export const SUCCESS_MESSAGE = DEFAULT_SUCCESS;

type Status = 'idle' | 'submitting' | 'done' | 'failed';

export interface SignupFormProps {
  /** Registration id from the path (/members/register/{id}/): the plan signed up for. */
  registrationId: string;
}

const emptyValues = (): FieldValues =>
  Object.fromEntries(SIGNUP_FORM.fields.map((field) => [field.name, '']));

export function SignupForm({ registrationId }: SignupFormProps) {
  const settings = useSettings();
  const id = useId();
  const [tracking, setTracking] = useState<SignupValues>(emptySignupValues);
  const [values, setValues] = useState<FieldValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const keyRef = useRef<string | null>(null);
  const trackingLoaded = useRef<Promise<SignupValues> | null>(null);

  // Hydrated on intent (./LazySignupForm.tsx): what was typed before counts, and a submit held
  // meanwhile goes on.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = typedValues(
      element,
      SIGNUP_FORM.fields.map((field) => field.name),
    );
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    resumeHeldSubmit(element);
  }, []);

  // After a rejected submit (here or by the server), the first field in error takes the focus,
  // once its message is on the page (so it is read with the field).
  const reject = (fieldErrors: FieldErrors) => {
    flushSync(() => setErrors(fieldErrors));
    const first = SIGNUP_FORM.fields.find((field) => fieldErrors[field.name]);
    const element = first && formRef.current?.elements.namedItem(first.name);
    if (element instanceof HTMLElement) element.focus();
  };

  useEffect(() => {
    let live = true;
    const loaded = import('../../tracking/index.ts')
      .then((module) => module.signupForm(window, settings))
      .then(({ fields, prefill }) => {
        if (!live) return fields;
        setTracking(fields);
        // Never overwrite what the visitor already typed.
        setValues((current) =>
          Object.fromEntries(
            SIGNUP_FORM.fields.map(({ name }) => [
              name,
              current[name] || prefill[name as keyof typeof prefill] || '',
            ]),
          ),
        );
        return fields;
      });
    trackingLoaded.current = loaded;
    return () => {
      live = false;
    };
  }, [settings]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    const checked = validateSubmission(SIGNUP_FORM, values);
    if (!checked.ok) return reject(checked.errors);
    setErrors({});
    setStatus('submitting');
    keyRef.current ??= newKey();
    // The visit's values, even when sent before they were filled in.
    const sentTracking = (await trackingLoaded.current?.catch(() => tracking)) ?? tracking;
    try {
      const response = await fetch(`${settings.services?.forms ?? ''}${SIGNUP_ENDPOINT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          registrationId,
          ...checked.values,
          ...sentTracking,
          [HONEYPOT_FIELD]: honeypot,
          [IDEMPOTENCY_FIELD]: keyRef.current,
        }),
      });
      if (response.status === 400) {
        const body = (await response.json()) as { errors?: FieldErrors };
        setStatus('idle');
        return reject(body.errors ?? {});
      }
      if (!response.ok) throw new Error(`Sign-up failed with ${response.status}`);
      const module = await import('../../tracking/index.ts');
      module.rememberSignupValues(window, sentTracking);
      keyRef.current = null;
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  if (status === 'done') {
    return (
      <output className={styles.success}>
        {SUCCESS_MESSAGE} Check your inbox to confirm your email address.
      </output>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={`${settings.services?.forms ?? ''}${SIGNUP_ENDPOINT}`}
      method="post"
      noValidate
      data-state={status}
      aria-label="Sign up"
      onSubmit={(event) => void onSubmit(event)}
    >
      <HiddenField name="registrationId" value={registrationId} />
      {SIGNUP_FIELDS.map((name) => (
        <HiddenField key={name} name={name} value={tracking[name]} data-testid={name} />
      ))}
      {SIGNUP_FORM.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          inputId={`${id}-${field.name}`}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      <Honeypot id={`${id}-${HONEYPOT_FIELD}`} />
      {status === 'failed' ? (
        <p role="alert" className="error">
          Something went wrong while creating your account. Please try again.
        </p>
      ) : null}
      <Button type="submit" disabled={status === 'submitting'}>
        {settings.trial.buttonText}
      </Button>
    </form>
  );
}
